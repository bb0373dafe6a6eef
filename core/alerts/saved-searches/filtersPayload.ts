import { buildListingUrl } from '../../listing/url/buildListingUrl.ts';
import type { Currency, FilterValues } from '../../listing/FilterValues.ts';
import type { ListingVocabulary } from '../../listing/ListingVocabulary.ts';
import { parseListingUrl } from '../../listing/url/parseListingUrl.ts';
import type { Language } from '../../tenancy/Tenant.ts';
import { defaultAlertName, plainTagLabels, tagLabelsFromVocabulary, type TagLabels } from '../alertName.ts';
import type { FiltersPayload } from '../JobFilter.ts';

/**
 * The filters payload of a listing's filter state. Salary ranges carry the currency the listing is
 * shown in. View-only state (sort, map, radius) is not part of a saved search.
 */
export function toFiltersPayload(values: FilterValues, currency: Currency): FiltersPayload {
  const categories = values.subcategories.length > 0 ? [...values.subcategories] : values.category === null ? [] : [values.category];
  return {
    categories,
    localization: values.city === null || values.remote ? null : { city: values.city },
    salary: values.salary === null ? null : { from: values.salary[0], to: values.salary[1], currency },
    employmentTypes: [...values.employmentTypes],
    experiences: [...values.experienceLevels],
    workingTimes: [...values.workingTimes],
    remoteWorkOptions: [...values.remoteWorkOptions],
    friendlyOffer: values.ukraineFriendly,
    remote: values.remote,
    withSalary: values.withSalary,
    search: {
      keywords: [...values.keywords],
      companyNames: [...values.companyNames],
      skills: [...values.skills],
      jobTitles: [...values.jobTitles],
    },
  };
}

/** A listing search as a saved search needs it: the canonical URL, the payload and the default name. */
export interface SearchDescription {
  readonly searchUrl: string;
  readonly filters: FiltersPayload;
  readonly defaultName: string;
}

/**
 * The saved-search view of a filter state. The URL is the canonical one (`buildListingUrl`), so two
 * spellings of one search are one saved search. The default name reads as the labels a person saw:
 * category and city names from the vocabulary, the rest (contract types, switches) from `labels`,
 * which the web app fills from its texts ("B2B", not "b2b").
 */
export function describeSearch(
  values: FilterValues,
  language: Language,
  vocabulary: ListingVocabulary,
  currency: Currency,
  labels: TagLabels = plainTagLabels,
): SearchDescription {
  const filters = toFiltersPayload(values, currency);
  return {
    searchUrl: buildListingUrl(values, language, vocabulary),
    filters,
    defaultName: defaultAlertName(filters, tagLabelsFromVocabulary(vocabulary, labels)),
  };
}

/** `describeSearch` of a listing URL (absolute, or path and query), or null when it is not a listing URL. */
export function describeListingUrl(
  url: string,
  vocabulary: ListingVocabulary,
  currency: Currency = vocabulary.configuration.defaultCurrency,
): SearchDescription | null {
  const parsed = parseListingUrl(url, vocabulary);
  return parsed.kind === 'listing' ? describeSearch(parsed.filters, parsed.language, vocabulary, currency) : null;
}
