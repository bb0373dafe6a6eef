/**
 * Values written as one string, the way a page carries many small records cheaply (ADR 36): fields
 * joined by `|`, lists as items each ended by `;`, an item's parts joined by `,` and theirs by `~`.
 * A value's own `%`, `|`, `;`, `,` and `~` are written as `%XX`, so any string survives the round trip.
 */
const RESERVED = /[%|;,~]/g;
const RESERVED_ANY = /[%|;,~]/;
const ESCAPED = /%(25|7C|3B|2C|7E)/g;

export const FIELD = '|';
export const PART = ',';
export const SUBPART = '~';
const ITEM_END = ';';

export const escapeText = (text: string): string =>
  RESERVED_ANY.test(text) ? text.replace(RESERVED, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`) : text;

/** Most texts hold no `%`: they are returned as they are, without a regular expression's pass. */
export const unescapeText = (text: string): string =>
  text.includes('%') ? text.replace(ESCAPED, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))) : text;

/** A number exactly as JavaScript reads it back, negative zero included. */
export const numberText = (value: number): string => (Object.is(value, -0) ? '-0' : String(value));

export const nullableNumberText = (value: number | null): string => (value === null ? '' : numberText(value));

export const readNullableNumber = (text: string): number | null => (text === '' ? null : Number(text));

/** An empty text, told from null (the empty field); `escapeText` never writes it, as it escapes `%`. */
const EMPTY_TEXT = '%00';

export const nullableText = (value: string | null): string => {
  if (value === null) return '';
  return value === '' ? EMPTY_TEXT : escapeText(value);
};

export const readNullableText = (text: string): string | null => {
  if (text === '') return null;
  return text === EMPTY_TEXT ? '' : unescapeText(text);
};

export const booleanText = (value: boolean): string => (value ? '1' : '0');

export const readBoolean = (text: string): boolean => text === '1';

/** Items each ended by `;`: no items is the empty string, one empty item is `;`. */
export const listText = (items: readonly string[]): string => items.map((item) => `${item}${ITEM_END}`).join('');

export const readList = (text: string): string[] => (text === '' ? [] : text.slice(0, -1).split(ITEM_END));

/** Splits `text` at `separator` and insists on `count` pieces: a record of another shape is a bug, not data. */
export function splitExactly(text: string, separator: string, count: number): string[] {
  const pieces = text.split(separator);
  if (pieces.length !== count) throw new Error(`Expected ${count} pieces separated by "${separator}", got ${pieces.length}`);
  return pieces;
}
