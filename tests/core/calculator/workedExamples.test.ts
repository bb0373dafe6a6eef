import { describe, expect, it } from 'vitest';
import { lumpHealth, minimumHealth, socialContributions } from '../../../core/calculator/b2bContributions.ts';
import { defaultOptions } from '../../../core/calculator/CalculatorInput.ts';
import { rates2026 } from '../../../core/calculator/rates2026.ts';
import { anInput, calculated, deduction, employerPart, inZloty } from './builders.ts';

/**
 * Figures published for 2026 by others, and what the calculator gives for the same case. Each row
 * names its source; where a source does not round the tax to whole złoty (art. 63 of the tax
 * ordinance, which payrolls and tax returns apply), the row says so and allows that difference.
 */

describe('employment contract, minimum wage 2026 (inewi.pl blog, "Najniższa krajowa 2026 – jakie są koszty zatrudnienia pracownika", 2026)', () => {
  const result = calculated(anInput(4806));

  it('pays 3 605.85 zł net from 4 806 zł gross', () => {
    expect(inZloty(result.summary.net)).toBe(3605.85);
  });

  it('costs the employer 984.28 zł of contributions, 5 790.28 zł in all', () => {
    const employerContributions = result.summary.employer.reduce((total, line) => total + line.amount, 0);
    expect(inZloty(employerContributions)).toBe(984.28);
    expect(inZloty(result.summary.employerTotal)).toBe(5790.28);
  });

  it('costs 5 862.37 zł with PPK (the employer’s 1.5% is 72.09 zł)', () => {
    const withPpk = calculated(anInput(4806, { options: { ppk: true } }));
    expect(employerPart(withPpk.summary, 'ppk')).toBe(72.09);
    expect(inZloty(withPpk.summary.employerTotal)).toBe(5862.37);
  });

  it('splits the employer’s side as published (gazetaprawna.pl, "Minimalne wynagrodzenie w 2026 – konsekwencje dla budżetu przedsiębiorcy")', () => {
    expect([employerPart(result.summary, 'pension'), employerPart(result.summary, 'disability'), employerPart(result.summary, 'accident')]).toEqual([
      469.07, 312.39, 80.26,
    ]);
  });

  it('comes back to 4 806 zł gross from 3 605.85 zł net', () => {
    expect(inZloty(calculated(anInput(3605.85, { direction: 'net' })).summary.gross)).toBe(4806);
  });
});

describe('B2B social contributions 2026 (ZUS, reported by ksiegowosc.infor.pl, "Składki ZUS przedsiębiorców w 2026 roku", 2026-01-16, and wydarzenia.interia.pl, 2026-01-07)', () => {
  const amounts = (scheme: 'full' | 'preferential') =>
    socialContributions(scheme, defaultOptions, rates2026).map((line) => [line.key, inZloty(line.amount)]);

  it('on the full base of 5 652 zł: 1 103.27 + 452.16 + 138.47 + 94.39 + 138.47 = 1 926.76 zł', () => {
    expect(amounts('full')).toEqual([
      ['pension', 1103.27],
      ['disability', 452.16],
      ['sickness', 138.47],
      ['accident', 94.39],
      ['labourFund', 138.47],
    ]);
  });

  it('on the preferential base of 1 441.80 zł: 281.44 + 115.34 + 35.32 (+ accident 24.08), no Labour Fund', () => {
    expect(amounts('preferential')).toEqual([
      ['pension', 281.44],
      ['disability', 115.34],
      ['sickness', 35.32],
      ['accident', 24.08],
      ['labourFund', 0],
    ]);
  });
});

