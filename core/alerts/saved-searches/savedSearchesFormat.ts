import { err, ok, type Result } from 'neverthrow';
import { stableHash } from '../../shared/stableHash.ts';
import type { LocalLimitReached } from '../AlertFailure.ts';
import { defaultAlertName } from '../alertName.ts';
import { emptyFiltersPayload, type FiltersPayload, type SalaryFilter, type SavedSearch } from '../JobFilter.ts';
import type { QuarantinedSearches } from './SavedSearchesStore.ts';

/** The spec's local store: name `jobAlerts`, version 1, 10 searches for a guest. */
export const SAVED_SEARCHES_STORE = 'jobAlerts';
export const SAVED_SEARCHES_VERSION = 1;
export const MAX_LOCAL_SEARCHES = 10;

/** The id of a local search: a hash of its URL, so saving one URL twice keeps one search. */
export const savedSearchId = (searchUrl: string): string => stableHash(searchUrl);

/** Version 1, as stored. */
export interface SavedSearchesEnvelope {
  readonly version: 1;
  readonly searches: readonly SavedSearch[];
}

export const encodeSavedSearches = (searches: readonly SavedSearch[]): string =>
  JSON.stringify({ version: SAVED_SEARCHES_VERSION, searches } satisfies SavedSearchesEnvelope);

/**
 * A stored value read back:
 * - `empty`: nothing stored;
 * - `current`: version 1, every entry readable;
 * - `migrated`: an older form, fully read: write `searches` back as version 1;
 * - `unreadable`: not JSON, an unknown form or newer version, or some entries unreadable: keep the
 *   original text aside first, then write back `searches` (the entries that could be read).
 */
export type DecodedSavedSearches =
  | { readonly kind: 'empty' }
  | { readonly kind: 'current'; readonly searches: readonly SavedSearch[] }
  | { readonly kind: 'migrated'; readonly searches: readonly SavedSearch[]; readonly from: string }
  | { readonly kind: 'unreadable'; readonly searches: readonly SavedSearch[]; readonly reason: QuarantinedSearches['reason'] };

/** Reads any stored text; never throws. */
export function decodeSavedSearches(text: string | null | undefined): DecodedSavedSearches {
  if (text === null || text === undefined || text.trim() === '') return { kind: 'empty' };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { kind: 'unreadable', searches: [], reason: 'unparseable' };
  }
  const found = findEntries(value);
  if (found === null) return { kind: 'unreadable', searches: [], reason: 'unknown-form' };
  const { searches, dropped } = decodeEntries(found.entries);
  if (dropped > 0) return { kind: 'unreadable', searches, reason: 'bad-entries' };
  if (found.form === 'version-1')
    return searches.length === found.entries.length ? { kind: 'current', searches } : { kind: 'migrated', searches, from: 'version-1-duplicates' };
  return { kind: 'migrated', searches, from: found.form };
}

/** What an adapter does after reading: the searches to hand out, and what to write. */
export interface RecoveryPlan {
  readonly searches: readonly SavedSearch[];
  /** Copy the original text aside (under the adapter's own quarantine location) before anything else. */
  readonly keepAside: QuarantinedSearches['reason'] | null;
  /** Replace the stored value with this text (version 1), after the copy succeeded. */
  readonly rewrite: string | null;
  readonly migratedFrom: string | null;
}

/**
 * The one recovery rule every adapter follows: migrate older forms in place; copy an unreadable
 * value aside, then keep what could be read. If the copy fails the adapter must leave the stored
 * value alone (and so hand out the readable part without rewriting).
 */
export function recoveryPlan(text: string | null | undefined): RecoveryPlan {
  const decoded = decodeSavedSearches(text);
  switch (decoded.kind) {
    case 'empty':
      return { searches: [], keepAside: null, rewrite: null, migratedFrom: null };
    case 'current':
      return { searches: decoded.searches, keepAside: null, rewrite: null, migratedFrom: null };
    case 'migrated':
      return { searches: decoded.searches, keepAside: null, rewrite: encodeSavedSearches(decoded.searches), migratedFrom: decoded.from };
    case 'unreadable':
      return { searches: decoded.searches, keepAside: decoded.reason, rewrite: encodeSavedSearches(decoded.searches), migratedFrom: null };
  }
}

/** A timestamp safe in storage keys and file names: 2025-01-01T10-00-00-000Z. */
export const quarantineStamp = (now: Date): string => now.toISOString().replace(/[:.]/g, '-');

