import type { Language } from '../../tenancy/Tenant.ts';
import { pageWords } from './routeWords.ts';

/** Deeper pages are not worth a crawler's time, and it bounds the offset a URL can ask for. */
export const MAX_RESULTS_PAGE = 1000;

/** The 1-based page a listing URL's query asks for (either language's word); anything but a whole number from 1 to 1000 reads as 1. */
export function readResultsPage(search: URLSearchParams): number {
  const text = (search.get(pageWords.en) ?? search.get(pageWords.pl))?.trim() ?? null;
  if (text === null || !/^\d{1,4}$/.test(text)) return 1;
  const page = Number(text);
  return page >= 1 && page <= MAX_RESULTS_PAGE ? page : 1;
}

/** The listing URL of a page of these results, in the URL's language (page 1 is the URL itself). */
export function withResultsPage(listingUrl: string, page: number, language: Language): string {
  if (page <= 1) return listingUrl;
  return `${listingUrl}${listingUrl.includes('?') ? '&' : '?'}${pageWords[language]}=${page}`;
}

/** The whole page number a listing URL's query asks for, however large (up to 15 digits), or null when it asks for none that reads. */
export function requestedResultsPage(search: URLSearchParams): number | null {
  const text = (search.get(pageWords.en) ?? search.get(pageWords.pl))?.trim() ?? null;
  return text !== null && /^\d{1,15}$/.test(text) ? Number(text) : null;
}

/**
 * Whether the page asked for lies past the last page of `totalCount` results (or past the deepest
 * page served): the listing then says so and links to the first page, instead of "no offers
 * match", which would be untrue. Without any result, the empty state is the truth.
 */
export function isPastTheEnd(requested: number | null, totalCount: number, pageSize: number): boolean {
  if (requested === null || requested <= 1 || totalCount <= 0) return false;
  return requested > MAX_RESULTS_PAGE || (requested - 1) * pageSize >= totalCount;
}

/** The last page of `totalCount` results (1 when there are none), at most the deepest page served. */
export const lastResultsPage = (totalCount: number, pageSize: number): number =>
  Math.min(MAX_RESULTS_PAGE, Math.max(1, Math.ceil(totalCount / pageSize)));