describe('B2B health contribution 2026', () => {
  it('lump sum: 498.35 / 830.58 / 1 495.04 zł a month by yearly revenue (ksiegowosc.infor.pl, "Składka zdrowotna na ryczałcie w 2026 roku", 2026-01-27)', () => {
    expect([lumpHealth(5_000_000, rates2026), lumpHealth(10_000_000, rates2026), lumpHealth(40_000_000, rates2026)].map(inZloty)).toEqual([
      498.35, 830.58, 1495.04,
    ]);
  });

  it('scale and linear minimum: 432.54 zł, 9% of 4 806 zł (twoje-biuro-rachunkowe.com.pl, "Składka zdrowotna 2026")', () => {
    expect(inZloty(minimumHealth(rates2026))).toBe(432.54);
  });
});

/**
 * podatki.wtf, "Kalkulator B2B 2026" (Konrad Bartecki): lump sum 12% (IT), full ZUS without the
 * voluntary sickness insurance. The published tax is the year's 12% not rounded to whole złoty
 * (11 226.84 zł); the calculator rounds it (11 227 zł), so the month may differ by a few grosze.
 */
describe.each([
  { revenue: 10_000, taxBase: 93_557.04, yearTax: 11_226.84, net: 6445.56 },
  { revenue: 8_610, taxBase: 76_877.04, yearTax: 9_225.24, net: 5222.36 },
])('B2B lump sum 12%, $revenue zł a month (podatki.wtf, Kalkulator B2B 2026)', ({ revenue, taxBase, yearTax, net }) => {
  const result = calculated(anInput(revenue, { contract: 'b2b', options: { taxForm: 'lump', lumpRate: 1200, zus: 'full', sickness: false } }));

  it('pays 2 618.87 zł a month to ZUS (social 1 788.29 + health 830.58)', () => {
    const zus = ['pension', 'disability', 'sickness', 'accident', 'labourFund', 'health'] as const;
    expect(zus.reduce((total, key) => total + Math.round(deduction(result.summary, key) * 100), 0) / 100).toBe(2618.87);
  });

  it(`taxes ${taxBase} zł a year at 12%, rounded to whole złoty`, () => {
    const social = 12 * 1788.29;
    const halfHealth = (12 * 830.58) / 2;
    expect(Math.round((revenue * 12 - social - halfHealth) * 100) / 100).toBe(taxBase);
    expect(inZloty(result.year.total.deductions.find((line) => line.key === 'incomeTax')?.amount ?? 0)).toBe(Math.round(yearTax));
  });

  it(`leaves about ${net} zł a month`, () => {
    expect(Math.abs(inZloty(result.summary.net) - net)).toBeLessThanOrEqual(0.05);
  });
});

describe('contract for specific work (biznescenter.eu, "Podatek od umowy o dzieło"; 12% since July 2022, unchanged in 2026)', () => {
  it('2 000 zł with 20% costs: 1 600 zł income, 192 zł tax, 1 808 zł paid out', () => {
    const result = calculated(anInput(2000, { contract: 'contract', options: { pit2: false } }));
    expect([deduction(result.summary, 'incomeTax'), inZloty(result.summary.net)]).toEqual([192, 1808]);
  });
});

describe('the yearly cap of 282 600 zł (gazetaprawna.pl, "Aż 282 600 zł. Dopiero taki przychód zwolni ze składek ZUS w 2026 r.")', () => {
  const months = calculated(anInput(50_000, { period: 'month' })).year.months;

  it('takes full pension contributions from January to May at 50 000 zł a month', () => {
    expect(months.slice(0, 5).map((month) => deduction(month, 'pension'))).toEqual(Array(5).fill(4880));
  });

  it('takes them in June only on the 32 600 zł left under the cap, and none from July', () => {
    expect(deduction(months[5]!, 'pension')).toBe(3181.76);
    expect(deduction(months[5]!, 'disability')).toBe(489);
    expect(months.slice(6).map((month) => deduction(month, 'pension') + deduction(month, 'disability'))).toEqual(Array(6).fill(0));
  });

  it('keeps sickness and health contributions after the cap', () => {
    expect(months.slice(6).every((month) => deduction(month, 'sickness') === 1225 && deduction(month, 'health') > 0)).toBe(true);
  });
});
