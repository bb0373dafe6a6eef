import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  contractKinds,
  periods,
  taxForms,
  zusSchemes,
  type CalculatorInput,
  type CalculatorOptions,
} from '../../../core/calculator/CalculatorInput.ts';
import { calculateSalary, settle } from '../../../core/calculator/calculateSalary.ts';
import { rates2026 } from '../../../core/calculator/rates2026.ts';

const options: fc.Arbitrary<CalculatorOptions> = fc.record({
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
  expenses: fc.integer({ min: 0, max: 500_000 }),
});

/** A month's or a year's gross amount in grosze: up to 200 000 zł a month. */
const case_ = fc.record({
  contract: fc.constantFrom(...contractKinds),
  period: fc.constantFrom(...periods),
  options,
  monthly: fc.integer({ min: 1, max: 20_000_000 }),
});

const amountFor = (period: string, monthly: number) => (period === 'year' ? monthly * 12 : monthly);
const netOf = (contract: CalculatorInput['contract'], gross: number, period: CalculatorInput['period'], chosen: CalculatorOptions) =>
  settle(contract, gross, period, chosen).summary.net;

describe('the calculator, for any contract, options and amount', () => {
  it('never pays more net than gross, and the employer never pays less than gross', () => {
    fc.assert(
      fc.property(case_, ({ contract, period, options: chosen, monthly }) => {
        const { summary } = settle(contract, amountFor(period, monthly), period, chosen);
        expect(summary.net).toBeLessThanOrEqual(summary.gross);
        expect(summary.employerTotal).toBeGreaterThanOrEqual(summary.gross);
      }),
    );
  });

  it('gives more net for more gross, up to the rounding of a tax to whole złoty (the lump-sum health brackets aside)', () => {
    fc.assert(
      fc.property(case_, fc.integer({ min: 1, max: 2_000_000 }), ({ contract, options: chosen, monthly }, raise) => {
        fc.pre(!(contract === 'b2b' && chosen.taxForm === 'lump'));
        expect(netOf(contract, monthly + raise, 'month', chosen)).toBeGreaterThanOrEqual(netOf(contract, monthly, 'month', chosen) - 100);
      }),
    );
  });

  it('on the lump-sum tax, gives more net for more gross within a health bracket', () => {
    fc.assert(
      fc.property(options, fc.integer({ min: 1, max: 450_000 }), fc.integer({ min: 1, max: 50_000 }), (chosen, monthly, raise) => {
        const lump = { ...chosen, taxForm: 'lump' as const };
        const health = (gross: number) => settle('b2b', gross, 'month', lump).summary.deductions.find((line) => line.key === 'health')?.amount;
        fc.pre(health(monthly) === health(monthly + raise));
        expect(netOf('b2b', monthly + raise, 'month', lump)).toBeGreaterThanOrEqual(netOf('b2b', monthly, 'month', lump) - 100);
      }),
    );
  });

  it('comes back from net to a gross amount with exactly that net, month by month (round trip)', () => {
    fc.assert(
      fc.property(case_, ({ contract, options: chosen, monthly }) => {
        const net = netOf(contract, monthly, 'month', chosen);
        fc.pre(net > 0);
        const found = calculateSalary({ amount: net, direction: 'net', period: 'month', contract, options: chosen })._unsafeUnwrap();
        expect(found.summary.net).toBe(net);
        expect(found.exact).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it('comes back from a year’s net to a gross amount with that net, or at most 5 grosze more where the cap’s rounding skips it', () => {
    fc.assert(
      fc.property(case_, ({ contract, options: chosen, monthly }) => {
        const net = netOf(contract, monthly * 12, 'year', chosen);
        fc.pre(net > 0);
        const found = calculateSalary({ amount: net, direction: 'net', period: 'year', contract, options: chosen })._unsafeUnwrap();
        expect(found.summary.net - net).toBeGreaterThanOrEqual(0);
        expect(found.summary.net - net).toBeLessThanOrEqual(5);
        expect(found.exact).toBe(found.summary.net === net);
      }),
      { numRuns: 40 },
    );
  });
});
