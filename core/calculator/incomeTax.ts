import { percentOf, toWholeZloty, type Grosze } from './money.ts';
import type { RatesTable } from './RatesTable.ts';

/**
 * The tax scale (12% up to the threshold, 32% above) on `base`, when `before` of the year's base has
 * already been taxed: the part of `base` still under the threshold at the lower rate.
 */
export function scaleTax(base: Grosze, before: Grosze, rates: RatesTable): Grosze {
  const lower = Math.max(0, Math.min(base, rates.pit.threshold - before));
  return percentOf(lower, rates.pit.lowerRate) + percentOf(base - lower, rates.pit.upperRate);
}

/**
 * A payer's monthly advance on the scale (employment, mandate, specific work): the month's base in
 * whole złoty, 12% or 32% by the base the payer has taxed since January, less the monthly reduction,
 * rounded to whole złoty and never below zero.
 */
export function payrollAdvance(base: Grosze, before: Grosze, reduction: Grosze, rates: RatesTable): Grosze {
  return Math.max(0, toWholeZloty(scaleTax(base, before, rates) - reduction));
}

/** A tax base in whole złoty, never negative. */
export const taxBase = (income: Grosze): Grosze => Math.max(0, toWholeZloty(income));

/**
 * The PIT-free part of a month's revenue for people under 26: what is left of the yearly limit
 * after the revenue already received this year.
 */
export function youthExemptPart(revenue: Grosze, revenueBefore: Grosze, rates: RatesTable): Grosze {
  return Math.max(0, Math.min(revenue, rates.pit.youthExemptionLimit - revenueBefore));
}

/** Whether a month's amount is a small contract taxed 12% flat (up to 200 zł, civil contracts). */
export const isSmallContract = (gross: Grosze, rates: RatesTable): boolean => gross > 0 && gross <= rates.pit.smallContractLimit;

/** The flat 12% of a small contract's base, in whole złoty. */
export const smallContractTax = (base: Grosze, rates: RatesTable): Grosze => toWholeZloty(percentOf(taxBase(base), rates.pit.smallContractRate));
