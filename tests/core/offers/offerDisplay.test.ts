import { describe, expect, it } from 'vitest';
import { formatAmount, groupThousands } from '../../../core/offers/formatAmount.ts';
import {
  cardSalary,
  excerpt,
  excerptParagraphs,
  extraLocationCount,
  isTruncated,
  matchPercentOf,
  offerAge,
  salaryDisplay,
} from '../../../core/offers/offerDisplay.ts';
import { anEmploymentType, anOffer } from '../listing/builders.ts';

describe('formatAmount', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1 000'],
    [25000, '25 000'],
    [1234567, '1 234 567'],
    [1234.5, '1 234.50'],
    [0.1, '0.10'],
    [99.999, '100.00'],
    [12.005, '12.01'],
    [-1500, '-1 500'],
    [-0.001, '0.00'],
    [Number.NaN, ''],
    [Number.POSITIVE_INFINITY, ''],
  ])('%d is %j', (amount, text) => {
    expect(formatAmount(amount)).toBe(text);
  });

  it('groups digits in threes from the right', () => {
    expect(groupThousands('1')).toBe('1');
    expect(groupThousands('1234')).toBe('1 234');
    expect(groupThousands('123456')).toBe('123 456');
  });
});

describe('salaryDisplay', () => {
  it('is hidden when both ends are empty', () => {
    expect(salaryDisplay(anEmploymentType({ from: null, to: null }))).toBeNull();
  });

  it('shows a range with its currency, unit and basis', () => {
    expect(salaryDisplay(anEmploymentType({ type: 'b2b', from: 18000, to: 24000.5, currency: 'eur', unit: 'month' }))).toEqual({
      amounts: '18 000 - 24 000.50',
      bound: 'range',
      currency: 'eur',
      unit: 'month',
      basis: 'net',
      converted: false,
      original: null,
    });
  });

  it('is gross for permanent contracts, or when flagged gross, otherwise net', () => {
    expect(salaryDisplay(anEmploymentType({ type: 'permanent', gross: false }))?.basis).toBe('gross');
    expect(salaryDisplay(anEmploymentType({ type: 'b2b', gross: true }))?.basis).toBe('gross');
    expect(salaryDisplay(anEmploymentType({ type: 'mandate_contract', gross: false }))?.basis).toBe('net');
  });

  it('shows one end when only one is given, and one amount when both are equal', () => {
    expect(salaryDisplay(anEmploymentType({ from: 5000, to: null }))).toMatchObject({ amounts: '5 000', bound: 'from' });
    expect(salaryDisplay(anEmploymentType({ from: null, to: 7000 }))).toMatchObject({ amounts: '7 000', bound: 'to' });
    expect(salaryDisplay(anEmploymentType({ from: 6000, to: 6000 }))).toMatchObject({ amounts: '6 000', bound: 'range' });
  });

  it('says when the figure was converted', () => {
    expect(salaryDisplay(anEmploymentType({ converted: true }))?.converted).toBe(true);
  });

  it('carries the employer’s own figure of a converted salary, in its currency and unit', () => {
    const converted = anEmploymentType({
      from: 4880,
      to: 6860,
      currency: 'eur',
      converted: true,
      original: { from: 20000, to: 28000, currency: 'pln', unit: 'month' },
    });
    expect(salaryDisplay(converted)?.original).toEqual({ amounts: '20 000 - 28 000', bound: 'range', currency: 'pln', unit: 'month' });
    expect(salaryDisplay({ ...converted, original: { from: null, to: 150, currency: 'usd', unit: 'hour' } })?.original).toEqual({
      amounts: '150',
      bound: 'to',
      currency: 'usd',
      unit: 'hour',
    });
    expect(salaryDisplay({ ...converted, converted: false })?.original).toBeNull();
  });

  it('carries no original figure when the employer’s own gave neither end', () => {
    const converted = anEmploymentType({ converted: true, original: { from: null, to: null, currency: 'usd', unit: 'hour' } });
    expect(salaryDisplay(converted)?.original).toBeNull();
  });
});

