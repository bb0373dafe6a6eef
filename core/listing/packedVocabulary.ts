import type { ListingVocabulary } from './ListingVocabulary.ts';
import type { Category, City } from './Offer.ts';

/** A category as a tuple, in `Category`'s order, its children packed alike. */
export type PackedCategory = readonly [
  value: number,
  slug: string,
  seoSlug: string,
  label: string,
  isMain: boolean,
  parentKey: string | null,
  parentValue: number | null,
  icon: string | null,
  redirectTo: string | null,
  isStatic: boolean,
  children: readonly PackedCategory[],
];

/** A city as a tuple, in `City`'s order. */
export type PackedCity = readonly [
  slug: string,
  label: string,
  value: string,
  group: City['group'],
  tenantGroup: City['tenantGroup'],
  countryCode: string,
  latitude: number,
  longitude: number,
];

/**
 * The listing vocabulary as a page's loader data carries it to the browser (the listing's and the
 * home page's search bar): about 80 categories and 60 cities as tuples, so that their field names
 * are not written once per entry (ADR 35). The filter configuration goes as it is.
 */
export interface PackedVocabulary {
  readonly configuration: ListingVocabulary['configuration'];
  readonly categories: readonly PackedCategory[];
  readonly cities: readonly PackedCity[];
}

function packCategory(category: Category): PackedCategory {
  return [
    category.value,
    category.slug,
    category.seoSlug,
    category.label,
    category.isMain,
    category.parentKey ?? null,
    category.parentValue ?? null,
    category.icon ?? null,
    category.redirectTo ?? null,
    category.static,
    category.children.map(packCategory),
  ];
}

function unpackCategory([
  value,
  slug,
  seoSlug,
  label,
  isMain,
  parentKey,
  parentValue,
  icon,
  redirectTo,
  isStatic,
  children,
]: PackedCategory): Category {
  return { value, slug, seoSlug, label, isMain, parentKey, parentValue, icon, redirectTo, static: isStatic, children: children.map(unpackCategory) };
}

const packCity = (city: City): PackedCity => [
  city.slug,
  city.label,
  city.value,
  city.group,
  city.tenantGroup,
  city.countryCode,
  city.latitude,
  city.longitude,
];

const unpackCity = ([slug, label, value, group, tenantGroup, countryCode, latitude, longitude]: PackedCity): City => ({
  slug,
  label,
  value,
  group,
  tenantGroup,
  countryCode,
  latitude,
  longitude,
});

export function packVocabulary(vocabulary: ListingVocabulary): PackedVocabulary {
  return { configuration: vocabulary.configuration, categories: vocabulary.categories.map(packCategory), cities: vocabulary.cities.map(packCity) };
}

export function unpackVocabulary(packed: PackedVocabulary): ListingVocabulary {
  return { configuration: packed.configuration, categories: packed.categories.map(unpackCategory), cities: packed.cities.map(unpackCity) };
}
