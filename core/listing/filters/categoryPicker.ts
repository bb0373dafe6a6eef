import type { Category } from '../Offer.ts';

/** The category bar shows this many main categories before "show more". */
export const INITIAL_CATEGORIES_SHOWN = 8;

/** The slug left out of every category picker. */
export const HIDDEN_PICKER_CATEGORY = 'it';

/** The main categories a picker offers: all but 'it'. */
export function pickerCategories(categories: readonly Category[]): readonly Category[] {
  return categories.filter((category) => category.slug !== HIDDEN_PICKER_CATEGORY);
}

/** What the bar shows: the first 8 of the picker's categories, or all once expanded; and whether "show more" is offered. */
export function visibleCategories(
  categories: readonly Category[],
  expanded: boolean,
): { readonly shown: readonly Category[]; readonly hasMore: boolean } {
  const offered = pickerCategories(categories);
  const hasMore = offered.length > INITIAL_CATEGORIES_SHOWN;
  return { shown: expanded || !hasMore ? offered : offered.slice(0, INITIAL_CATEGORIES_SHOWN), hasMore: hasMore && !expanded };
}

/** A static category opens its external address instead of filtering. */
export function externalTarget(category: Category): string | null {
  return category.redirectTo !== null && category.redirectTo !== '' ? category.redirectTo : null;
}
