import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  escapeText,
  FIELD,
  list,
  nullableText,
  number,
  optionalNumber,
  orNull,
  PART,
  record,
  text as textCodec,
  unescapeText,
} from '../../../core/shared/delimited.ts';

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
        expect(list(textCodec).read(list(textCodec).write(items))).toEqual(items);
      }),
    );
    expect(list(textCodec).read(list(textCodec).write([]))).toEqual([]);
    expect(list(textCodec).read(list(textCodec).write(['']))).toEqual(['']);
  });

  it('gives back any number exactly, negative zero and the infinities included', () => {
    fc.assert(
      fc.property(fc.double(), (value) => {
        expect(Object.is(number.read(number.write(value)), value)).toBe(true);
      }),
    );
  });

  it('tells null from an empty text', () => {
    fc.assert(
      fc.property(fc.option(text, { nil: null }), (value) => {
        expect(nullableText.read(nullableText.write(value))).toBe(value);
      }),
    );
    expect(nullableText.write(null)).not.toBe(nullableText.write(''));
  });

  it('keeps fields apart when their texts hold the field separator', () => {
    const fields = ['a|b', '', '|'];
    expect(fields.map(escapeText).join(FIELD).split(FIELD).map(unescapeText)).toEqual(fields);
  });

  it('writes a record in its layout order and reads it back, leaving absent optional fields out', () => {
    const pair = record<{ name: string; score?: number | null }>(FIELD, { name: textCodec, score: optionalNumber });
    expect(pair.write({ name: 'a|b', score: 3 })).toBe('a%7Cb|3');
    expect(pair.read('a%7Cb|3')).toStrictEqual({ name: 'a|b', score: 3 });
    expect(pair.read('x|')).toStrictEqual({ name: 'x' });
    expect('score' in pair.read('x|')).toBe(false);
  });

  it('refuses a record of another shape', () => {
    const pair = record<{ a: string; b: string }>(PART, { a: textCodec, b: textCodec });
    expect(() => pair.read('one')).toThrow('Expected 2 pieces');
    expect(() => pair.read('a,b,c')).toThrow('Expected 2 pieces');
  });

  it('writes null as the empty text for a record that may be absent', () => {
    const maybe = orNull(record<{ a: string; b: string }>(PART, { a: textCodec, b: textCodec }));
    expect(maybe.write(null)).toBe('');
    expect(maybe.read('')).toBeNull();
    expect(maybe.read(maybe.write({ a: '', b: '' }))).toStrictEqual({ a: '', b: '' });
  });
});
