import { err, ok, type Result } from 'neverthrow';
import { b2bYear } from './b2b.ts';
import { MAX_AMOUNT, type CalculatorInput, type CalculatorOptions, type ContractKind, type Period } from './CalculatorInput.ts';
import { employmentYear } from './employment.ts';
import { grossForNet } from './grossForNet.ts';
import { mandateYear } from './mandate.ts';
import { splitEvenly, type Grosze } from './money.ts';
import { rates2026 } from './rates2026.ts';
import type { RatesTable } from './RatesTable.ts';
import { averageMonth, type Settlement, type YearSettlement } from './Settlement.ts';
import { specificWorkYear } from './specificWork.ts';

export interface SalaryResult {
  readonly input: CalculatorInput;
  /** The year month by month (January to December) and its total. */
  readonly year: YearSettlement;
  /** The period asked for: the year's total, or the average month of that year. */
  readonly summary: Settlement;
  /** Net to gross: whether `summary.net` is exactly the amount asked for (grossForNet.ts). */
  readonly exact: boolean;
}

/** Net to gross found no gross amount up to the limit that pays this much. */
export type CalculatorFailure = { readonly kind: 'net-out-of-reach'; readonly limit: Grosze };

const years: Readonly<Record<ContractKind, (monthly: readonly Grosze[], options: CalculatorOptions, rates: RatesTable) => YearSettlement>> = {
  permanent: employmentYear,
  mandate_contract: mandateYear,
  contract: specificWorkYear,
  b2b: b2bYear,
};

/**
 * A gross amount for a period, settled: a month's amount is paid in each of the 12 months; a year's
 * amount is split into 12 months as evenly as grosze allow. The summary of a month is the year's
 * average month, so the yearly cap, the 32% threshold and the under-26 limit show in it.
 */
export function settle(
  contract: ContractKind,
  gross: Grosze,
  period: Period,
  options: CalculatorOptions,
  rates: RatesTable = rates2026,
): { year: YearSettlement; summary: Settlement } {
  const monthly = period === 'month' ? Array.from({ length: 12 }, () => gross) : splitEvenly(gross, 12);
  const year = years[contract](monthly, options, rates);
  return { year, summary: period === 'month' ? averageMonth(year, gross) : year.total };
}

/** Gross to net, or net to gross by inversion (grossForNet.ts), for one contract. */
export function calculateSalary(input: CalculatorInput, rates: RatesTable = rates2026): Result<SalaryResult, CalculatorFailure> {
  const { contract, period, options } = input;
  if (input.direction === 'gross') return ok({ input, ...settle(contract, input.amount, period, options, rates), exact: true });
  const limit = 4 * MAX_AMOUNT;
  const found = grossForNet(input.amount, (gross) => settle(contract, gross, period, options, rates).summary.net, limit);
  if (found === null) return err({ kind: 'net-out-of-reach', limit });
  return ok({ input, ...settle(contract, found.gross, period, options, rates), exact: found.exact });
}
