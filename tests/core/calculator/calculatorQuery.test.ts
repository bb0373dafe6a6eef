import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  contractKinds,
  defaultInput,
  directions,
  periods,
  taxForms,
  zusSchemes,
  type CalculatorInput,
} from '../../../core/calculator/CalculatorInput.ts';
import { buildCalculatorQuery, calculatorHref, parseCalculatorQuery } from '../../../core/calculator/calculatorQuery.ts';
import { amountText, parseAmount } from '../../../core/calculator/money.ts';
import { calculatorInputForOffer } from '../../../core/calculator/offerSalary.ts';
import { rates2026 } from '../../../core/calculator/rates2026.ts';
import type { OfferEmploymentType } from '../../../core/listing/Offer.ts';
import { anInput } from './builders.ts';

const parse = (query: string) => parseCalculatorQuery(new URLSearchParams(query));

const input: fc.Arbitrary<CalculatorInput> = fc.record({
  amount: fc.integer({ min: 1, max: 10_000_000_000 }),
  direction: fc.constantFrom(...directions),
  period: fc.constantFrom(...periods),
  contract: fc.constantFrom(...contractKinds),
  options: fc.record({
    commuter: fc.boolean(),
    pit2: fc.boolean(),
    under26: fc.boolean(),
    student: fc.boolean(),
    ppk: fc.boolean(),
    sickness: fc.boolean(),
    authorCosts: fc.boolean(),
    taxForm: fc.constantFrom(...taxForms),
    lumpRate: fc.constantFrom(...rates2026.b2b.lumpRates),
    zus: fc.constantFrom(...zusSchemes),
    expenses: fc.integer({ min: 0, max: 1_000_000_000 }),
  }),
});

describe('the calculator’s URL', () => {
  it('gives back every input it was built from, in either language (property)', () => {
    fc.assert(
      fc.property(input, fc.constantFrom('pl' as const, 'en' as const), (given, language) => {
        const parsed = parse(buildCalculatorQuery(given, language));
        expect(parsed.invalid).toEqual([]);
        expect({ ...parsed.settings, amount: parsed.amount }).toEqual(given);
      }),
    );
  });

  it('writes only what differs from the defaults, in the page’s words', () => {
    expect(calculatorHref(anInput(12_000.5), 'pl')).toBe('/kalkulator-wynagrodzen?kwota=12000.5');
    expect(calculatorHref(anInput(9000, { contract: 'b2b', direction: 'net', options: { taxForm: 'linear', sickness: false } }), 'en')).toBe(
      '/salary-calculator?amount=9000&direction=net&contract=b2b&tax=linear&sickness=0',
    );
  });

  it('reads amounts as people type them', () => {
    expect(['12000', '12 000', '12 000,50', '12000.5', '12\u00a0000'].map((text) => parse(`amount=${encodeURIComponent(text)}`).amount)).toEqual([
      1_200_000, 1_200_000, 1_200_050, 1_200_050, 1_200_000,
    ]);
  });

  it('without an amount gives the defaults and nothing invalid: the empty form', () => {
    expect(parse('')).toEqual({ settings: defaultInput, amountText: '', amount: null, invalid: [] });
  });

  it('names every parameter whose value it does not take, and keeps the others', () => {
    const parsed = parse('kwota=abc&umowa=b2b&okres=week&stawka=7&do26=yes&koszty=-5');
    expect([...parsed.invalid].sort()).toEqual(['amount', 'expenses', 'lumpRate', 'period', 'under26']);
    expect(parsed.settings.contract).toBe('b2b');
    expect(parsed.amountText).toBe('abc');
  });

  it('refuses an amount of zero or above 100 million zł', () => {
    expect(parse('amount=0').invalid).toEqual(['amount']);
    expect(parse('amount=100000000.01').invalid).toEqual(['amount']);
    expect(parse('amount=100000000').amount).toBe(10_000_000_000);
  });
});

describe('money as typed', () => {
  it('writes amounts back in their shortest plain form', () => {
    expect([1_200_000, 1_200_050, 1_200_005, 1].map(amountText)).toEqual(['12000', '12000.5', '12000.05', '0.01']);
  });

  it('refuses more than two decimals, signs and letters', () => {
    expect(['1.005', '-5', '1e3', '12,000.00', ''].map(parseAmount)).toEqual([null, null, null, null, null]);
  });
});

describe('an offer’s salary in the calculator', () => {
  const employment = (overrides: Partial<OfferEmploymentType>): OfferEmploymentType => ({
    type: 'permanent',
    from: 10_000,
    to: 14_000,
    currency: 'pln',
    unit: 'month',
    gross: false,
    converted: false,
    original: null,
    ...overrides,
  });

  it('takes the middle of a monthly range in złoty; permanent salaries are gross', () => {
    expect(calculatorInputForOffer([employment({})])).toMatchObject({
      amount: 1_200_000,
      contract: 'permanent',
      direction: 'gross',
      period: 'month',
    });
  });

  it('reads a B2B salary as the invoice amount (gross) and a mandate salary as net unless flagged gross', () => {
    expect(calculatorInputForOffer([employment({ type: 'b2b' })])?.direction).toBe('gross');
    expect(calculatorInputForOffer([employment({ type: 'mandate_contract' })])?.direction).toBe('net');
    expect(calculatorInputForOffer([employment({ type: 'mandate_contract', gross: true })])?.direction).toBe('gross');
  });

  it('uses the employer’s own złoty figure when the shown one was converted, and skips hourly, foreign and unknown ones', () => {
    const converted = employment({
      currency: 'eur',
      from: 2500,
      to: 2500,
      converted: true,
      original: { from: 10_000, to: 10_000, currency: 'pln', unit: 'month' },
    });
    expect(calculatorInputForOffer([converted])?.amount).toBe(1_000_000);
    expect(calculatorInputForOffer([employment({ unit: 'hour' }), employment({ currency: 'eur' }), employment({ type: 'internship' })])).toBeNull();
    expect(
      calculatorInputForOffer([employment({ type: 'internship' }), employment({ type: 'contract', from: null, to: 9000, unit: 'year' })]),
    ).toMatchObject({
      contract: 'contract',
      amount: 900_000,
      period: 'year',
    });
  });

  it('skips a salary with no figure', () => {
    expect(calculatorInputForOffer([employment({ from: null, to: null })])).toBeNull();
  });
});
