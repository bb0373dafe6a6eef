import type { CurrencyKey, EmploymentTypeKey, OfferEmploymentTypeDto } from '../../contract/listing.ts';
import type { EmploymentTypeRow } from '../db/Schema.ts';
import { isSalaryCurrency, isSalaryUnit, ratesToPln, type SalaryCurrency } from './currencyRates.ts';
import { employmentTypeKeys } from './offerQuery.ts';

/**
 * An amount from one currency to another at the rates of currencyRates.ts, in the same unit (an
 * hourly rate stays hourly: the card shows what the employer meant, only in the reader's money).
 * Monthly and yearly figures are rounded to tens, hourly and daily ones to whole units.
 */
export function convertAmount(amount: number, from: SalaryCurrency, to: SalaryCurrency, unit: EmploymentTypeRow['unit']): number {
  if (from === to) return amount;
  const converted = (amount * ratesToPln[from]) / ratesToPln[to];
  const step = unit === 'month' || unit === 'year' ? 10 : 1;
  return Math.round(converted / step) * step;
}

/**
 * The employment types of an offer as the card shows them in `currency`: figures converted with
 * `converted: true` and the employer's own figures kept in `original`; already in `currency`,
 * unchanged. A stored row the contract cannot carry (unknown type or unit) is left out; one in a
 * currency without a rate keeps its type but shows no figures, rather than a wrong one.
 */
export function employmentTypesIn(rows: readonly EmploymentTypeRow[], currency: CurrencyKey): OfferEmploymentTypeDto[] {
  const result: OfferEmploymentTypeDto[] = [];
  for (const row of rows) {
    if (!isEmploymentType(row.type) || !isSalaryUnit(row.unit)) continue;
    const { type, unit, gross } = row;
    if (!isSalaryCurrency(row.currency)) {
      result.push({ type, unit, gross, from: null, to: null, currency, converted: false, original: null });
      continue;
    }
    const source = row.currency;
    // Without figures there is nothing to convert: the empty salary simply reads in the asked currency.
    if (source === currency || (row.from === null && row.to === null)) {
      result.push({ type, unit, gross, from: row.from, to: row.to, currency, converted: false, original: null });
      continue;
    }
    result.push({
      type,
      unit,
      gross,
      from: row.from === null ? null : convertAmount(row.from, source, currency, unit),
      to: row.to === null ? null : convertAmount(row.to, source, currency, unit),
      currency,
      converted: true,
      original: { from: row.from, to: row.to, currency: source, unit },
    });
  }
  return result;
}

const knownTypes: ReadonlySet<string> = new Set(employmentTypeKeys);
const isEmploymentType = (value: string): value is EmploymentTypeKey => knownTypes.has(value);
