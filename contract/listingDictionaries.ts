import * as t from 'io-ts';
import { CurrencyKeyCodec } from './listingKeys.ts';
import { nullable } from './nullable.ts';

/**
 * The listing's dictionaries on the wire: the category tree, the cities, the filter configuration
 * and the labelled value lists. `contract/listing.ts` re-exports them with the offer codecs.
 */

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

/** GET /employment-types, /workplace-types/unique, /technologies, /currencies?lang=: a value and its label in the language. */
export const DictionaryEntryCodec = t.type({ value: t.string, label: t.string });
export const DictionaryCodec = t.array(DictionaryEntryCodec);
export type DictionaryDto = t.TypeOf<typeof DictionaryCodec>;
