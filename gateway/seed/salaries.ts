import type { EmploymentTypeRow } from '../db/Schema.ts';
import { isSalaryCurrency, monthlyFactor, ratesToPln, toMonthlyPln, type SalaryCurrency, type SalaryUnit } from '../listing/currencyRates.ts';
import type { Random } from './random.ts';

export type ExperienceLevel = 'trainee' | 'junior' | 'mid' | 'senior' | 'manager';
export type EmploymentType = 'permanent' | 'b2b' | 'mandate_contract' | 'contract' | 'internship';

export interface SalaryContext {
  readonly level: ExperienceLevel;
  /** ISO country of the offer's (first) city: it decides the currency and the pay level. */
  readonly country: string;
  /** Pay in this tenant's field relative to software (engineering and design pay a little less). */
  readonly fieldFactor: number;
  /** False for the offers that show no salary. */
  readonly withSalary: boolean;
}

export interface Salary {
  readonly employmentTypes: EmploymentTypeRow[];
  readonly minMonthPln: number | null;
  readonly maxMonthPln: number | null;
}

/** B2B-equivalent pay in PLN per month, [lowest from, highest to], for an offer in Poland. */
const monthlyPlnByLevel: Readonly<Record<ExperienceLevel, readonly [number, number]>> = {
  trainee: [4500, 7500],
  junior: [6000, 12000],
  mid: [11000, 20000],
  senior: [17000, 30000],
  manager: [20000, 36000],
};

/** What each contract pays relative to B2B: an employee's gross is lower than a contractor's net invoice. */
const typeFactor: Readonly<Record<EmploymentType, number>> = {
  b2b: 1,
  contract: 0.95,
  permanent: 0.8,
  mandate_contract: 0.75,
  internship: 0.8,
};

/** Pay relative to Poland, in złoty terms: roughly what the same role earns in each market. */
const countryPayFactor: Readonly<Record<string, number>> = {
  PL: 1,
  US: 2.4,
  CH: 2.4,
  GB: 1.8,
  IE: 1.8,
  DE: 1.8,
  NL: 1.8,
  DK: 1.9,
  SE: 1.6,
  AT: 1.6,
  FR: 1.5,
  ES: 1.2,
  PT: 1.1,
  CZ: 1.1,
  LT: 1,
};

/**
 * Nothing but an internship pays less than the Polish minimum wage (4,666 PLN gross a month in
 * 2025), taken as a round 5,000 so that rounding the amounts cannot push them under it.
 */
const minimumMonthlyPln = 5000;

const eurozone = new Set(['DE', 'NL', 'AT', 'PT', 'ES', 'IE', 'FR', 'LT']);

export function pickCurrency(random: Random, country: string): SalaryCurrency {
  if (country === 'PL')
    return random.weighted<SalaryCurrency>([
      ['pln', 88],
      ['eur', 6],
      ['usd', 4],
      ['gbp', 1],
      ['chf', 1],
    ]);
  if (country === 'GB')
    return random.weighted<SalaryCurrency>([
      ['gbp', 85],
      ['eur', 10],
      ['usd', 5],
    ]);
  if (country === 'US') return 'usd';
  if (country === 'CH')
    return random.weighted<SalaryCurrency>([
      ['chf', 80],
      ['eur', 20],
    ]);
  if (eurozone.has(country))
    return random.weighted<SalaryCurrency>([
      ['eur', 90],
      ['usd', 10],
    ]);
  // Countries with a currency outside the selector (Czechia, Sweden, Denmark) advertise in euro.
  return random.weighted<SalaryCurrency>([
    ['eur', 85],
    ['usd', 15],
  ]);
}

/** Contractors often quote by the hour or day; employees by the month, or by the year abroad. */
export function pickUnit(random: Random, type: EmploymentType, country: string): SalaryUnit {
  if (type === 'permanent' || type === 'internship') {
    return country !== 'PL' && random.chance(0.5) ? 'year' : 'month';
  }
  if (type === 'mandate_contract')
    return random.weighted<SalaryUnit>([
      ['month', 60],
      ['hour', 40],
    ]);
  return random.weighted<SalaryUnit>([
    ['month', 70],
    ['hour', 22],
    ['day', 8],
  ]);
}