describe('cardSalary', () => {
  it('is the first employment type that has a salary', () => {
    const offer = anOffer({
      employmentTypes: [anEmploymentType({ type: 'permanent', from: null, to: null }), anEmploymentType({ type: 'b2b', from: 100, to: 200 })],
    });
    expect(cardSalary(offer)).toMatchObject({ amounts: '100 - 200', basis: 'net' });
  });

  it('is hidden when no employment type has one', () => {
    expect(cardSalary(anOffer({ employmentTypes: [anEmploymentType({ from: null, to: null })] }))).toBeNull();
    expect(cardSalary(anOffer({ employmentTypes: [] }))).toBeNull();
  });
});

describe('extraLocationCount', () => {
  it('counts the multilocation entries whose slug differs from the offer’s own', () => {
    const offer = anOffer({
      slug: 'dev-krakow',
      multilocation: [
        { city: 'Kraków', slug: 'dev-krakow' },
        { city: 'Warszawa', slug: 'dev-warszawa' },
        { city: 'Gdańsk', slug: 'dev-gdansk' },
      ],
    });
    expect(extraLocationCount(offer)).toBe(2);
    expect(extraLocationCount(anOffer({ slug: 'solo', multilocation: [{ city: 'Kraków', slug: 'solo' }] }))).toBe(0);
    expect(extraLocationCount(anOffer({ multilocation: [] }))).toBe(0);
  });
});

describe('matchPercentOf', () => {
  it('is the percent when present, else null', () => {
    expect(matchPercentOf({ matchPercent: 82 })).toBe(82);
    expect(matchPercentOf({ matchPercent: 0 })).toBe(0);
    expect(matchPercentOf({ matchPercent: null })).toBeNull();
    expect(matchPercentOf({ matchPercent: Number.NaN })).toBeNull();
    expect(matchPercentOf({})).toBeNull();
  });
});

describe('offerAge', () => {
  const now = new Date('2025-03-10T12:00:00.000Z');
  it.each([
    ['2025-03-10T12:00:00.000Z', { kind: 'new' }],
    ['2025-03-09T12:00:00.001Z', { kind: 'new' }],
    ['2025-03-09T12:00:00.000Z', { kind: 'days', days: 1 }],
    ['2025-03-03T11:00:00.000Z', { kind: 'days', days: 7 }],
    ['2025-03-11T00:00:00.000Z', { kind: 'new' }],
    ['not a date', { kind: 'new' }],
  ])('published %s is %j', (publishedAt, age) => {
    expect(offerAge(publishedAt, now)).toEqual(age);
  });
});

describe('excerpt', () => {
  it('cuts to 500 characters with no ellipsis', () => {
    expect(excerpt('a'.repeat(501))).toBe('a'.repeat(500));
    expect(excerpt('a'.repeat(500))).toBe('a'.repeat(500));
    expect(excerpt('short')).toBe('short');
  });

  it('counts whole characters, never splitting one', () => {
    expect(excerpt('😀'.repeat(501))).toBe('😀'.repeat(500));
    expect(excerpt('abc', 2)).toBe('ab');
  });
});

describe('excerptParagraphs', () => {
  it('shows the first characters and hides the rest, paragraph by paragraph', () => {
    expect(excerptParagraphs('abcd\n\nefgh\n\nijkl', 7)).toEqual([
      { shown: 'abcd', hidden: '' },
      { shown: 'e', hidden: 'fgh' },
      { shown: '', hidden: 'ijkl' },
    ]);
  });

  it('shows exactly what the excerpt shows, counting code points and blank lines', () => {
    const text = 'Zażółć 🎉 gęślą jaźń.\n\n'.repeat(40).trim();
    const paragraphs = excerptParagraphs(text);
    const shown = paragraphs
      .map((paragraph) => paragraph.shown)
      .filter((part) => part !== '')
      .join('\n\n');
    expect(shown).toBe(excerpt(text).replace(/\n+$/, ''));
    expect(paragraphs.map((paragraph) => paragraph.shown + paragraph.hidden).join('\n\n')).toBe(text);
    expect(isTruncated(text)).toBe(true);
  });

  it('hides nothing in a short text', () => {
    expect(excerptParagraphs('short\n\ntext')).toEqual([
      { shown: 'short', hidden: '' },
      { shown: 'text', hidden: '' },
    ]);
    expect(isTruncated('short')).toBe(false);
  });
});
