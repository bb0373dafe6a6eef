import type { Kysely, Selectable } from 'kysely';
import type { CategoriesTable, CitiesTable, Schema } from '../db/Schema.ts';

export type CategoryRow = Omit<Selectable<CategoriesTable>, 'created_at' | 'updated_at'>;
export type CityRow = Selectable<CitiesTable>;

/**
 * Categories and cities: a few hundred rows that every offer query consults (to turn a category
 * slug into ids, a city into coordinates). Read in one go and kept for a short while by the caller.
 */
export interface ReferenceData {
  readonly categories: readonly CategoryRow[];
  readonly cities: readonly CityRow[];
  readonly cityBySlug: ReadonlyMap<string, CityRow>;
  readonly categoryById: ReadonlyMap<number, CategoryRow>;
}

export async function loadReferenceData(db: Kysely<Schema>): Promise<ReferenceData> {
  const [categories, cities] = await Promise.all([
    db
      .selectFrom('categories')
      .select(['id', 'tenant_id', 'slug', 'parent_id', 'label_pl', 'label_en', 'position', 'depth', 'lft', 'rgt', 'icon', 'redirect_to'])
      .orderBy('tenant_id')
      .orderBy('lft')
      .execute(),
    db.selectFrom('cities').selectAll().orderBy('position').orderBy('slug').execute(),
  ]);
  return {
    categories,
    cities,
    cityBySlug: new Map(cities.map((city) => [city.slug, city])),
    categoryById: new Map(categories.map((category) => [category.id, category])),
  };
}

/**
 * The ids a category filter stands for: each named category of the tenant (by slug or id) with
 * everything under it in the nested set. Names that are not the tenant's are dropped.
 */
export function resolveCategoryIds(reference: ReferenceData, tenantId: string, wanted: readonly (string | number)[]): number[] {
  const own = reference.categories.filter((category) => category.tenant_id === tenantId);
  const named = own.filter((category) => wanted.includes(category.slug) || wanted.includes(category.id));
  const ids = new Set<number>();
  for (const parent of named) {
    for (const category of own) if (category.lft >= parent.lft && category.rgt <= parent.rgt) ids.add(category.id);
  }
  return [...ids].sort((a, b) => a - b);
}

/** The main category (depth 0) a category belongs to. */
export function mainCategoryOf(reference: ReferenceData, id: number): CategoryRow | undefined {
  let category = reference.categoryById.get(id);
  while (category && category.parent_id !== null) category = reference.categoryById.get(category.parent_id);
  return category;
}
