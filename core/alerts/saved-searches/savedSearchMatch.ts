import type { JobFilter } from '../JobFilter.ts';

/**
 * A search URL as saved searches compare it: path and query only (an origin or a hash is not part
 * of the search), surrounding space ignored. Both sides are canonical listing URLs
 * (`buildListingUrl`), so two spellings of one search already read the same.
 */
export function searchUrlKey(url: string): string {
  const trimmed = url.trim();
  const withoutOrigin = trimmed.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '');
  const hash = withoutOrigin.indexOf('#');
  const path = hash === -1 ? withoutOrigin : withoutOrigin.slice(0, hash);
  return path === '' ? '/' : path;
}

export const sameSearchUrl = (a: string, b: string): boolean => searchUrlKey(a) === searchUrlKey(b);

/** The saved search for the listing URL shown now, or null: what the save-filters switch shows. */
export function savedSearchFor<S extends Pick<JobFilter, 'searchUrl'>>(searches: readonly S[], searchUrl: string): S | null {
  const key = searchUrlKey(searchUrl);
  return searches.find((search) => searchUrlKey(search.searchUrl) === key) ?? null;
}
