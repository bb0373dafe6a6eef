import { isRight } from 'fp-ts/lib/Either.js';
import type * as t from 'io-ts';

/** A query string as Fastify hands it over: a string per parameter, an array for a repeated key. */
export type RawQuery = Readonly<Record<string, unknown>>;

/**
 * A query string read with its contract codec one parameter at a time: a parameter that does not
 * fit is dropped, as if it had not been sent, and never fails the request (query strings are
 * written by hand, shared and cut short; the routes answer what they can read).
 */
export function readQuery<P extends t.Props>(codec: t.PartialC<P>, raw: RawQuery): t.TypeOf<t.PartialC<P>> {
  const read: Record<string, unknown> = {};
  for (const [key, parameter] of Object.entries(codec.props)) {
    if (!Object.hasOwn(raw, key) || raw[key] === undefined) continue;
    const value = parameter.decode(raw[key]);
    if (isRight(value)) read[key] = value.right;
  }
  return read as t.TypeOf<t.PartialC<P>>;
}

/** A list's `limit` as its codec read it: `max` when not sent; null (a 400) when sent but not a whole number from 1 to `max`. */
export function limitOf(raw: RawQuery, read: number | undefined, max: number): number | null {
  const limit = read ?? max;
  if ((raw['limit'] !== undefined && read === undefined) || !Number.isInteger(limit) || limit < 1 || limit > max) return null;
  return limit;
}
