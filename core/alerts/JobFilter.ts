import type { Currency, SearchTerms } from '../listing/FilterValues.ts';

/**
 * How often an alert's digest is sent. `twiceAWeek` is the spec's default; the spec leaves the
 * other values open ("a shared options list"), so these are ours: a daily digest, the default, and
 * a weekly one (docs/adr and core/alerts/README.md). The gateway accepts exactly these.
 */
export const frequencies = ['daily', 'twiceAWeek', 'weekly'] as const;
export type Frequency = (typeof frequencies)[number];
export const DEFAULT_FREQUENCY: Frequency = 'twiceAWeek';

export const isFrequency = (value: unknown): value is Frequency => typeof value === 'string' && (frequencies as readonly string[]).includes(value);

export interface SalaryFilter {
  readonly from: number;
  readonly to: number;
  readonly currency: Currency;
}

/**
 * The spec's "filters payload": what a saved search or alert matches, as the gateway stores it.
 * Built from the listing's FilterValues by `toFiltersPayload`.
 */
export interface FiltersPayload {
  /** Subcategory slugs when some are chosen, else the main category's slug, else empty. */
  readonly categories: readonly string[];
  /** A city slug, or null (all locations, or remote). */
  readonly localization: { readonly city: string } | null;
  readonly salary: SalaryFilter | null;
  readonly employmentTypes: readonly string[];
  readonly experiences: readonly string[];
  readonly workingTimes: readonly string[];
  readonly remoteWorkOptions: readonly string[];
  /** Ukraine-friendly offers only. */
  readonly friendlyOffer: boolean;
  readonly remote: boolean;
  readonly withSalary: boolean;
  readonly search: SearchTerms;
}

export const emptyFiltersPayload: FiltersPayload = {
  categories: [],
  localization: null,
  salary: null,
  employmentTypes: [],
  experiences: [],
  workingTimes: [],
  remoteWorkOptions: [],
  friendlyOffer: false,
  remote: false,
  withSalary: false,
  search: { keywords: [], companyNames: [], skills: [], jobTitles: [] },
};

/** `active`: digests are sent. `inactive`: created by a guest, waiting for the e-mail activation link. */
export type JobAlertStatus = 'active' | 'inactive';

export interface JobAlertState {
  readonly status: JobAlertStatus;
  readonly frequency: Frequency;
}

/**
 * A saved search (spec: "job filter"). On the server for logged-in candidates; for guests the same
 * shape is made from a local `SavedSearch` (count 0, no alert).
 */
export interface JobFilter {
  /** The server's id, or for a local search `stableHash(searchUrl)`. */
  readonly id: string;
  /** The canonical listing URL (path and query, as `buildListingUrl` writes it). */
  readonly searchUrl: string;
  /** Comma-separated tags by default (`defaultAlertName`), or the name the user gave. */
  readonly filterName: string;
  readonly filters: FiltersPayload;
  /** Offers matching the filter that the candidate has not seen yet. */
  readonly count: number;
  /** null: a saved filter without an alert. */
  readonly jobAlert: JobAlertState | null;
}

/** A guest's search, kept on the device (browser localStorage `jobAlerts`, or the CLI's file). */
export interface SavedSearch {
  /** `stableHash(searchUrl)`: the same search saved twice is one search. */
  readonly id: string;
  readonly searchUrl: string;
  readonly filterName: string;
  readonly filters: FiltersPayload;
  /** ISO 8601. */
  readonly savedAt: string;
}

/** A local search as the saved-search list shows it. */
export const localJobFilter = (search: SavedSearch): JobFilter => ({
  id: search.id,
  searchUrl: search.searchUrl,
  filterName: search.filterName,
  filters: search.filters,
  count: 0,
  jobAlert: null,
});

/** What a guest's register dialog sends (spec: guest create payload). */
export interface GuestAlertPayload {
  readonly email: string;
  readonly frequency: Frequency;
  readonly name: string;
  readonly filters: FiltersPayload;
  /** The create-account switch. */
  readonly createCandidate: boolean;
  readonly marketingAgreement: boolean;
  readonly searchUrl: string;
}

/** A guest alert waits for activation by the e-mail link (`?job-alerts=activate&code&job-filter-id`). */
export interface GuestAlertCreated {
  readonly jobFilterId: string;
}

/** What enabling an alert on a saved filter sends (spec: logged-in enable payload). */
export interface EnableAlertPayload {
  readonly jobFilterId: string;
  readonly frequency: Frequency;
  readonly name: string;
}

/** What creating a server filter sends. */
export interface NewJobFilter {
  readonly searchUrl: string;
  readonly name: string;
  readonly filters: FiltersPayload;
}
