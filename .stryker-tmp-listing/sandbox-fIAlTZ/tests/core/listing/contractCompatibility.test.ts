// @ts-nocheck
import { describe, expect, it } from 'vitest';
import type {
  CategoryDto,
  CityDto,
  ListingConfigurationDto,
  OfferDetailDto,
  OffersByCursorDto,
  OfferListItemDto,
  SuggestionsDto,
} from '../../../contract/listing.ts';
import type { ListingConfiguration } from '../../../core/listing/ListingConfiguration.ts';
import type { Category, City, OfferCard, OfferDetail, OffersPage, Suggestions } from '../../../core/listing/Offer.ts';

/**
 * The HTTP adapter returns decoded DTOs as core's types. These assignments stop compiling (in
 * `tsc`, part of `npm test`) the day the contract and core drift apart.
 */
type Assignable<From, To> = [From] extends [To] ? true : false;
const checks: ReadonlyArray<true> = [
  true satisfies Assignable<OfferListItemDto, OfferCard>,
  true satisfies Assignable<OfferDetailDto, OfferDetail>,
  true satisfies Assignable<OffersByCursorDto, OffersPage>,
  true satisfies Assignable<CategoryDto, Category>,
  true satisfies Assignable<CityDto, City>,
  true satisfies Assignable<ListingConfigurationDto, ListingConfiguration>,
  true satisfies Assignable<SuggestionsDto, Suggestions>,
];

describe('contract and core', () => {
  it('the contract’s DTOs are core’s types', () => {
    expect(checks.every(Boolean)).toBe(true);
  });
});
