import type { CalculatorOptions } from './CalculatorInput.ts';
import { payrollAdvance, taxBase, youthExemptPart } from './incomeTax.ts';
import { percentOf, type Grosze } from './money.ts';
import type { RatesTable } from './RatesTable.ts';
import { settlement, yearOf, type DeductionKey, type EmployerKey, type Line, type Settlement, type YearSettlement } from './Settlement.ts';

/** What a payroll carries from one month to the next. */
export interface PayrollState {
  /** Pension and disability base so far: it stops at the yearly cap (30 × the forecast average wage). */
  readonly pensionBase: Grosze;
  /** Tax base so far: the 32% rate starts above the threshold. */
  readonly taxBase: Grosze;
  /** Revenue so far: the under-26 exemption ends at its yearly limit. */
  readonly revenue: Grosze;
}

export const emptyPayroll: PayrollState = { pensionBase: 0, taxBase: 0, revenue: 0 };

/** The part of this month's gross under the yearly pension and disability cap. */
export const cappedPensionBase = (gross: Grosze, state: PayrollState, rates: RatesTable): Grosze =>
  Math.max(0, Math.min(gross, rates.pensionCapBase - state.pensionBase));

/** The employee's contributions on one month's pay; `social` is the ZUS part, deducted before health and tax. */
export interface EmployeeContributions {
  readonly pension: Grosze;
  readonly disability: Grosze;
  readonly sickness: Grosze;
  readonly social: Grosze;
  readonly health: Grosze;
}

/** Pension and disability on the capped base, sickness when paid, health on the gross less ZUS. */
export function employeeContributions(gross: Grosze, pensionBase: Grosze, paysSickness: boolean, rates: RatesTable): EmployeeContributions {
  const pension = percentOf(pensionBase, rates.employee.pension);
  const disability = percentOf(pensionBase, rates.employee.disability);
  const sickness = paysSickness ? percentOf(gross, rates.employee.sickness) : 0;
  const social = pension + disability + sickness;
  return { pension, disability, sickness, social, health: percentOf(gross - social, rates.health.rate) };
}

/** The payslip's first lines: the employee's ZUS and health, in payslip order. */
export const contributionLines = (contributions: EmployeeContributions): Line<DeductionKey>[] => [
  { key: 'pension', amount: contributions.pension },
  { key: 'disability', amount: contributions.disability },
  { key: 'sickness', amount: contributions.sickness },
  { key: 'health', amount: contributions.health },
];

/**
 * The employer's contributions on one month: pension and disability up to the cap, accident,
 * Labour Fund only when the month's base reaches the minimum wage, FGŚP, and PPK if saved.
 */
export function employerLines(gross: Grosze, pensionBase: Grosze, ppk: Grosze, rates: RatesTable): Line<EmployerKey>[] {
  return [
    { key: 'pension', amount: percentOf(pensionBase, rates.employer.pension) },
    { key: 'disability', amount: percentOf(pensionBase, rates.employer.disability) },
    { key: 'accident', amount: percentOf(gross, rates.employer.accident) },
    { key: 'labourFund', amount: gross >= rates.minimumWage ? percentOf(gross, rates.employer.labourFund) : 0 },
    { key: 'guaranteeFund', amount: percentOf(gross, rates.employer.guaranteeFund) },
    { key: 'ppk', amount: ppk },
  ];
}

/**
 * One month of a permanent employment contract (umowa o pracę), as a payroll computes it:
 * employee ZUS (pension and disability up to the yearly cap, sickness), health 9% of gross less
 * ZUS, costs 250 or 300 zł, the advance at 12% or 32% less 300 zł with PIT-2, PPK if saved.
 * The employer's PPK payment is the employee's taxable revenue (not a ZUS base). Under 26, the
 * revenue up to the yearly limit is free of PIT; in the month the limit is passed, the month's
 * costs and ZUS are deducted from the taxed part (docs/calculator.md).
 */
export function employmentMonth(
  gross: Grosze,
  state: PayrollState,
  options: CalculatorOptions,
  rates: RatesTable,
): { month: Settlement; state: PayrollState } {
  const pensionBase = cappedPensionBase(gross, state, rates);
  const contributions = employeeContributions(gross, pensionBase, true, rates);
  const ppkEmployee = options.ppk ? percentOf(gross, rates.ppk.employee) : 0;
  const ppkEmployer = options.ppk ? percentOf(gross, rates.ppk.employer) : 0;
  const revenue = gross + ppkEmployer;
  const taxedRevenue = revenue - (options.under26 ? youthExemptPart(revenue, state.revenue, rates) : 0);
  const costs = options.commuter ? rates.pit.commuterCosts : rates.pit.employeeCosts;
  const base = taxedRevenue > 0 ? taxBase(taxedRevenue - costs - contributions.social) : 0;
  const tax = taxedRevenue > 0 ? payrollAdvance(base, state.taxBase, options.pit2 ? rates.pit.monthlyReduction : 0, rates) : 0;
  const month = settlement(
    gross,
    [...contributionLines(contributions), { key: 'incomeTax', amount: tax }, { key: 'ppk', amount: ppkEmployee }],
    employerLines(gross, pensionBase, ppkEmployer, rates),
  );
  return { month, state: { pensionBase: state.pensionBase + pensionBase, taxBase: state.taxBase + base, revenue: state.revenue + revenue } };
}

/** A year of employment, month by month from January. */
export function employmentYear(monthlyGross: readonly Grosze[], options: CalculatorOptions, rates: RatesTable): YearSettlement {
  return yearOf(runPayroll(monthlyGross, (gross, state) => employmentMonth(gross, state, options, rates)));
}

/** Months computed in order, each from the state the previous one left. */
export function runPayroll(
  monthlyGross: readonly Grosze[],
  month: (gross: Grosze, state: PayrollState) => { month: Settlement; state: PayrollState },
): Settlement[] {
  let state = emptyPayroll;
  return monthlyGross.map((gross) => {
    const next = month(gross, state);
    state = next.state;
    return next.month;
  });
}
