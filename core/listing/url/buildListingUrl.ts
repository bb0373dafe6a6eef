import type { Language } from '../../tenancy/Tenant.ts';
import { defaultSort, type FilterValues } from '../FilterValues.ts';
import { validMultiselect, validSalaryRange, validSortText, validTextList, wellFormed } from './filterRules.ts';
import { findCity, findMainCategory, type ListingVocabulary } from '../ListingVocabulary.ts';
import { allLocationsWords, listPrefixWords, parameterWords, remoteWords, TRUE_VALUE, type Words } from './routeWords.ts';

/**
 * The canonical listing URL (path and query) of a filter state, in the words of `language`:
 * one state, one URL. Values the vocabulary does not know are left out, as are defaults (radius
 * 30, published sort, the full salary range, false switches). Multiselect values come in the
 * configuration's order, subcategories in their category's order; free text keeps its order.
 * `parseListingUrl` of the result gives the same state back.
 */
export function buildListingUrl(filters: FilterValues, language: Language, vocabulary: ListingVocabulary): string {
  const query = queryParameters(filters, vocabulary)
    .map(([words, value]) => `${words[language]}=${value}`)
    .join('&');
  return `${buildListingPath(filters, language, vocabulary)}${query === '' ? '' : `?${query}`}`;
}

/** Just the path: /{prefix}/{location}[/{category}[/{subcategories}]]. */
export function buildListingPath(filters: FilterValues, language: Language, vocabulary: ListingVocabulary): string {
  const segments = [listPrefixWords[language], locationSegment(filters, language, vocabulary)];
  const category = filters.category === null ? undefined : findMainCategory(vocabulary, filters.category);
  if (category !== undefined && category.slug === filters.category) {
    segments.push(encodeText(category.seoSlug));
    const chosen = new Set(filters.subcategories);
    const subcategories = category.children.filter((child) => chosen.has(child.slug)).map((child) => encodeText(child.seoSlug));
    if (subcategories.length > 0) segments.push(subcategories.join(','));
  }
  return `/${segments.join('/')}`;
}

function locationSegment(filters: FilterValues, language: Language, vocabulary: ListingVocabulary): string {
  if (filters.remote) return remoteWords[language];
  const city = filters.city === null ? undefined : findCity(vocabulary, filters.city);
  return city === undefined ? allLocationsWords[language] : encodeText(city.slug);
}

/** [parameter words, encoded value] in the canonical order. */
function queryParameters(filters: FilterValues, vocabulary: ListingVocabulary): Array<readonly [Words, string]> {
  const { configuration } = vocabulary;
  const entries: Array<readonly [Words, string]> = [];
  const salary = validSalaryRange(configuration, filters.salary);
  for (const [field, words] of parameterWords) {
    switch (field) {
      case 'keywords':
      case 'skills':
      case 'companyNames':
      case 'jobTitles':
        for (const value of validTextList(filters[field])) entries.push([words, encodeText(value)]);
        break;
      case 'employmentTypes':
      case 'experienceLevels':
      case 'remoteWorkOptions':
      case 'workingTimes': {
        const values: readonly string[] = validMultiselect(configuration, field, filters[field]).filter(
          (value) => !impliedByPath(filters, field, value),
        );
        if (values.length > 0) entries.push([words, values.join(',')]);
        break;
      }
      case 'salary':
        if (salary !== null) entries.push([words, `${salary[0]},${salary[1]}`]);
        break;
      case 'withSalary':
      case 'ukraineFriendly':
      case 'showMap':
        if (filters[field] === true) entries.push([words, TRUE_VALUE]);
        break;
      case 'cityRadiusKm':
        if (filters.cityRadiusKm !== configuration.defaultRadiusKm && configuration.radiusOptions.includes(filters.cityRadiusKm)) {
          entries.push([words, String(filters.cityRadiusKm)]);
        }
        break;
      case 'sort': {
        const sort = validSortText(filters.sort);
        if (sort !== defaultSort) entries.push([words, sort]);
      }
    }
  }
  return entries;
}

/** The remote slug already says the workplace filter's remote option: the query does not repeat it. */
const impliedByPath = (filters: FilterValues, field: string, value: string): boolean =>
  filters.remote && field === 'remoteWorkOptions' && value === 'remote';

/** Percent-encoding that cannot throw (a lone surrogate becomes U+FFFD first). */
const encodeText = (text: string): string => encodeURIComponent(wellFormed(text));
