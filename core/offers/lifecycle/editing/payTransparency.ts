import type { SalaryRangeRequired } from '../LifecycleFailure.ts';

/** The part of a contract the rule reads: its pay range as numbers (null when not given). */
export interface PayRange {
  readonly type: string;
  readonly from: number | null;
  readonly to: number | null;
}

/**
 * Pay transparency (EU directive 2023/970, article 5): a job ad gives the pay range. A published
 * offer carries a range for every employment type it lists: both ends given, the top above zero,
 * the bottom not above the top. The editor explains it, PublishOffer and PayForOffer refuse
 * publication without it, and the gateway applies this same rule (gateway/offers/publication/completeness.ts).
 */
export function hasPayRange(range: PayRange): boolean {
  return range.from !== null && range.to !== null && range.to > 0 && range.from >= 0 && range.from <= range.to;
}

/** The contracts without a range, or null when every contract has one. */
export function payTransparencyProblem(ranges: readonly PayRange[]): SalaryRangeRequired | null {
  const without = ranges.filter((range) => !hasPayRange(range)).map((range) => range.type);
  return without.length > 0 ? { kind: 'salary-range-required', employmentTypes: without } : null;
}
