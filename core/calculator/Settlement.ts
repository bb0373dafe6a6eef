import { roundDivision, sum, type Grosze } from './money.ts';

/** What comes off the gross amount before it reaches the person (every line is money they do not get). */
export type DeductionKey = 'pension' | 'disability' | 'sickness' | 'accident' | 'labourFund' | 'health' | 'incomeTax' | 'ppk' | 'businessCosts';

/** What the payer adds on top of the gross amount. */
export type EmployerKey = 'pension' | 'disability' | 'accident' | 'labourFund' | 'guaranteeFund' | 'ppk';

export interface Line<K extends string> {
  readonly key: K;
  readonly amount: Grosze;
}

/**
 * One month's pay, or a sum or average of months: the gross amount (for B2B the invoice's net
 * amount, i.e. revenue), the deductions in payslip order, what is left, and the payer's side.
 * Always `net = gross - Σ deductions` and `employerTotal = gross + Σ employer`.
 */
export interface Settlement {
  readonly gross: Grosze;
  readonly deductions: readonly Line<DeductionKey>[];
  readonly net: Grosze;
  readonly employer: readonly Line<EmployerKey>[];
  readonly employerTotal: Grosze;
}

/** A year, month by month, and its total. */
export interface YearSettlement {
  readonly months: readonly Settlement[];
  readonly total: Settlement;
}

export function settlement(gross: Grosze, deductions: readonly Line<DeductionKey>[], employer: readonly Line<EmployerKey>[] = []): Settlement {
  return {
    gross,
    deductions,
    net: gross - sum(deductions.map((line) => line.amount)),
    employer,
    employerTotal: gross + sum(employer.map((line) => line.amount)),
  };
}

/** Line by line sums; months share their line keys (each contract always writes the same lines). */
export function totalOf(months: readonly Settlement[]): Settlement {
  const first = months[0];
  if (!first) return settlement(0, []);
  const column = <K extends string>(lines: (month: Settlement) => readonly Line<K>[], index: number): Grosze =>
    sum(months.map((month) => lines(month)[index]?.amount ?? 0));
  return settlement(
    sum(months.map((month) => month.gross)),
    first.deductions.map((line, index) => ({ key: line.key, amount: column((month) => month.deductions, index) })),
    first.employer.map((line, index) => ({ key: line.key, amount: column((month) => month.employer, index) })),
  );
}

export function yearOf(months: readonly Settlement[]): YearSettlement {
  return { months, total: totalOf(months) };
}

/**
 * The average month of a year: each line's yearly total over 12, rounded to the grosz, with the net
 * amount derived from the rounded lines so the month still adds up. The deductions together never
 * fall as gross rises, so this month's net grows by at most one grosz per grosz of gross
 * (grossForNet.ts relies on it).
 */
export function averageMonth(year: YearSettlement, gross: Grosze): Settlement {
  const months = year.months.length;
  const average = <K extends string>(lines: readonly Line<K>[]) =>
    lines.map((line) => ({ key: line.key, amount: roundDivision(line.amount, months) }));
  return settlement(gross, average(year.total.deductions), average(year.total.employer));
}
