import { calculatorHref, calculatorPath, parseCalculatorQuery } from '../calculator/calculatorQuery.ts';
import type { ListingVocabulary } from '../listing/ListingVocabulary.ts';
import { buildListingUrl } from '../listing/url/buildListingUrl.ts';
import { parseListingUrl } from '../listing/url/parseListingUrl.ts';
import { readResultsPage, withResultsPage } from '../listing/url/resultsPage.ts';
import { calculatorPathWords, languageOfWord, offerPrefixWords } from '../listing/url/routeWords.ts';
import type { Language } from '../tenancy/Tenant.ts';

/**
 * The same page in another language's words, for the language switch: a listing keeps its
 * filters and results page (parsed, then built in `language`), an offer keeps its slug, the
 * calculator keeps its inputs. A neutral path (`/`, the candidate pages) stays as it is: the
 * stored language decides there. `vocabulary` is the tenant's, to read a listing; without it a
 * listing keeps its address (the switch then stores the language and the URL still decides).
 */
export function localizedPath(path: string, language: Language, vocabulary: ListingVocabulary | null): string {
  const { pathname, search } = splitPath(path);
  const segments = pathname.split('/').filter((segment) => segment !== '');
  const [first, ...rest] = segments;
  if (first === undefined) return path;

  if (languageOfWord(offerPrefixWords, first) !== null && rest.length === 1) return `/${offerPrefixWords[language]}/${rest[0]}${search}`;
  if (languageOfWord(calculatorPathWords, first) !== null && rest.length === 0) {
    const query = parseCalculatorQuery(new URLSearchParams(search));
    return query.amount === null ? calculatorPath(language) : calculatorHref({ ...query.settings, amount: query.amount }, language);
  }
  if (vocabulary === null) return path;
  const parsed = parseListingUrl(path, vocabulary);
  if (parsed.kind === 'not-listing') return path;
  const page = readResultsPage(new URLSearchParams(search));
  return withResultsPage(buildListingUrl(parsed.filters, language, vocabulary), page, language);
}

function splitPath(path: string): { pathname: string; search: string } {
  const withoutHash = path.split('#')[0] ?? '';
  const question = withoutHash.indexOf('?');
  return question === -1 ? { pathname: withoutHash, search: '' } : { pathname: withoutHash.slice(0, question), search: withoutHash.slice(question) };
}
