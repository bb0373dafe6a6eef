import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeText, FIELD, listText, nullableText, numberText, readList, readNullableText, unescapeText } from '../../../core/shared/delimited.ts';

/** Texts with the separators and percent signs drawn often, beside any other character. */
const text = fc
  .array(fc.oneof(fc.constantFrom('%', '|', ';', ',', '~', '%7C', '%00'), fc.string({ unit: 'grapheme', maxLength: 3 })), { maxLength: 6 })
  .map((parts) => parts.join(''));

describe('delimited records', () => {
  it('gives back any text, and writes none of the separators', () => {
    fc.assert(
      fc.property(text, (value) => {
        const escaped = escapeText(value);
        expect(escaped).not.toMatch(/[|;,~]/);
        expect(unescapeText(escaped)).toBe(value);
      }),
    );
  });

  it('gives back any list of texts, telling no items from one empty item', () => {
    fc.assert(
      fc.property(fc.array(text), (items) => {
        expect(readList(listText(items.map(escapeText))).map(unescapeText)).toEqual(items);
      }),
    );
    expect(readList(listText([]))).toEqual([]);
    expect(readList(listText(['']))).toEqual(['']);
  });

  it('gives back any number exactly, negative zero and the infinities included', () => {
    fc.assert(
      fc.property(fc.double(), (value) => {
        expect(Object.is(Number(numberText(value)), value)).toBe(true);
      }),
    );
  });

  it('tells null from an empty text', () => {
    fc.assert(
      fc.property(fc.option(text, { nil: null }), (value) => {
        expect(readNullableText(nullableText(value))).toBe(value);
      }),
    );
    expect(nullableText(null)).not.toBe(nullableText(''));
  });

  it('keeps fields apart when their texts hold the field separator', () => {
    const fields = ['a|b', '', '|'];
    expect(fields.map(escapeText).join(FIELD).split(FIELD).map(unescapeText)).toEqual(fields);
  });
});
