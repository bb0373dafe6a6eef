import { boolean, FIELD, nullableText, number, record, text, textOf } from '../shared/delimited.ts';
import type { ListingVocabulary } from './ListingVocabulary.ts';
import type { Category, City } from './Offer.ts';

/**
 * A category as one string of delimited fields (`core/shared/delimited.ts`): its depth in the tree
 * and its own fields, as `entry` below lays them out. The categories travel as a
 * list in tree order, each child after its parent; being main and the parent's key and value follow
 * from that order, so they are not written (ADR 36).
 */
export type PackedCategory = string;

/** A city as one string, its fields as `city` below lays them out. */
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

type OwnFields = Omit<Category, 'isMain' | 'parentKey' | 'parentValue' | 'children'>;

/** A category's own fields and its depth in the tree, as one entry of the list. */
interface Entry extends OwnFields {
  readonly depth: number;
}

const entry = record<Entry>(FIELD, {
  depth: number,
  value: number,
  slug: text,
  seoSlug: text,
  label: text,
  icon: nullableText,
  redirectTo: nullableText,
  static: boolean,
});

const city = record<City>(FIELD, {
  slug: text,
  label: text,
  value: text,
  group: textOf(),
  tenantGroup: textOf(),
  countryCode: text,
  latitude: number,
  longitude: number,
});

function packCategories(categories: readonly Category[], depth = 0): PackedCategory[] {
  return categories.flatMap((category) => [
    entry.write({ depth, ...category, icon: category.icon ?? null }),
    ...packCategories(category.children, depth + 1),
  ]);
}

/** The categories at `depth` from `start` on, each with the deeper ones that follow it as children. */
function unpackCategories(
  entries: readonly Entry[],
  start: number,
  depth: number,
  parent: Category | null,
): { categories: Category[]; next: number } {
  const categories: Category[] = [];
  let next = start;
  while (next < entries.length && entries[next]!.depth === depth) {
    const { depth: _depth, ...own } = entries[next]!;
    const shell = { ...own, isMain: parent === null, parentKey: parent?.slug ?? null, parentValue: parent?.value ?? null, children: [] };
    const nested = unpackCategories(entries, next + 1, depth + 1, shell);
    categories.push({ ...shell, children: nested.categories });
    next = nested.next;
  }
  return { categories, next };
}

export function packVocabulary(vocabulary: ListingVocabulary): PackedVocabulary {
  return { configuration: vocabulary.configuration, categories: packCategories(vocabulary.categories), cities: vocabulary.cities.map(city.write) };
}

export function unpackVocabulary(packed: PackedVocabulary): ListingVocabulary {
  const { categories, next } = unpackCategories(packed.categories.map(entry.read), 0, 0, null);
  if (next !== packed.categories.length) throw new Error(`Category ${next} is deeper than the one before it allows`);
  return { configuration: packed.configuration, categories, cities: packed.cities.map(city.read) };
}