export function pickEmploymentTypes(random: Random, level: ExperienceLevel): EmploymentType[] {
  const first =
    level === 'trainee'
      ? random.weighted<EmploymentType>([
          ['internship', 60],
          ['mandate_contract', 25],
          ['permanent', 15],
        ])
      : random.weighted<EmploymentType>([
          ['b2b', 45],
          ['permanent', 40],
          ['contract', 8],
          ['mandate_contract', 7],
        ]);
  if (!random.chance(0.35)) return [first];
  return [first, secondTypeAfter(random, first)];
}

function secondTypeAfter(random: Random, first: EmploymentType): EmploymentType {
  if (first === 'b2b')
    return random.weighted<EmploymentType>([
      ['permanent', 70],
      ['contract', 30],
    ]);
  if (first === 'permanent')
    return random.weighted<EmploymentType>([
      ['b2b', 80],
      ['mandate_contract', 20],
    ]);
  if (first === 'internship') return 'mandate_contract';
  return random.weighted<EmploymentType>([
    ['b2b', 50],
    ['permanent', 50],
  ]);
}

/**
 * The employment types with their pay, and the range normalised to PLN per month for filtering:
 * the lowest `from` and the highest `to` over the types, both null when no salary is shown.
 */
export function generateSalary(random: Random, context: SalaryContext): Salary {
  const types = pickEmploymentTypes(random, context.level);
  const currency = pickCurrency(random, context.country);
  const [low, high] = monthlyPlnByLevel[context.level];
  const scale = (countryPayFactor[context.country] ?? 1.5) * context.fieldFactor;
  const baseFrom = random.float(low, low + (high - low) * 0.6) * scale;
  const spread = random.float(1.15, 1.55);
  const employmentTypes = types.map((type): EmploymentTypeRow => {
    const unit = pickUnit(random, type, context.country);
    const row = { type, currency, unit, gross: type === 'permanent' };
    if (!context.withSalary) return { ...row, from: null, to: null };
    const [from, to] = amountsIn(monthlyFrom(baseFrom, type), spread, currency, unit);
    return { ...row, from, to };
  });
  return { employmentTypes, ...normalisedRange(employmentTypes) };
}

function monthlyFrom(baseFrom: number, type: EmploymentType): number {
  const pay = baseFrom * typeFactor[type];
  return type === 'internship' ? pay : Math.max(minimumMonthlyPln, pay);
}

/** A monthly PLN figure shown the way employers write it: in the offer's currency and unit, rounded. */
function amountsIn(fromMonthPln: number, spread: number, currency: SalaryCurrency, unit: SalaryUnit): [number, number] {
  const step = roundingStep(currency, unit);
  const convert = (monthPln: number) => Math.max(step, Math.round(monthPln / ratesToPln[currency] / monthlyFactor[unit] / step) * step);
  const from = convert(fromMonthPln);
  const to = Math.max(convert(fromMonthPln * spread), from + step);
  return [from, to];
}

function roundingStep(currency: SalaryCurrency, unit: SalaryUnit): number {
  const perUnit: Record<SalaryUnit, number> = { hour: 1, day: 10, month: 100, year: 1000 };
  return perUnit[unit] * (currency === 'pln' ? 5 : 1);
}

export function normalisedRange(employmentTypes: readonly EmploymentTypeRow[]): { minMonthPln: number | null; maxMonthPln: number | null } {
  const froms: number[] = [];
  const tos: number[] = [];
  for (const row of employmentTypes) {
    const currency = row.currency;
    if (!isSalaryCurrency(currency)) continue; // not comparable: left out of the range
    if (row.from !== null) froms.push(toMonthlyPln(row.from, currency, row.unit));
    if (row.to !== null) tos.push(toMonthlyPln(row.to, currency, row.unit));
  }
  return { minMonthPln: froms.length ? Math.min(...froms) : null, maxMonthPln: tos.length ? Math.max(...tos) : null };
}
