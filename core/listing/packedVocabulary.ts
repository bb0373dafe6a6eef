import {
  booleanText,
  escapeText,
  FIELD,
  nullableText,
  numberText,
  readBoolean,
  readNullableText,
  splitExactly,
  unescapeText,
} from '../shared/delimited.ts';
import type { ListingVocabulary } from './ListingVocabulary.ts';
import type { Category, City } from './Offer.ts';

/**
 * A category as one string of delimited fields (`core/shared/delimited.ts`): its depth in the tree,
 * value, slug, SEO slug, label, icon, address and whether it is static. The categories travel as a
 * list in tree order, each child after its parent; being main and the parent's key and value follow
 * from that order, so they are not written (ADR 36).
 */
export type PackedCategory = string;

/** A city as one string: slug, label, value, group, tenant's group, country, latitude, longitude. */
export type PackedCity = string;

/**
 * The listing vocabulary as a page's loader data carries it to the browser (the listing's and the
 * home page's search bar): about 80 categories and 60 cities as delimited strings, so that neither
 * their field names nor a reference per value are written once per entry (ADRs 35 and 36). The
 * filter configuration goes as it is.
 */
export interface PackedVocabulary {
  readonly configuration: ListingVocabulary['configuration'];
  readonly categories: readonly PackedCategory[];
  readonly cities: readonly PackedCity[];
}

const CATEGORY_FIELDS = 8;
const CITY_FIELDS = 8;

function packCategories(categories: readonly Category[], depth = 0): PackedCategory[] {
  return categories.flatMap((category) => [
    [
      numberText(depth),
      numberText(category.value),
      escapeText(category.slug),
      escapeText(category.seoSlug),
      escapeText(category.label),
      nullableText(category.icon ?? null),
      nullableText(category.redirectTo ?? null),
      booleanText(category.static),
    ].join(FIELD),
    ...packCategories(category.children, depth + 1),
  ]);
}

interface Unpacked {
  readonly depth: number;
  readonly category: Omit<Category, 'isMain' | 'parentKey' | 'parentValue' | 'children'>;
}

function readCategory(packed: PackedCategory): Unpacked {
  const [depth = '', value = '', slug = '', seoSlug = '', label = '', icon = '', redirectTo = '', isStatic = ''] = splitExactly(
    packed,
    FIELD,
    CATEGORY_FIELDS,
  );
  return {
    depth: Number(depth),
    category: {
      value: Number(value),
      slug: unescapeText(slug),
      seoSlug: unescapeText(seoSlug),
      label: unescapeText(label),
      icon: readNullableText(icon),
      redirectTo: readNullableText(redirectTo),
      static: readBoolean(isStatic),
    },
  };
}

/** The categories at `depth` from `start` on, each with the deeper ones that follow it as children. */
function unpackCategories(
  entries: readonly Unpacked[],
  start: number,
  depth: number,
  parent: Category | null,
): { categories: Category[]; next: number } {
  const categories: Category[] = [];
  let next = start;
  while (next < entries.length && entries[next]!.depth === depth) {
    const own = entries[next]!.category;
    const shell = { ...own, isMain: parent === null, parentKey: parent?.slug ?? null, parentValue: parent?.value ?? null, children: [] };
    const nested = unpackCategories(entries, next + 1, depth + 1, shell);
    categories.push({ ...shell, children: nested.categories });
    next = nested.next;
  }
  return { categories, next };
}

const packCity = (city: City): PackedCity =>
  [
    escapeText(city.slug),
    escapeText(city.label),
    escapeText(city.value),
    escapeText(city.group),
    escapeText(city.tenantGroup),
    escapeText(city.countryCode),
    numberText(city.latitude),
    numberText(city.longitude),
  ].join(FIELD);

function unpackCity(packed: PackedCity): City {
  const [slug = '', label = '', value = '', group = '', tenantGroup = '', countryCode = '', latitude = '', longitude = ''] = splitExactly(
    packed,
    FIELD,
    CITY_FIELDS,
  );
  return {
    slug: unescapeText(slug),
    label: unescapeText(label),
    value: unescapeText(value),
    group: unescapeText(group) as City['group'],
    tenantGroup: unescapeText(tenantGroup) as City['tenantGroup'],
    countryCode: unescapeText(countryCode),
    latitude: Number(latitude),
    longitude: Number(longitude),
  };
}

export function packVocabulary(vocabulary: ListingVocabulary): PackedVocabulary {
  return { configuration: vocabulary.configuration, categories: packCategories(vocabulary.categories), cities: vocabulary.cities.map(packCity) };
}

export function unpackVocabulary(packed: PackedVocabulary): ListingVocabulary {
  const { categories, next } = unpackCategories(packed.categories.map(readCategory), 0, 0, null);
  if (next !== packed.categories.length) throw new Error(`Category ${next} is deeper than the one before it allows`);
  return { configuration: packed.configuration, categories, cities: packed.cities.map(unpackCity) };
}
