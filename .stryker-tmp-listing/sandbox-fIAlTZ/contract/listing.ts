// @ts-nocheck
import * as t from 'io-ts';

/**
 * The listing's wire format: the /v2/user-panel family, offers, categories, cities and the filter
 * configuration. The gateway shapes its answers with these codecs; adapters/http decodes with them.
 */

export const EmploymentTypeKeyCodec = t.keyof({ permanent: null, b2b: null, mandate_contract: null, contract: null, internship: null });
export type EmploymentTypeKey = t.TypeOf<typeof EmploymentTypeKeyCodec>;
export const ExperienceLevelKeyCodec = t.keyof({ trainee: null, junior: null, mid: null, senior: null, manager: null });
export const WorkplaceTypeKeyCodec = t.keyof({ remote: null, hybrid: null, office: null });
export const WorkingTimeKeyCodec = t.keyof({ full_time: null, part_time: null, practice_internship: null, freelance: null });
export const CurrencyKeyCodec = t.keyof({ pln: null, eur: null, usd: null, gbp: null, chf: null });
export type CurrencyKey = t.TypeOf<typeof CurrencyKeyCodec>;
export const SalaryUnitCodec = t.keyof({ hour: null, day: null, month: null, year: null });

const nullable = <C extends t.Mixed>(codec: C) => t.union([codec, t.null]);

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
]);
export type OfferDetailDto = t.TypeOf<typeof OfferDetailCodec>;

/** A category as the client sees it (spec: value, slug, seoSlug, label, isMain, parentKey, ...). */
export interface CategoryDto {
  value: number;
  slug: string;
  seoSlug: string;
  label: string;
  isMain: boolean;
  parentKey: string | null;
  parentValue: number | null;
  icon: string | null;
  redirectTo: string | null;
  static: boolean;
  children: CategoryDto[];
}
export const CategoryCodec: t.Type<CategoryDto> = t.recursion('Category', () =>
  t.type({
    value: t.number,
    slug: t.string,
    seoSlug: t.string,
    label: t.string,
    isMain: t.boolean,
    parentKey: nullable(t.string),
    parentValue: nullable(t.number),
    icon: nullable(t.string),
    redirectTo: nullable(t.string),
    static: t.boolean,
    children: t.array(CategoryCodec),
  }),
);
/** GET /categories?lang=: the tenant's main categories with their children. */
export const CategoryListCodec = t.array(CategoryCodec);

/** A city in the location picker: `group` 'top' (popular) or 'list'; `tenantGroup` the tenant's own grouping. */
export const CityCodec = t.type({
  slug: t.string,
  label: t.string,
  value: t.string,
  group: t.keyof({ top: null, list: null }),
  tenantGroup: t.keyof({ popularPoland: null, popularWorld: null, popular: null, other: null }),
  countryCode: t.string,
  latitude: t.number,
  longitude: t.number,
});
export type CityDto = t.TypeOf<typeof CityCodec>;
export const CityListCodec = t.array(CityCodec);

/** One filter of the configuration (spec: frontendKey, backendKey, type; ranges with min and max). */
export const FilterConfigParameterCodec = t.intersection([
  t.type({ frontendKey: t.string, backendKey: t.string, type: t.keyof({ multiselect: null, range: null, boolean: null }) }),
  t.partial({ min: t.number, max: t.number, options: t.array(t.string) }),
]);
export type FilterConfigParameterDto = t.TypeOf<typeof FilterConfigParameterCodec>;

/** GET /v2/user-panel/configuration. */
export const ListingConfigurationCodec = t.intersection([
  t.type({
    filters: t.array(FilterConfigParameterCodec),
    radiusOptions: t.array(t.number),
    defaultRadiusKm: t.number,
    remoteSlug: t.string,
    allLocationsSlug: t.string,
    defaultCurrency: CurrencyKeyCodec,
    currencies: t.array(CurrencyKeyCodec),
    pageSize: t.number,
  }),
  /** Added by the gateway: the listing URL's first segment in the language asked for (oferty-pracy, job-offers). */
  t.partial({ listPrefix: t.string }),
]);
export type ListingConfigurationDto = t.TypeOf<typeof ListingConfigurationCodec>;

const SuggestionCodec = t.type({ title: t.string });
/** GET /v2/user-panel/offers/suggest?query=. */
export const SuggestionsCodec = t.type({ titles: t.array(SuggestionCodec), companies: t.array(SuggestionCodec), skills: t.array(SuggestionCodec) });
export type SuggestionsDto = t.TypeOf<typeof SuggestionsCodec>;

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

/** GET /v2/user-panel/offers/active-slug/{slug}. */
export const ActiveSlugCodec = t.type({ slug: t.string, active: t.boolean });

/** GET /v2/user-panel/offer-lookalikes/{slug}. */
export const LookalikesCodec = t.array(OfferListItemCodec);

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

/** GET /employment-types, /workplace-types/unique, /technologies, /currencies?lang=: a value and its label in the language. */
export const DictionaryEntryCodec = t.type({ value: t.string, label: t.string });
export const DictionaryCodec = t.array(DictionaryEntryCodec);
export type DictionaryDto = t.TypeOf<typeof DictionaryCodec>;
