import type { CalculatorOptions } from './CalculatorInput.ts';
import {
  cappedPensionBase,
  contributionLines,
  employeeContributions,
  employerLines,
  runPayroll,
  type EmployeeContributions,
  type PayrollState,
} from './employment.ts';
import { isSmallContract, payrollAdvance, smallContractTax, taxBase, youthExemptPart } from './incomeTax.ts';
import { percentOf, type Grosze } from './money.ts';
import type { RatesTable } from './RatesTable.ts';
import { settlement, yearOf, type Settlement, type YearSettlement } from './Settlement.ts';

/** A pupil's or student's contract: no ZUS and no health contribution. */
const uninsured: EmployeeContributions = { pension: 0, disability: 0, sickness: 0, social: 0, health: 0 };

/**
 * One month of a mandate contract (umowa zlecenie) that is the person's only insurance title:
 * pension and disability like an employee (with the yearly cap), sickness only if chosen, health
 * 9% of gross less ZUS, costs 20% of gross less ZUS, the advance at 12%/32% (less 300 zł with
 * PIT-2). A pupil or student under 26 pays no ZUS and no health contribution, nor does the payer.
 * Up to 200 zł a month the contract is taxed 12% flat on gross less ZUS, with no costs and no
 * reduction (art. 30 ust. 1 pkt 5a). Under 26 (students included) revenue up to the yearly limit is
 * free of PIT.
 */
export function mandateMonth(
  gross: Grosze,
  state: PayrollState,
  options: CalculatorOptions,
  rates: RatesTable,
): { month: Settlement; state: PayrollState } {
  const insured = !options.student;
  const pensionBase = insured ? cappedPensionBase(gross, state, rates) : 0;
  const contributions = insured ? employeeContributions(gross, pensionBase, options.sickness, rates) : uninsured;
  const youth = options.under26 || options.student;
  const taxedRevenue = gross - (youth ? youthExemptPart(gross, state.revenue, rates) : 0);
  const taxed = mandateTax(gross, taxedRevenue, contributions.social, state, options, rates);
  const month = settlement(
    gross,
    [...contributionLines(contributions), { key: 'incomeTax', amount: taxed.tax }],
    insured ? employerLines(gross, pensionBase, 0, rates) : employerLines(0, 0, 0, rates),
  );
  return { month, state: { pensionBase: state.pensionBase + pensionBase, taxBase: state.taxBase + taxed.base, revenue: state.revenue + gross } };
}

/** The month's tax and the scale base it adds (none for the flat small-contract tax). */
function mandateTax(
  gross: Grosze,
  taxedRevenue: Grosze,
  social: Grosze,
  state: PayrollState,
  options: CalculatorOptions,
  rates: RatesTable,
): { tax: Grosze; base: Grosze } {
  if (taxedRevenue <= 0) return { tax: 0, base: 0 };
  if (isSmallContract(gross, rates)) return { tax: smallContractTax(taxedRevenue - social, rates), base: 0 };
  const income = taxedRevenue - social;
  const base = taxBase(income - percentOf(Math.max(0, income), rates.pit.civilCosts));
  return { tax: payrollAdvance(base, state.taxBase, options.pit2 ? rates.pit.monthlyReduction : 0, rates), base };
}

export function mandateYear(monthlyGross: readonly Grosze[], options: CalculatorOptions, rates: RatesTable): YearSettlement {
  return yearOf(runPayroll(monthlyGross, (gross, state) => mandateMonth(gross, state, options, rates)));
}
