import * as t from 'io-ts';

/**
 * Query-string parameters as io-ts codecs, for queries whose wire shape lives in `contract/`.
 * Decoding reads one parameter as a server hands it over (a string, or an array of strings for a
 * repeated key; anything else carries no value) and fails only when that one parameter cannot be
 * read, so that a reader can drop it alone. Encoding gives what a client writes: a list repeats its
 * key, a true flag is 1 and a false one is left out, a number is written plainly.
 */

const isString = (value: unknown): value is string => typeof value === 'string';
const isStringList = (value: unknown): value is readonly string[] => Array.isArray(value) && value.every(isString);

/** Every string value of a parameter, in the order sent. */
export function queryValues(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter(isString) : [];
}

/** The pieces of a parameter whose values may be comma-separated lists: trimmed, blanks left out. */
function commaPieces(value: unknown): string[] {
  return queryValues(value)
    .flatMap((item) => item.split(','))
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** A repeated parameter: every value, as sent. */
export const QueryList = new t.Type<readonly string[], readonly string[], unknown>(
  'QueryList',
  isStringList,
  (u) => t.success(queryValues(u)),
  t.identity,
);

/** A repeated parameter whose values may also be comma-separated: every piece. */
export const QueryCommaList = new t.Type<readonly string[], readonly string[], unknown>(
  'QueryCommaList',
  isStringList,
  (u) => t.success(commaPieces(u)),
  t.identity,
);

/** The first value, as sent. */
export const QueryText = new t.Type<string, string, unknown>(
  'QueryText',
  isString,
  (u, c) => {
    const [value] = queryValues(u);
    return value === undefined ? t.failure(u, c) : t.success(value);
  },
  t.identity,
);

/** 1, true, yes and on (any case) are true; any other value is false. */
export const QueryFlag = new t.Type<boolean, '1' | undefined, unknown>(
  'QueryFlag',
  (u): u is boolean => typeof u === 'boolean',
  (u) => {
    const value = queryValues(u)[0]?.trim().toLowerCase();
    return t.success(value === '1' || value === 'true' || value === 'yes' || value === 'on');
  },
  (flag) => (flag ? '1' : undefined),
);

/** Digits with an optional sign and decimals: no exponent, hex, separators or words. */
const PLAIN_NUMBER = /^-?\d{1,16}(\.\d{1,6})?$/;

/** The first value as a number written plainly. */
export const QueryNumber = new t.Type<number, string, unknown>(
  'QueryNumber',
  (u): u is number => typeof u === 'number' && Number.isFinite(u),
  (u, c) => {
    const text = queryValues(u)[0]?.trim();
    return text !== undefined && PLAIN_NUMBER.test(text) ? t.success(Number(text)) : t.failure(u, c);
  },
  String,
);

/** The first value as one of the codec's keys, compared without case. */
export function queryKey<D extends Record<string, unknown>>(keys: t.KeyofC<D>): t.Type<keyof D & string, string, unknown> {
  const known = Object.keys(keys.keys) as (keyof D & string)[];
  return new t.Type<keyof D & string, string, unknown>(
    `QueryKey<${keys.name}>`,
    (u): u is keyof D & string => keys.is(u),
    (u, c) => {
      const sent = queryValues(u)[0]?.trim().toLowerCase();
      const key = known.find((candidate) => candidate.toLowerCase() === sent);
      return key === undefined ? t.failure(u, c) : t.success(key);
    },
    t.identity,
  );
}

/**
 * A multiselect of the codec's keys, from repeated parameters or comma-separated values, compared
 * without case: the known ones, in the codec's order, each once; unknown values are left out.
 */
export function queryMultiselect<D extends Record<string, unknown>>(
  keys: t.KeyofC<D>,
): t.Type<readonly (keyof D & string)[], readonly string[], unknown> {
  const known = Object.keys(keys.keys) as (keyof D & string)[];
  return new t.Type<readonly (keyof D & string)[], readonly string[], unknown>(
    `QueryMultiselect<${keys.name}>`,
    (u): u is readonly (keyof D & string)[] => Array.isArray(u) && u.every((item) => keys.is(item)),
    (u) => {
      const sent = new Set(commaPieces(u).map((item) => item.toLowerCase()));
      return t.success(known.filter((key) => sent.has(key.toLowerCase())));
    },
    t.identity,
  );
}