/** The storage key an unreadable `jobAlerts` value is copied to. */
export const quarantineKey = (now: Date): string => `${SAVED_SEARCHES_STORE}.corrupt.${quarantineStamp(now)}`;

/** The list after saving `search`: unchanged when its id is already there, else appended; the 11th is refused. */
export function addLocalSearch(
  searches: readonly SavedSearch[],
  search: SavedSearch,
  max: number = MAX_LOCAL_SEARCHES,
): Result<{ readonly searches: readonly SavedSearch[]; readonly added: boolean; readonly search: SavedSearch }, LocalLimitReached> {
  const existing = searches.find((candidate) => candidate.id === search.id);
  if (existing !== undefined) return ok({ searches, added: false, search: existing });
  if (searches.length >= max) return err({ kind: 'local-limit-reached', max });
  return ok({ searches: [...searches, search], added: true, search });
}

export const removeLocalSearch = (searches: readonly SavedSearch[], id: string): readonly SavedSearch[] =>
  searches.filter((search) => search.id !== id);

type Form = 'version-1' | 'array' | 'version-0' | 'persisted-state';

function findEntries(value: unknown): { readonly form: Form; readonly entries: readonly unknown[] } | null {
  if (Array.isArray(value)) return { form: 'array', entries: value };
  if (!isRecord(value)) return null;
  const { version } = value;
  if (version === SAVED_SEARCHES_VERSION) return Array.isArray(value.searches) ? { form: 'version-1', entries: value.searches } : null;
  if (version !== undefined && version !== 0) return null;
  for (const key of ['searches', 'jobAlerts'] as const) {
    const entries = value[key];
    if (Array.isArray(entries)) return { form: 'version-0', entries };
  }
  const state = value.state;
  if (isRecord(state)) {
    for (const key of ['jobAlerts', 'searches'] as const) {
      const entries = state[key];
      if (Array.isArray(entries)) return { form: 'persisted-state', entries };
    }
  }
  return null;
}

function decodeEntries(entries: readonly unknown[]): { searches: SavedSearch[]; dropped: number } {
  const searches: SavedSearch[] = [];
  const ids = new Set<string>();
  let dropped = 0;
  for (const entry of entries) {
    const search = decodeEntry(entry);
    if (search === null) {
      dropped += 1;
      continue;
    }
    if (ids.has(search.id)) continue;
    ids.add(search.id);
    searches.push(search);
  }
  return { searches, dropped };
}

function decodeEntry(entry: unknown): SavedSearch | null {
  if (!isRecord(entry)) return null;
  const searchUrl = firstString(entry.searchUrl, entry.url);
  if (searchUrl === null || searchUrl.trim() === '') return null;
  const filters = decodeFilters(entry.filters);
  const filterName = firstString(entry.filterName, entry.name) ?? defaultAlertName(filters);
  const savedAt = firstString(entry.savedAt, entry.createdAt) ?? new Date(0).toISOString();
  return { id: savedSearchId(searchUrl), searchUrl, filterName, filters, savedAt };
}

/** A stored payload, tolerant of missing parts (older entries had fewer fields). */
export function decodeFilters(value: unknown): FiltersPayload {
  if (!isRecord(value)) return emptyFiltersPayload;
  const search = isRecord(value.search) ? value.search : {};
  return {
    categories: strings(value.categories),
    localization: isRecord(value.localization) && typeof value.localization.city === 'string' ? { city: value.localization.city } : null,
    salary: decodeSalary(value.salary),
    employmentTypes: strings(value.employmentTypes),
    experiences: strings(value.experiences),
    workingTimes: strings(value.workingTimes),
    remoteWorkOptions: strings(value.remoteWorkOptions),
    friendlyOffer: value.friendlyOffer === true,
    remote: value.remote === true,
    withSalary: value.withSalary === true,
    search: {
      keywords: strings(search.keywords),
      companyNames: strings(search.companyNames),
      skills: strings(search.skills),
      jobTitles: strings(search.jobTitles),
    },
  };
}

const currencies: readonly string[] = ['pln', 'eur', 'usd', 'gbp', 'chf'];

function decodeSalary(value: unknown): SalaryFilter | null {
  if (!isRecord(value)) return null;
  const { from, to, currency } = value;
  if (typeof from !== 'number' || typeof to !== 'number' || typeof currency !== 'string' || !currencies.includes(currency)) return null;
  return { from, to, currency: currency as SalaryFilter['currency'] };
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);
const firstString = (...values: unknown[]): string | null => (values.find((value) => typeof value === 'string') as string | undefined) ?? null;
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
