import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatMinimumSalary,
  minimumSalaryFieldValue,
  minimumSalaryFromField,
  minimumSalaryInput,
  parseMinimumSalary,
  sanitizeMinimumSalaryText,
} from '../../../core/listing/filters/minimumSalaryInput.ts';

describe('sanitizeMinimumSalaryText', () => {
  it.each([
    ['', ''],
    ['42', '42'],
    ['-42', '42'],
    ['4a2', '42'],
    ['1 000', '1000'],
    ['12.345', '12.34'],
    ['12,5', '12.5'],
    ['1.2.3', '1.23'],
    ['.5', '0.5'],
    ['007', '7'],
    ['0', '0'],
    ['00.10', '0.10'],
    ['abc', ''],
    ['12.', '12.'],
  ])('%j keeps %j', (typed, kept) => {
    expect(sanitizeMinimumSalaryText(typed)).toBe(kept);
  });
});

describe('parseMinimumSalary', () => {
  it.each([
    ['', 0],
    ['50', 50],
    ['-50', 50],
    ['150', 100],
    ['99.999', 99.99],
    ['0.5', 0.5],
    ['12.', 12],
  ])('%j is %d within the default bounds 0 to 100', (typed, value) => {
    expect(parseMinimumSalary(typed)).toBe(value);
  });

  it('clamps to configured bounds', () => {
    expect(parseMinimumSalary('5', { min: 10, max: 20000 })).toBe(10);
    expect(parseMinimumSalary('15 000', { min: 10, max: 20000 })).toBe(15000);
    expect(parseMinimumSalary('25000', { min: 10, max: 20000 })).toBe(20000);
    expect(parseMinimumSalary('', { min: 10, max: 20000 })).toBe(10);
  });
});

describe('formatMinimumSalary', () => {
  it.each([
    [0, ''],
    [-1, ''],
    [Number.NaN, ''],
    [5, '5'],
    [1000, '1 000'],
    [1234567, '1 234 567'],
    [1234.5, '1 234.5'],
    [99.999, '100'],
    [12.34, '12.34'],
  ])('%d shows %j', (value, text) => {
    expect(formatMinimumSalary(value)).toBe(text);
  });
});

describe('minimumSalaryInput', () => {
  it('turns typed text into the value and the text shown', () => {
    expect(minimumSalaryInput('0')).toEqual({ value: 0, text: '' });
    expect(minimumSalaryInput('-75.505')).toEqual({ value: 75.5, text: '75.5' });
    expect(minimumSalaryInput('12000', { min: 0, max: 50000 })).toEqual({ value: 12000, text: '12 000' });
  });

  it('always holds a value within the bounds, whatever is typed, and its text reads back to it', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 0, max: 100000 }), (typed, min, span) => {
        const bounds = { min, max: min + span };
        const { value, text } = minimumSalaryInput(typed, bounds);
        expect(value).toBeGreaterThanOrEqual(bounds.min);
        expect(value).toBeLessThanOrEqual(bounds.max);
        expect(text).toMatch(/^(\d{1,3}( \d{3})*(\.\d{1,2})?)?$/);
        if (text !== '') expect(parseMinimumSalary(text, bounds)).toBe(Math.round(value * 100) / 100);
      }),
    );
  });
});

describe('the field and the salary filter', () => {
  it('counts thousands in the field and whole amounts in the filter', () => {
    expect(minimumSalaryFieldValue(12_500)).toBe(12.5);
    expect(minimumSalaryFieldValue(null)).toBe(0);
    expect(minimumSalaryFromField(12.5)).toBe(12_500);
  });

  it('an empty field (0) asks for no lower bound', () => {
    expect(minimumSalaryFromField(0)).toBeNull();
    expect(minimumSalaryFromField(-3)).toBeNull();
    expect(minimumSalaryFromField(0.0004)).toBeNull();
  });

  it('a filter bound read into the field and back is the same amount, to the złoty', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), (amount) => {
        expect(minimumSalaryFromField(minimumSalaryFieldValue(amount))).toBe(amount);
      }),
    );
  });
});
