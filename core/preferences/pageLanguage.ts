import { calculatorPathWords, languageOfWord, listPrefixWords, offerPrefixWords, type Words } from '../listing/url/routeWords.ts';
import type { Language } from '../tenancy/Tenant.ts';

/** The first path words that name a language: the listing prefix, the offer prefix, the calculator page. */
const localizedFirstWords: readonly Words[] = [listPrefixWords, offerPrefixWords, calculatorPathWords];

/**
 * The language a URL's own words name (`/job-offers/…`, `/oferta-pracy/…`, `/salary-calculator`),
 * or null for a neutral path (`/`, the candidate pages, the mailbox). Absolute URLs and paths alike;
 * the query and fragment are ignored.
 */
export function languageOfUrl(url: string): Language | null {
  const path = url.replace(/^[a-zA-Z][a-zA-Z0-9+.-]*:\/\/[^/?#]*/, '').split(/[?#]/)[0] ?? '';
  const first = path.split('/').find((segment) => segment !== '');
  if (first === undefined) return null;
  let word: string;
  try {
    word = decodeURIComponent(first);
  } catch {
    return null;
  }
  for (const words of localizedFirstWords) {
    const language = languageOfWord(words, word);
    if (language !== null) return language;
  }
  return null;
}

/**
 * The language a page renders in (docs/listing-url.md, "Page language"): the URL's words wherever
 * it has them, so a crawler without cookies sees each language at its own address; the visitor's
 * stored choice (the `lang` cookie) only on neutral paths; else the tenant's default.
 */
export function pageLanguage(url: string, stored: Language | null, tenantDefault: Language): Language {
  return languageOfUrl(url) ?? stored ?? tenantDefault;
}
