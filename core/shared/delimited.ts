/**
 * Values written as one string, the way a page carries many small records cheaply (ADR 36): fields
 * joined by `|`, lists as items each ended by `;`, an item's parts joined by `,` and theirs by `~`.
 * A value's own `%`, `|`, `;`, `,` and `~` are written as `%XX`, so any string survives the round trip.
 *
 * A record is described once, as a layout of field codecs in order (`record`), and that one layout
 * both writes and reads it, so the two ways cannot disagree on the order.
 */
const RESERVED = /[%|;,~]/g;
const RESERVED_ANY = /[%|;,~]/;
const ESCAPED = /%(25|7C|3B|2C|7E)/g;

export const FIELD = '|';
export const PART = ',';
export const SUBPART = '~';
const ITEM_END = ';';

/** How one value is written as text and read back. */
export interface Codec<T> {
  readonly write: (value: T) => string;
  readonly read: (text: string) => T;
}

export const escapeText = (value: string): string =>
  RESERVED_ANY.test(value) ? value.replace(RESERVED, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`) : value;

/** Most texts hold no `%`: they are returned as they are, without a regular expression's pass. */
export const unescapeText = (escaped: string): string =>
  escaped.includes('%') ? escaped.replace(ESCAPED, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))) : escaped;

export const text: Codec<string> = { write: escapeText, read: unescapeText };

/** A text of a closed set (a union of literals), trusted as the writer's own. */
export const textOf = <T extends string>(): Codec<T> => ({ write: escapeText, read: (written) => unescapeText(written) as T });

/** A number exactly as JavaScript reads it back, negative zero included. */
export const number: Codec<number> = { write: (value) => (Object.is(value, -0) ? '-0' : String(value)), read: Number };

export const nullableNumber: Codec<number | null> = {
  write: (value) => (value === null ? '' : number.write(value)),
  read: (written) => (written === '' ? null : Number(written)),
};

/** A number that may be absent: the record it is a field of then leaves its key out. */
export const optionalNumber: Codec<number | null | undefined> = {
  write: (value) => nullableNumber.write(value ?? null),
  read: (written) => nullableNumber.read(written) ?? undefined,
};

/** An empty text, told from null (the empty field); `escapeText` never writes it, as it escapes `%`. */
const EMPTY_TEXT = '%00';

export const nullableText: Codec<string | null> = {
  write: (value) => {
    if (value === null) return '';
    return value === '' ? EMPTY_TEXT : escapeText(value);
  },
  read: (written) => {
    if (written === '') return null;
    return written === EMPTY_TEXT ? '' : unescapeText(written);
  },
};

export const boolean: Codec<boolean> = { write: (value) => (value ? '1' : '0'), read: (written) => written === '1' };

/** A time as milliseconds since the epoch, read back as an ISO 8601 text. */
export const isoTimeAsEpoch: Codec<string> = {
  write: (iso) => number.write(Date.parse(iso)),
  read: (written) => new Date(Number(written)).toISOString(),
};

/** Items each ended by `;`: no items is the empty string, one empty item is `;`. */
export const list = <T>(item: Codec<T>): Codec<readonly T[]> => ({
  write: (items) => items.map((value) => `${item.write(value)}${ITEM_END}`).join(''),
  read: (written) => (written === '' ? [] : written.slice(0, -1).split(ITEM_END).map(item.read)),
});

/** Null as the empty text, for a codec that never writes it (a record of two fields or more). */
export const orNull = <T>(codec: Codec<T>): Codec<T | null> => ({
  write: (value) => (value === null ? '' : codec.write(value)),
  read: (written) => (written === '' ? null : codec.read(written)),
});

/** A codec per field; the object's key order is the record's field order. */
export type RecordLayout<T> = { readonly [K in keyof T]-?: Codec<T[K]> };

/**
 * A record as its fields joined by `separator`, in the layout's key order. A field read as undefined
 * is left out (an optional key). A text with another number of fields throws: a record of another
 * shape is a bug, not data.
 */
export function record<T extends object>(separator: string, layout: RecordLayout<T>): Codec<T> {
  const keys = Object.keys(layout) as (keyof T & string)[];
  const codecs = keys.map((key) => layout[key] as Codec<unknown>);
  return {
    write: (value) => keys.map((key, index) => codecs[index]!.write(value[key])).join(separator),
    read: (written) => {
      const pieces = written.split(separator);
      if (pieces.length !== keys.length) throw new Error(`Expected ${keys.length} pieces separated by "${separator}", got ${pieces.length}`);
      const value: Record<string, unknown> = {};
      for (let index = 0; index < keys.length; index += 1) {
        const field = codecs[index]!.read(pieces[index]!);
        if (field !== undefined) value[keys[index]!] = field;
      }
      return value as T;
    },
  };
}
