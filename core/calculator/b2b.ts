import { incomeHealth, lumpHealth, schemeInMonth, socialContributions } from './b2bContributions.ts';
import type { CalculatorOptions } from './CalculatorInput.ts';
import { scaleTax, taxBase } from './incomeTax.ts';
import { percentOf, splitEvenly, sum, toWholeZloty, type Grosze } from './money.ts';
import type { RatesTable } from './RatesTable.ts';
import { settlement, yearOf, type DeductionKey, type Line, type YearSettlement } from './Settlement.ts';

interface B2bMonth {
  readonly revenue: Grosze;
  readonly expenses: Grosze;
  readonly social: readonly Line<DeductionKey>[];
  readonly health: Grosze;
}

/**
 * A year of self-employment (B2B) invoiced `monthlyRevenue` (net of VAT). Social contributions and
 * health are monthly; the income tax is the year's tax as the annual return settles it, spread
 * evenly over the months (the advances differ only in timing: on the scale, the first 30 000 zł of
 * the year's income are tax-free from January). "Gross" is the revenue; "net" is what is left after
 * the business's costs, contributions and tax. There is no employer: the client's cost is the invoice.
 */
export function b2bYear(monthlyRevenue: readonly Grosze[], options: CalculatorOptions, rates: RatesTable): YearSettlement {
  const withSocial = monthlyRevenue.map((revenue, index) => ({
    revenue,
    expenses: options.taxForm === 'lump' ? 0 : options.expenses,
    social: socialContributions(schemeInMonth(options.zus, index + 1, rates), options, rates),
  }));
  const yearlySocial = sum(withSocial.map((month) => lineSum(month.social)));
  const lump = lumpHealth(sum(monthlyRevenue) - yearlySocial, rates);
  const months: B2bMonth[] = withSocial.map((month) => ({
    ...month,
    health: monthHealth(month.revenue - month.expenses - lineSum(month.social), lump, options, rates),
  }));
  const taxes = splitEvenly(yearTax(months, options, rates), months.length);
  return yearOf(
    months.map((month, index) =>
      settlement(month.revenue, [
        ...month.social,
        { key: 'health', amount: month.health },
        { key: 'incomeTax', amount: taxes[index] ?? 0 },
        { key: 'businessCosts', amount: month.expenses },
      ]),
    ),
  );
}

const lineSum = (lines: readonly Line<DeductionKey>[]): Grosze => sum(lines.map((line) => line.amount));

function monthHealth(income: Grosze, lump: Grosze, options: CalculatorOptions, rates: RatesTable): Grosze {
  if (options.taxForm === 'lump') return lump;
  return incomeHealth(income, options.taxForm === 'linear' ? rates.health.linearRate : rates.health.rate, rates);
}

/**
 * The year's tax. Scale: 12%/32% of income less social contributions, less 3 600 zł. Linear: 19%
 * of income less social contributions and the health contribution up to its yearly limit.
 * Lump sum: the rate of revenue less social contributions and half the health contribution.
 */
export function yearTax(months: readonly B2bMonth[], options: CalculatorOptions, rates: RatesTable): Grosze {
  const revenue = sum(months.map((month) => month.revenue));
  const social = sum(months.map((month) => lineSum(month.social)));
  const health = sum(months.map((month) => month.health));
  const income = revenue - sum(months.map((month) => month.expenses)) - social;
  switch (options.taxForm) {
    case 'scale':
      return Math.max(0, toWholeZloty(scaleTax(taxBase(income), 0, rates) - rates.pit.yearlyReduction));
    case 'linear':
      return toWholeZloty(percentOf(taxBase(income - Math.min(health, rates.b2b.linearHealthDeductionLimit)), rates.pit.linearRate));
    case 'lump':
      return toWholeZloty(percentOf(taxBase(revenue - social - percentOf(health, rates.b2b.lumpHealthDeduction)), options.lumpRate));
  }
}
