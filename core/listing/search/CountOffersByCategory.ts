import { okAsync, type ResultAsync } from 'neverthrow';
import type { GatewayFailure } from '../../shared/Failure.ts';
import type { UseCase } from '../../shared/UseCase.ts';
import type { Currency, FilterValues } from '../FilterValues.ts';
import type { CategoryCount } from '../Offer.ts';
import type { OfferSearch } from '../OfferSearch.ts';
import type { ListingSearchInput } from './ListingSearchInput.ts';
import { toCountRequest } from './toSearchQuery.ts';

export type CountOffersByCategoryInput = ListingSearchInput;

/** Offers per category id; empty when there is nothing to show them on. */
export type CategoryCounts = ReadonlyMap<number, number>;

/** The chips show what choosing each category would give: the other filters apply, the category choice does not. */
export const categoryCountRequest = (filters: FilterValues, currency: Currency) =>
  toCountRequest({ ...filters, category: null, subcategories: [] }, currency);

export const toCategoryCounts = (counts: readonly CategoryCount[]): CategoryCounts => new Map(counts.map((entry) => [entry.categoryId, entry.count]));

/**
 * Offer counts for the category navigation under a chosen category: the category's own and each
 * subcategory's, under the other filters. Without a chosen category no chips show counts, so no call.
 */
export class CountOffersByCategory implements UseCase<CountOffersByCategoryInput, CategoryCounts, GatewayFailure> {
  constructor(private readonly offers: OfferSearch) {}

  execute(input: CountOffersByCategoryInput): ResultAsync<CategoryCounts, GatewayFailure> {
    if (input.filters.category === null) return okAsync(new Map());
    return this.offers.categoryCounts(categoryCountRequest(input.filters, input.currency), input.signal).map(toCategoryCounts);
  }
}
