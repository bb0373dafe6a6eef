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
