import type { City } from '../Offer.ts';
import type { LastLocation, LastSearch, LastSearchVariant } from './RecentSearches.ts';

export const LAST_SEARCHES_KEPT = 8;
/** The new one plus 4. */
export const LAST_LOCATIONS_KEPT = 5;

const variants: readonly LastSearchVariant[] = ['titles', 'keyword', 'companies', 'skills'];

/** The list after a search: the new one first, an earlier equal one (same text, any case, same variant) removed, 8 kept. */
export function rememberSearch(searches: readonly LastSearch[], search: LastSearch): readonly LastSearch[] {
  const title = search.title.trim();
  if (title === '') return searches.slice(0, LAST_SEARCHES_KEPT);
  const key = searchKey({ title, variant: search.variant });
  return [{ title, variant: search.variant }, ...searches.filter((earlier) => searchKey(earlier) !== key)].slice(0, LAST_SEARCHES_KEPT);
}

/** The list after choosing a location: the new one first, the same slug earlier removed, 5 kept. */
export function rememberLocation(locations: readonly LastLocation[], location: LastLocation): readonly LastLocation[] {
  return [location, ...locations.filter((earlier) => earlier.slug !== location.slug)].slice(0, LAST_LOCATIONS_KEPT);
}

const searchKey = (search: LastSearch): string => `${search.variant}\u0000${search.title.trim().toLowerCase()}`;

/** A stored value read back: anything that is not a list of last searches reads as empty; bad entries are dropped. */
export function decodeLastSearches(stored: string | null | undefined): readonly LastSearch[] {
  const entries = parseJsonArray(stored);
  const searches: LastSearch[] = [];
  for (const entry of entries) {
    if (!isRecord(entry)) continue;
    const { title, variant } = entry;
    if (typeof title !== 'string' || title.trim() === '') continue;
    if (!variants.includes(variant as LastSearchVariant)) continue;
    searches.push({ title, variant: variant as LastSearchVariant });
  }
  return searches.slice(0, LAST_SEARCHES_KEPT);
}

/** A stored value read back: anything that is not a list of locations reads as empty; bad entries are dropped. */
export function decodeLastLocations(stored: string | null | undefined): readonly LastLocation[] {
  const locations: LastLocation[] = [];
  for (const entry of parseJsonArray(stored)) {
    if (!isRecord(entry)) continue;
    const { slug, label } = entry;
    if (typeof slug === 'string' && slug !== '' && typeof label === 'string') locations.push({ slug, label });
  }
  return locations.slice(0, LAST_LOCATIONS_KEPT);
}

/** What adapters store: JSON. */
export const encodeRecent = (list: readonly LastSearch[] | readonly LastLocation[]): string => JSON.stringify(list);

/** The picker's 'lastSearch' group: the remembered cities that still exist, labels as the dictionary has them now. */
export function lastLocationCities(locations: readonly LastLocation[], cities: readonly City[]): readonly City[] {
  return locations.flatMap((location) => {
    const city = cities.find((candidate) => candidate.slug === location.slug);
    return city === undefined ? [] : [{ ...city, group: 'lastSearch' as const }];
  });
}

function parseJsonArray(stored: string | null | undefined): readonly unknown[] {
  if (typeof stored !== 'string' || stored === '') return [];
  try {
    const value: unknown = JSON.parse(stored);
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
