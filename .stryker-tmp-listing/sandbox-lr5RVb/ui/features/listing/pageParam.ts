// @ts-nocheck
import { offsetOfPage, pageFromOffset } from '../../../core/listing/toSearchQuery.ts';
import type { Language } from '../../../core/tenancy/Tenant.ts';

/**
 * The results page in the listing URL (`?page=3`, `?strona=3`): not a filter, so core's URL grammar
 * leaves it out; the page number ↔ offset rule is core's (pageFromOffset, offsetOfPage).
 * TODO(core): move the word into routeWords so parse/build know it.
 */
const pageWords: Readonly<Record<Language, string>> = { pl: 'strona', en: 'page' };
/** Deeper pages are not worth a crawler's time, and it bounds the offset a URL can ask for. */
const MAX_PAGE = 1000;

/** The 1-based page the URL asks for; anything that is not a whole number from 1 to 1000 reads as 1. */
export function readPage(search: URLSearchParams): number {
  const text = search.get(pageWords.en) ?? search.get(pageWords.pl);
  if (text === null || !/^\d{1,4}$/.test(text.trim())) return 1;
  const page = Number(text.trim());
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

/** The listing URL of a page of these results (page 1 is the URL itself). */
export function withPage(listingUrl: string, page: number, language: Language): string {
  if (page <= 1) return listingUrl;
  return `${listingUrl}${listingUrl.includes('?') ? '&' : '?'}${pageWords[language]}=${page}`;
}

export const offsetOf = (page: number, pageSize: number): number => offsetOfPage(page, pageSize);
export const pageOf = (offset: number, pageSize: number): number => pageFromOffset(offset, pageSize);
