import type { CalculatorOptions, ZusScheme } from './CalculatorInput.ts';
import { percentOf, type Grosze } from './money.ts';
import type { RatesTable } from './RatesTable.ts';
import type { DeductionKey, Line } from './Settlement.ts';

/**
 * The scheme in force in a month (1–12): "ulga na start" is 6 months without social contributions,
 * then the preferential base (the calculator assumes the business starts in January).
 */
export function schemeInMonth(scheme: ZusScheme, month: number, rates: RatesTable): 'full' | 'preferential' | 'none' {
  if (scheme !== 'start') return scheme;
  return month <= rates.b2b.startReliefMonths ? 'none' : 'preferential';
}

/**
 * A month's social contributions of a self-employed person: pension 19.52%, disability 8%,
 * sickness 2.45% if chosen, accident 1.67% on the declared minimum base, and the Labour Fund
 * 2.45% on the full base only (not due on the preferential base).
 */
export function socialContributions(scheme: 'full' | 'preferential' | 'none', options: CalculatorOptions, rates: RatesTable): Line<DeductionKey>[] {
  const base = scheme === 'full' ? rates.b2b.fullBase : scheme === 'preferential' ? rates.b2b.preferentialBase : 0;
  return [
    { key: 'pension', amount: percentOf(base, rates.b2b.pension) },
    { key: 'disability', amount: percentOf(base, rates.b2b.disability) },
    { key: 'sickness', amount: options.sickness ? percentOf(base, rates.b2b.sickness) : 0 },
    { key: 'accident', amount: percentOf(base, rates.b2b.accident) },
    { key: 'labourFund', amount: scheme === 'full' ? percentOf(base, rates.b2b.labourFund) : 0 },
  ];
}

/** The 2026 minimum health contribution of the scale and linear forms: 9% of the minimum wage. */
export const minimumHealth = (rates: RatesTable): Grosze => percentOf(rates.b2b.minimumHealthBase, rates.health.rate);

/**
 * A month's health contribution on the scale (9%) or linear (4.9%) form: of the month's income
 * (revenue less costs and social contributions), never below the minimum.
 */
export function incomeHealth(income: Grosze, rate: number, rates: RatesTable): Grosze {
  return Math.max(minimumHealth(rates), percentOf(Math.max(0, income), rate));
}

/**
 * The lump-sum form's monthly health contribution: 9% of 60%, 100% or 180% of the Q4 average wage,
 * by the year's revenue less social contributions (above 60 000 zł and 300 000 zł).
 */
export function lumpHealth(yearlyRevenue: Grosze, rates: RatesTable): Grosze {
  const bracket =
    [...rates.b2b.lumpHealthBrackets].reverse().find((candidate) => yearlyRevenue > candidate.revenueAbove) ?? rates.b2b.lumpHealthBrackets[0];
  const base = percentOf(rates.b2b.lumpHealthAverageWage, bracket?.share ?? 0);
  return percentOf(base, rates.health.rate);
}
