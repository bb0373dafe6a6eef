import type { CalculatorOptions } from './CalculatorInput.ts';
import { employerLines, runPayroll, type PayrollState } from './employment.ts';
import { isSmallContract, payrollAdvance, smallContractTax, taxBase } from './incomeTax.ts';
import { percentOf, type Grosze } from './money.ts';
import type { RatesTable } from './RatesTable.ts';
import { settlement, yearOf, type Settlement, type YearSettlement } from './Settlement.ts';

/**
 * One month of a contract for specific work (umowa o dzieło) with someone who is not the payer's
 * employee: no ZUS and no health contribution; costs 20%, or 50% for transferred authors' rights
 * (at most 120 000 zł of such costs a year); the advance at 12%/32%, less 300 zł with PIT-2. Up to
 * 200 zł a month, 12% flat on gross. The under-26 exemption does not cover this contract.
 * `state.revenue` carries the authors' costs used so far.
 */
export function specificWorkMonth(
  gross: Grosze,
  state: PayrollState,
  options: CalculatorOptions,
  rates: RatesTable,
): { month: Settlement; state: PayrollState } {
  const small = isSmallContract(gross, rates);
  const costs = small ? 0 : workCosts(gross, state, options, rates);
  const base = small ? 0 : taxBase(gross - costs);
  const tax = small ? smallContractTax(gross, rates) : payrollAdvance(base, state.taxBase, options.pit2 ? rates.pit.monthlyReduction : 0, rates);
  const month = settlement(gross, [{ key: 'incomeTax', amount: tax }], employerLines(0, 0, 0, rates));
  return { month, state: { pensionBase: 0, taxBase: state.taxBase + base, revenue: state.revenue + (options.authorCosts ? costs : 0) } };
}

function workCosts(gross: Grosze, state: PayrollState, options: CalculatorOptions, rates: RatesTable): Grosze {
  if (!options.authorCosts) return percentOf(gross, rates.pit.civilCosts);
  return Math.min(percentOf(gross, rates.pit.authorCosts), Math.max(0, rates.pit.authorCostsYearlyLimit - state.revenue));
}

export function specificWorkYear(monthlyGross: readonly Grosze[], options: CalculatorOptions, rates: RatesTable): YearSettlement {
  return yearOf(runPayroll(monthlyGross, (gross, state) => specificWorkMonth(gross, state, options, rates)));
}
