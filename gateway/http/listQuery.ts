/** A list route's query string as Fastify hands it over: a string per parameter, an array for a repeated key. */
export type ListQuery = Record<string, string | string[] | undefined>;

/**
 * The offer ids a list route is asked about: `jobAdvertisementsIds` and `jobAdvertisementIds` (the
 * spec spells it both ways), as repeated keys, comma-separated values or both (`a=1&a=2,3`), trimmed
 * and lower-cased. Undefined when neither key is sent.
 */
export function jobAdvertisementIds(query: ListQuery): string[] | undefined {
  const raw = [query['jobAdvertisementsIds'], query['jobAdvertisementIds']].flat().filter((value): value is string => typeof value === 'string');
  if (raw.length === 0) return undefined;
  return raw
    .flatMap((value) => value.split(','))
    .map((id) => id.trim().toLowerCase())
    .filter((id) => id !== '');
}

/** A page number or page size: the fallback when absent or empty, 1 to 999,999 when given; null for anything else (a 400). */
export function positiveInteger(value: unknown, fallback: number): number | null {
  if (value === undefined || value === '') return fallback;
  if (typeof value !== 'string' || !/^\d{1,6}$/.test(value)) return null;
  const number = Number(value);
  return number >= 1 ? number : null;
}
