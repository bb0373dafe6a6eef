import { describe, expect, it } from 'vitest';
import { convertAmount, employmentTypesIn } from '../../../gateway/listing/salaryConversion.ts';

describe('employmentTypesIn', () => {
  it('converts at the documented rates, keeping the unit and the employer’s own figures', () => {
    const [type] = employmentTypesIn([{ type: 'b2b', from: 100, to: 150, currency: 'eur', unit: 'hour', gross: false }], 'pln');
    expect(type).toEqual({
      type: 'b2b',
      from: 430,
      to: 645,
      currency: 'pln',
      unit: 'hour',
      gross: false,
      converted: true,
      original: { from: 100, to: 150, currency: 'eur', unit: 'hour' },
    });
  });

  it('leaves figures already in the currency alone, and empty salaries unconverted', () => {
    expect(employmentTypesIn([{ type: 'permanent', from: 12000, to: 15000, currency: 'pln', unit: 'month', gross: true }], 'pln')[0]).toMatchObject({
      from: 12000,
      to: 15000,
      converted: false,
      original: null,
    });
    expect(employmentTypesIn([{ type: 'permanent', from: null, to: null, currency: 'usd', unit: 'month', gross: true }], 'eur')[0]).toMatchObject({
      from: null,
      to: null,
      currency: 'eur',
      converted: false,
      original: null,
    });
  });

  it('rounds monthly and yearly figures to tens, hourly and daily to units', () => {
    expect(convertAmount(10000, 'pln', 'eur', 'month')).toBe(2330);
    expect(convertAmount(120000, 'usd', 'eur', 'year')).toBe(110230);
    expect(convertAmount(55, 'gbp', 'chf', 'hour')).toBe(62);
  });

  it('shows no figure rather than a wrong one for a currency without a rate, and skips unknown types', () => {
    const types = employmentTypesIn(
      [
        { type: 'b2b', from: 100, to: 200, currency: 'sek', unit: 'hour', gross: false },
        { type: 'barter', from: 1, to: 2, currency: 'pln', unit: 'month', gross: false },
      ],
      'pln',
    );
    expect(types).toEqual([{ type: 'b2b', from: null, to: null, currency: 'pln', unit: 'hour', gross: false, converted: false, original: null }]);
  });
});
