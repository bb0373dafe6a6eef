import { describe, expect, it } from 'vitest';
import { anInput, calculated, deduction, employerPart, inZloty } from './builders.ts';

/** Rules of the payroll contracts, each checked on a case small enough to work out by hand. */

describe('employment contract', () => {
  it('uses costs of 300 zł for a commuter: the advance falls by 12% of 50 zł', () => {
    const standard = calculated(anInput(10_000)).summary;
    const commuter = calculated(anInput(10_000, { options: { commuter: true } })).summary;
    // 10 000 - 1 371 ZUS = 8 629; base 8 379 or 8 329; 12% less 300: 705.48 → 705, 699.48 → 699.
    expect([deduction(standard, 'incomeTax'), deduction(commuter, 'incomeTax')]).toEqual([705, 699]);
  });

  it('takes 300 zł more tax a month without PIT-2', () => {
    const withPit2 = calculated(anInput(10_000)).summary;
    const without = calculated(anInput(10_000, { options: { pit2: false } })).summary;
    expect(deduction(without, 'incomeTax') - deduction(withPit2, 'incomeTax')).toBe(300);
  });

  it('taxes the part of the year’s base above 120 000 zł at 32%, month by month', () => {
    const months = calculated(anInput(20_000)).year.months;
    // Base a month: 20 000 - 2 742 ZUS - 250 = 17 008 zł; 120 000 zł is passed in the 8th month (7 × 17 008 = 119 056).
    expect(deduction(months[0]!, 'incomeTax')).toBe(1741); // 17 008 × 12% - 300 = 1 740.96
    expect(deduction(months[7]!, 'incomeTax')).toBe(4954); // 944 × 12% + 16 064 × 32% - 300 = 4 953.76
    expect(deduction(months[8]!, 'incomeTax')).toBe(5143); // 17 008 × 32% - 300 = 5 142.56
  });

  it('takes no PIT under 26 until the revenue passes 85 528 zł, then taxes only what is above it', () => {
    const months = calculated(anInput(10_000, { options: { under26: true } })).year.months;
    expect(months.slice(0, 8).map((month) => deduction(month, 'incomeTax'))).toEqual(Array(8).fill(0));
    // 9th month: 90 000 - 85 528 = 4 472 zł taxed; less 1 371 ZUS and 250 costs: 2 851 × 12% - 300 = 42.12.
    expect(deduction(months[8]!, 'incomeTax')).toBe(42);
    expect(deduction(months[9]!, 'incomeTax')).toBe(705);
    expect(months.every((month) => deduction(month, 'pension') === 976 && deduction(month, 'health') > 0)).toBe(true);
  });

  it('with PPK takes 2% from the employee and taxes the employer’s 1.5% as the employee’s revenue', () => {
    const summary = calculated(anInput(10_000, { options: { ppk: true } })).summary;
    expect([deduction(summary, 'ppk'), employerPart(summary, 'ppk')]).toEqual([200, 150]);
    expect(deduction(summary, 'incomeTax')).toBe(723); // (8 379 + 150) × 12% - 300 = 723.48
  });

  it('pays no Labour Fund below the minimum wage', () => {
    const partTime = calculated(anInput(3000)).summary;
    expect(employerPart(partTime, 'labourFund')).toBe(0);
    expect(employerPart(calculated(anInput(4806)).summary, 'labourFund')).toBe(117.75);
  });

  it('splits a year’s amount into 12 months, the grosze left over going to the first months', () => {
    const months = calculated(anInput(100_000.05, { period: 'year' })).year.months;
    expect(months.map((month) => inZloty(month.gross))).toEqual([...Array(9).fill(8333.34), 8333.33, 8333.33, 8333.33]);
  });
});

describe('mandate contract', () => {
  it('takes the employee ZUS, health, 20% costs and 12% without PIT-2', () => {
    const summary = calculated(anInput(4806, { contract: 'mandate_contract', options: { pit2: false } })).summary;
    // 4 806 - 658.91 ZUS = 4 147.09; costs 829.42; base 3 318 × 12% = 398.16.
    expect([deduction(summary, 'health'), deduction(summary, 'incomeTax'), inZloty(summary.net)]).toEqual([373.24, 398, 3375.85]);
  });

  it('leaves out the voluntary sickness insurance when not chosen', () => {
    const summary = calculated(anInput(4806, { contract: 'mandate_contract', options: { sickness: false } })).summary;
    expect(deduction(summary, 'sickness')).toBe(0);
  });

  it('pays a student under 26 everything: no ZUS, no health, no PIT, and the payer adds nothing', () => {
    const summary = calculated(anInput(4000, { contract: 'mandate_contract', options: { student: true } })).summary;
    expect([inZloty(summary.net), inZloty(summary.employerTotal)]).toEqual([4000, 4000]);
  });

  it('under 26 (not a student) keeps ZUS and health but no PIT', () => {
    const summary = calculated(anInput(4806, { contract: 'mandate_contract', options: { under26: true } })).summary;
    expect([deduction(summary, 'pension'), deduction(summary, 'incomeTax')]).toEqual([469.07, 0]);
  });

  it('taxes a contract of up to 200 zł 12% flat on gross less ZUS', () => {
    const summary = calculated(anInput(200, { contract: 'mandate_contract', options: { sickness: false } })).summary;
    // 200 - 19.52 - 3 = 177.48 → 177 × 12% = 21.24 → 21.
    expect(deduction(summary, 'incomeTax')).toBe(21);
  });
});

describe('contract for specific work', () => {
  it('deducts 50% costs for authors’ rights', () => {
    const summary = calculated(anInput(10_000, { contract: 'contract', options: { authorCosts: true, pit2: false } })).summary;
    expect(deduction(summary, 'incomeTax')).toBe(600);
  });

  it('stops the 50% costs at 120 000 zł a year', () => {
    const months = calculated(anInput(40_000, { contract: 'contract', options: { authorCosts: true, pit2: false } })).year.months;
    // 20 000 zł of costs a month: the limit is used up by June; July and later have no costs.
    expect(deduction(months[5]!, 'incomeTax')).toBe(2400);
    expect(deduction(months[6]!, 'incomeTax')).toBeGreaterThan(4800);
  });

  it('has no ZUS, no health and no employer contributions', () => {
    const summary = calculated(anInput(5000, { contract: 'contract' })).summary;
    expect(summary.deductions.map((line) => line.key)).toEqual(['incomeTax']);
    expect(summary.employerTotal).toBe(summary.gross);
  });

  it('takes 12% flat of a contract up to 200 zł', () => {
    expect(deduction(calculated(anInput(150, { contract: 'contract' })).summary, 'incomeTax')).toBe(18);
  });
});
