import { describe, expect, it } from 'vitest';
import type { CalculatorOptions } from '../../../core/calculator/CalculatorInput.ts';
import { compareContracts } from '../../../core/calculator/compareContracts.ts';
import { anInput, calculated, deduction, inZloty } from './builders.ts';

const b2b = (revenue: number, options: Partial<CalculatorOptions> = {}) => calculated(anInput(revenue, { contract: 'b2b', options }));

describe('B2B on the tax scale', () => {
  it('takes 9% health of income and 12% of the year’s income less 3 600 zł', () => {
    const result = b2b(15_000, { taxForm: 'scale' });
    // Income a month: 15 000 - 1 926.76 = 13 073.24; health 9% = 1 176.59.
    expect(deduction(result.summary, 'health')).toBe(1176.59);
    // Year: 156 878.88 → 156 879; 120 000 × 12% + 36 879 × 32% - 3 600 = 22 601.28 → 22 601.
    expect(inZloty(result.year.total.deductions.find((line) => line.key === 'incomeTax')!.amount)).toBe(22_601);
  });

  it('pays at least the minimum health contribution when income is low', () => {
    expect(deduction(b2b(3000, { taxForm: 'scale' }).summary, 'health')).toBe(432.54);
  });

  it('deducts the business’s costs from income and from what is left', () => {
    const without = b2b(15_000, { taxForm: 'scale' }).summary;
    const withCosts = b2b(15_000, { taxForm: 'scale', expenses: 200_000 }).summary;
    expect(deduction(withCosts, 'businessCosts')).toBe(2000);
    expect(deduction(withCosts, 'health')).toBe(996.59);
    expect(inZloty(without.net - withCosts.net)).toBeLessThan(2000);
  });
});

describe('B2B on the linear tax', () => {
  it('takes 4.9% health and deducts it from the tax base up to 14 100 zł a year', () => {
    const result = b2b(25_000, { taxForm: 'linear' });
    // Income a month 23 073.24; health 4.9% = 1 130.59, 13 567.08 a year (under the limit).
    expect(deduction(result.summary, 'health')).toBe(1130.59);
    // Year: 276 878.88 - 13 567.08 = 263 311.80 → 263 312 × 19% = 50 029.28 → 50 029.
    expect(inZloty(result.year.total.deductions.find((line) => line.key === 'incomeTax')!.amount)).toBe(50_029);
  });

  it('stops the health deduction at 14 100 zł', () => {
    const result = b2b(40_000, { taxForm: 'linear' });
    // Income 38 073.24 a month; health 1 865.59, 22 387.08 a year: only 14 100 zł deducted.
    // 456 878.88 - 14 100 = 442 778.88 → 442 779 × 19% = 84 128.01 → 84 128.
    expect(inZloty(result.year.total.deductions.find((line) => line.key === 'incomeTax')!.amount)).toBe(84_128);
  });
});

describe('B2B on the lump-sum tax', () => {
  it('ignores the business’s costs', () => {
    expect(deduction(b2b(10_000, { taxForm: 'lump', expenses: 100_000 }).summary, 'businessCosts')).toBe(0);
  });

  it('applies the chosen rate: 8.5%, 12% or 15%', () => {
    const tax = (lumpRate: number) => deduction(b2b(10_000, { taxForm: 'lump', lumpRate, sickness: false }).summary, 'incomeTax');
    expect(tax(850)).toBeLessThan(tax(1200));
    expect(tax(1200)).toBeLessThan(tax(1500));
  });

  it('raises the health contribution when the year’s revenue less ZUS passes 60 000 zł: net falls at that step', () => {
    // 6 900 zł a month: 82 800 - 23 121.12 = 59 678.88 (lowest bracket); 7 000 zł: 60 878.88 (middle).
    const below = b2b(6900, { taxForm: 'lump' }).summary;
    const above = b2b(7000, { taxForm: 'lump' }).summary;
    expect([deduction(below, 'health'), deduction(above, 'health')]).toEqual([498.35, 830.58]);
    expect(above.net).toBeLessThan(below.net);
  });
});

describe('B2B social contribution schemes', () => {
  it('preferential: no Labour Fund, 1 441.80 zł base', () => {
    const summary = b2b(10_000, { zus: 'preferential' }).summary;
    expect([deduction(summary, 'pension'), deduction(summary, 'labourFund')]).toEqual([281.44, 0]);
  });

  it('"ulga na start": no social contributions for 6 months, then the preferential base; health throughout', () => {
    const months = b2b(10_000, { zus: 'start' }).year.months;
    expect(months.slice(0, 6).map((month) => deduction(month, 'pension'))).toEqual(Array(6).fill(0));
    expect(months.slice(6).map((month) => deduction(month, 'pension'))).toEqual(Array(6).fill(281.44));
    expect(months.every((month) => deduction(month, 'health') === 830.58)).toBe(true);
  });

  it('costs the client just the invoice', () => {
    const summary = b2b(12_345).summary;
    expect(summary.employerTotal).toBe(summary.gross);
  });
});

describe('comparison of contract types', () => {
  it('shows every contract type for the same amount, B2B once per tax form', () => {
    const rows = compareContracts(anInput(10_000));
    expect(rows.map((row) => `${row.variant.contract}${row.variant.taxForm ? `/${row.variant.taxForm}` : ''}`)).toEqual([
      'permanent',
      'mandate_contract',
      'contract',
      'b2b/scale',
      'b2b/linear',
      'b2b/lump',
    ]);
    expect(rows.every((row) => row.summary?.gross === 1_000_000)).toBe(true);
    expect(rows.find((row) => row.variant.contract === 'permanent')?.summary?.net).toBe(calculated(anInput(10_000)).summary.net);
  });

  it('net to gross: every contract reaches the same net amount', () => {
    const rows = compareContracts(anInput(8000, { direction: 'net' }));
    expect(rows.every((row) => row.summary?.net === 800_000 && row.exact)).toBe(true);
    const gross = (contract: string) => rows.find((row) => row.variant.contract === contract)?.summary?.gross ?? 0;
    expect(gross('permanent')).toBeGreaterThan(gross('contract'));
  });
});
