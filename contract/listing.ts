import * as t from 'io-ts';
import { queryKey, QueryCommaList, QueryFlag, QueryList, queryMultiselect, QueryNumber, QueryText } from './queryParameters.ts';
import {
  CurrencyKeyCodec,
  EmploymentTypeKeyCodec,
  ExperienceLevelKeyCodec,
  LanguageCodec,
  OrderByCodec,
  SalaryUnitCodec,
  SortByCodec,
  WorkingTimeKeyCodec,
  WorkplaceTypeKeyCodec,
} from './listingKeys.ts';
import { nullable } from './nullable.ts';
import { numberedPage } from './numberedPage.ts';

export * from './listingDictionaries.ts';
export * from './listingKeys.ts';

/**
 * The listing's wire format: the /v2/user-panel family, offers, categories, cities and the filter
 * configuration (the last three and the value keys in their own files, re-exported here). The
 * gateway shapes its answers with these codecs; adapters/http decodes with them.
 */

/** One employment type of an offer, in the currency asked for. `converted`: the figure is not the employer's own. */
export const OfferEmploymentTypeCodec = t.type({
  type: EmploymentTypeKeyCodec,
  from: nullable(t.number),
  to: nullable(t.number),
  currency: CurrencyKeyCodec,
  unit: SalaryUnitCodec,
  gross: t.boolean,
  converted: t.boolean,
  /** What the employer wrote, when `converted`. */
  original: nullable(t.type({ from: nullable(t.number), to: nullable(t.number), currency: CurrencyKeyCodec, unit: SalaryUnitCodec })),
});
export type OfferEmploymentTypeDto = t.TypeOf<typeof OfferEmploymentTypeCodec>;

export const SkillCodec = t.type({ name: t.string, level: t.number });
export const MultilocationCodec = t.type({ city: t.string, slug: t.string });

export const OfferListItemCodec = t.intersection([
  t.type({
    slug: t.string,
    guid: t.string,
    title: t.string,
    employmentTypes: t.array(OfferEmploymentTypeCodec),
    companyLogoThumbUrl: t.string,
    applyUrl: nullable(t.string),
    companyName: t.string,
    workplaceType: WorkplaceTypeKeyCodec,
    experienceLevel: ExperienceLevelKeyCodec,
    workingTime: WorkingTimeKeyCodec,
    city: t.string,
    citySlug: t.string,
    categoryId: t.number,
    latitude: t.number,
    longitude: t.number,
    requiredSkills: t.array(SkillCodec),
    multilocation: t.array(MultilocationCodec),
    /** ISO 8601. */
    publishedAt: t.string,
  }),
  t.partial({ matchPercent: nullable(t.number), isFavorite: t.boolean }),
]);
export type OfferListItemDto = t.TypeOf<typeof OfferListItemCodec>;

/** GET /v2/user-panel/offers/by-cursor: a page of up to `itemsCount` offers from offset `from`. */
export const OffersByCursorCodec = t.type({
  items: t.array(OfferListItemCodec),
  totalCount: t.number,
  /** The `from` of the next page, or null on the last one. */
  nextFrom: nullable(t.number),
  pageSize: t.number,
});
export type OffersByCursorDto = t.TypeOf<typeof OffersByCursorCodec>;

/**
 * GET /v2/user-panel/offers (platform.md 7: "paginated, version 2"): the same search as by-cursor,
 * by page number (`page`, 1-based, at most OFFERS_PAGE_MAX) and page size (`pageSize`, default 20,
 * at most 100), in the shape of the other paged lists (items, hasNextPage, pageNumber).
 */
export const OffersPagedCodec = numberedPage(OfferListItemCodec);
export type OffersPagedDto = t.TypeOf<typeof OffersPagedCodec>;
export const OFFERS_PAGE_SIZE_DEFAULT = 20;
export const OFFERS_PAGE_SIZE_MAX = 100;
export const OFFERS_PAGE_MAX = 1000;

/** A consent an applicant may give (platform.md 3: future and custom consent): its text, and whether the employer asks for it. */
export const OfferConsentTextCodec = t.type({ text: t.string, enabled: t.boolean });

/**
 * What the offer page adds when the gateway has it: the offer's end (`validThrough`, ISO 8601; an
 * employer's offer ends when its publication does), the city's country (ISO 3166 alpha-2), and the
 * employer's fields of platform.md 3 (apply e-mail, contact, information clause, future and custom
 * consent), which only offers published by employers carry.
 */
export const OfferDetailExtrasCodec = t.partial({
  validThrough: t.string,
  countryCode: t.string,
  applyEmail: nullable(t.string),
  contactName: nullable(t.string),
  contactEmail: nullable(t.string),
  contactPhone: nullable(t.string),
  informationClause: nullable(t.string),
  futureConsent: nullable(OfferConsentTextCodec),
  customConsent: nullable(OfferConsentTextCodec),
});

