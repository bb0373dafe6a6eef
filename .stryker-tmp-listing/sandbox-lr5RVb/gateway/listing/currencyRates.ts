/**
 * Fixed demo exchange rates and pay-period factors, used to turn every salary into PLN per month
 * so that offers in different currencies and units can be filtered and sorted on one scale.
 * The rates are round figures close to the 2024–2025 NBP averages; the product works offline, so
 * it does not fetch live rates. Change them here and reseed to re-normalise stored offers.
 */
// @ts-nocheck

export type SalaryCurrency = 'pln' | 'eur' | 'usd' | 'gbp' | 'chf';
export type SalaryUnit = 'hour' | 'day' | 'month' | 'year';

/** PLN for one unit of each currency. */
export const ratesToPln: Readonly<Record<SalaryCurrency, number>> = {
  pln: 1,
  eur: 4.3,
  usd: 3.95,
  gbp: 5.05,
  chf: 4.5,
};

/**
 * How many of a unit make up one month: 168 working hours (21 days of 8 hours), 21 working days,
 * and a twelfth of a year.
 */
export const monthlyFactor: Readonly<Record<SalaryUnit, number>> = {
  hour: 168,
  day: 21,
  month: 1,
  year: 1 / 12,
};

export function isSalaryCurrency(value: string): value is SalaryCurrency {
  return Object.hasOwn(ratesToPln, value);
}

export function isSalaryUnit(value: string): value is SalaryUnit {
  return Object.hasOwn(monthlyFactor, value);
}

/** An amount in a currency per unit, as PLN per month, rounded to whole złoty. */
export function toMonthlyPln(amount: number, currency: SalaryCurrency, unit: SalaryUnit): number {
  return Math.round(amount * ratesToPln[currency] * monthlyFactor[unit]);
}
