import type { ListingDictionaries } from '../../core/listing/ListingDictionaries.ts';
import type { OfferSearch } from '../../core/listing/OfferSearch.ts';
import type { LoadRecentLocations } from '../../core/listing/recent/LoadRecentLocations.ts';
import type { RecentSearches } from '../../core/listing/recent/RecentSearches.ts';
import type { RememberLocation } from '../../core/listing/recent/RememberLocation.ts';
import type { RememberSearch } from '../../core/listing/recent/RememberSearch.ts';
import type { CountOffersByCategory } from '../../core/listing/search/CountOffersByCategory.ts';
import type { LoadListingVocabulary } from '../../core/listing/search/LoadListingVocabulary.ts';
import type { LoadMapOffers } from '../../core/listing/search/LoadMapOffers.ts';
import type { PreviewOfferCount } from '../../core/listing/search/PreviewOfferCount.ts';
import type { SearchOffers } from '../../core/listing/search/SearchOffers.ts';
import type { SuggestSearch } from '../../core/listing/search/SuggestSearch.ts';
import { token } from '../kernel/Token.ts';

/** The listing: search, count preview, map, suggestions, vocabulary and the last searches. */
export const ListingKeys = {
  OfferSearch: token<OfferSearch>('listing.OfferSearch'),
  ListingDictionaries: token<ListingDictionaries>('listing.ListingDictionaries'),
  RecentSearches: token<RecentSearches>('listing.RecentSearches'),
  SearchOffers: token<SearchOffers>('listing.SearchOffers'),
  PreviewOfferCount: token<PreviewOfferCount>('listing.PreviewOfferCount'),
  CountOffersByCategory: token<CountOffersByCategory>('listing.CountOffersByCategory'),
  LoadMapOffers: token<LoadMapOffers>('listing.LoadMapOffers'),
  SuggestSearch: token<SuggestSearch>('listing.SuggestSearch'),
  LoadListingVocabulary: token<LoadListingVocabulary>('listing.LoadListingVocabulary'),
  RememberSearch: token<RememberSearch>('listing.RememberSearch'),
  RememberLocation: token<RememberLocation>('listing.RememberLocation'),
  LoadRecentLocations: token<LoadRecentLocations>('listing.LoadRecentLocations'),
} as const;