export const OfferDetailCodec = t.intersection([
  OfferListItemCodec,
  t.type({
    id: t.string,
    description: t.string,
    street: t.string,
    companySize: t.string,
    companyUrl: t.string,
    companySlug: t.string,
    optionalSkills: t.array(SkillCodec),
    remoteInterview: t.boolean,
    ukraineFriendly: t.boolean,
    categorySlug: t.string,
  }),
  OfferDetailExtrasCodec,
]);
export type OfferDetailDto = t.TypeOf<typeof OfferDetailCodec>;

const SuggestionCodec = t.type({ title: t.string });
/** GET /v2/user-panel/offers/suggest?query=. */
export const SuggestionsCodec = t.type({ titles: t.array(SuggestionCodec), companies: t.array(SuggestionCodec), skills: t.array(SuggestionCodec) });
export type SuggestionsDto = t.TypeOf<typeof SuggestionsCodec>;
/** Each group of suggestions holds at most this many, the most used first. */
export const SUGGESTIONS_PER_GROUP_MAX = 8;

/** GET /v2/user-panel/offers/count and /all-boards/count. */
export const CountCodec = t.type({ count: t.number });

/** GET /v2/user-panel/offers/count/categories: offers per category under the current filters. */
export const CategoryCountsCodec = t.array(t.type({ categoryId: t.number, count: t.number }));

/** GET /v2/user-panel/offers/clusters (spec: id, count, region, longitude, latitude, categoryId, categoryKey, geoJson). */
export const ClusterCodec = t.type({
  id: t.string,
  count: t.number,
  region: t.string,
  longitude: t.number,
  latitude: t.number,
  categoryId: nullable(t.number),
  categoryKey: nullable(t.string),
  geoJson: nullable(t.unknown),
});
export const ClusterListCodec = t.array(ClusterCodec);

/** GET /v2/user-panel/offers/markers: single offers when zoomed in. */
export const MarkerCodec = t.type({ slug: t.string, title: t.string, companyName: t.string, latitude: t.number, longitude: t.number });
export const MarkerListCodec = t.array(MarkerCodec);
/** An area shows at most this many markers, the newest offers. */
export const MARKERS_MAX = 500;

/** GET /v2/user-panel/offers/active-slug/{slug}. */
export const ActiveSlugCodec = t.type({ slug: t.string, active: t.boolean });

/** GET /v2/user-panel/offer-lookalikes/{slug}. */
export const LookalikesCodec = t.array(OfferListItemCodec);
/** At most this many offers like the one shown. */
export const LOOKALIKES_MAX = 8;

/** GET /company/{slug}/short-info. */
export const CompanyShortInfoCodec = t.type({
  slug: t.string,
  name: t.string,
  logoUrl: t.string,
  shortDescription: t.string,
  companyType: t.string,
  size: t.string,
  url: t.string,
  offersCount: t.number,
});

/** POST /v1/views. */
export const OfferViewCodec = t.type({ brand: t.string, offerSlug: t.string, visitedAt: t.string });

/** GET /v2/user-panel/offers/popular?perPage&page: the tenant's most viewed offers (last 30 days), then the newest. */
export const PopularOffersCodec = t.type({
  items: t.array(OfferListItemCodec),
  page: t.number,
  perPage: t.number,
  hasNextPage: t.boolean,
});
export type PopularOffersDto = t.TypeOf<typeof PopularOffersCodec>;

/**
 * The listing query, the one definition of it: filters, page, sort, currency and language of the
 * offer routes (by-cursor reads all of it; count, category counts, clusters and markers the filters
 * and currency). Every field is optional; `query` is one more keyword. On the wire (queryParameters.ts)
 * lists repeat their key, categories and multiselects may also be comma-separated, a flag is 1.
 * OfferSearchHttp encodes it; the gateway decodes it a parameter at a time, dropping one it cannot read.
 */
export const ListingQuery = t.partial({
  categories: QueryCommaList,
  keywords: QueryList,
  query: QueryList,
  companyNames: QueryList,
  skills: QueryList,
  jobTitles: QueryList,
  withSalary: QueryFlag,
  remoteWorkOptions: queryMultiselect(WorkplaceTypeKeyCodec),
  remote: QueryFlag,
  city: QueryText,
  cityRadiusKm: QueryNumber,
  salaryMin: QueryNumber,
  salaryMax: QueryNumber,
  ukraineFriendly: QueryFlag,
  experienceLevels: queryMultiselect(ExperienceLevelKeyCodec),
  employmentTypes: queryMultiselect(EmploymentTypeKeyCodec),
  workingTimes: queryMultiselect(WorkingTimeKeyCodec),
  currency: queryKey(CurrencyKeyCodec),
  from: QueryNumber,
  itemsCount: QueryNumber,
  sortBy: queryKey(SortByCodec),
  orderBy: queryKey(OrderByCodec),
  lang: queryKey(LanguageCodec),
});
export type ListingQuery = t.TypeOf<typeof ListingQuery>;
