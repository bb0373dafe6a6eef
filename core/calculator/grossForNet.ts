import type { Grosze } from './money.ts';

/** How far around the bisection's answer to look for an exact pre-image (5 zł each way). */
const SCAN_GROSZE = 500;

export interface Inversion {
  readonly gross: Grosze;
  /** Whether the gross amount gives exactly the net amount asked for. */
  readonly exact: boolean;
}

/**
 * The gross amount whose net amount is `target`: a bisection to the grosz over [0, `limit`].
 *
 * Net is monotone in gross up to rounding: the deductions together never fall when gross rises, so
 * one more grosz of gross adds at most one grosz of net, and the only falls are rounding steps (a tax
 * rounded to whole złoty, ZUS lines rounding up at once) and the lump-sum health brackets. The
 * bisection keeps `net(low) <= target < net(high)` and stops when the two are one grosz apart; since
 * net climbs by at most a grosz per grosz, `net(low)` is then exactly `target`, and `low` is the last
 * gross of that step of net (so a round gross such as the minimum wage comes back as itself, not a
 * grosz less). Where a rounding step skips the target there, the nearest gross within 5 zł that
 * gives it exactly is taken; if none does, `high` is returned, the first gross found whose net passes
 * the target, with `exact: false`. That happens for a target inside a gap of the rules (just above a
 * small contract's flat tax) and, rarely, for a year's amount past the pension cap, where moving one
 * grosz into an earlier month moves a grosz of capped base out of a later one and the two months'
 * roundings can lift net by two or three grosze at once (tests: at most 5 grosze above the target).
 * Null when even `limit` does not reach the target.
 */
export function grossForNet(target: Grosze, netOf: (gross: Grosze) => Grosze, limit: Grosze): Inversion | null {
  if (netOf(0) >= target) return { gross: 0, exact: netOf(0) === target };
  let high = Math.max(1, target);
  while (netOf(high) <= target) {
    if (high >= limit) return netOf(limit) === target ? { gross: limit, exact: true } : null;
    high = Math.min(limit, high * 2);
  }
  let low = 0;
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (netOf(middle) > target) high = middle;
    else low = middle;
  }
  if (netOf(low) === target) return { gross: low, exact: true };
  const nearby = nearestExact(target, netOf, low, limit);
  return nearby === null ? { gross: high, exact: false } : { gross: nearby, exact: true };
}

function nearestExact(target: Grosze, netOf: (gross: Grosze) => Grosze, around: Grosze, limit: Grosze): Grosze | null {
  for (let distance = 1; distance <= SCAN_GROSZE; distance += 1) {
    for (const candidate of [around + distance, around - distance]) {
      if (candidate >= 0 && candidate <= limit && netOf(candidate) === target) return candidate;
    }
  }
  return null;
}
