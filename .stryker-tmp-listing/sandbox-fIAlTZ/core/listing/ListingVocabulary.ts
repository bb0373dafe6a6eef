// @ts-nocheck
import type { ListingConfiguration } from './ListingConfiguration.ts';
import type { Category, City } from './Offer.ts';

/**
 * What parsing and building listing URLs need to know: the filter configuration (known values,
 * ranges, radius options), the tenant's categories (main ones, with their children) and cities.
 * Category and city slugs are the same in both languages, so one vocabulary serves both.
 */
export interface ListingVocabulary {
  readonly configuration: ListingConfiguration;
  readonly categories: readonly Category[];
  readonly cities: readonly City[];
}

/** A main category by its SEO slug or slug, case-insensitively. */
export function findMainCategory(vocabulary: ListingVocabulary, slug: string): Category | undefined {
  const lower = slug.toLowerCase();
  return vocabulary.categories.find((category) => category.seoSlug.toLowerCase() === lower || category.slug.toLowerCase() === lower);
}

/** A child of `category` by its SEO slug or slug, case-insensitively. */
export function findSubcategory(category: Category, slug: string): Category | undefined {
  const lower = slug.toLowerCase();
  return category.children.find((child) => child.seoSlug.toLowerCase() === lower || child.slug.toLowerCase() === lower);
}

export function findCity(vocabulary: ListingVocabulary, slug: string): City | undefined {
  const lower = slug.toLowerCase();
  return vocabulary.cities.find((city) => city.slug.toLowerCase() === lower);
}
