import type { Container } from 'inversify';
import { ListingDictionariesInMemory, type ListingDictionariesData } from '../../adapters/in-memory/listing/ListingDictionariesInMemory.ts';
import { OfferSearchInMemory, type OfferSearchData } from '../../adapters/in-memory/listing/OfferSearchInMemory.ts';
import { RecentSearchesInMemory } from '../../adapters/in-memory/listing/RecentSearchesInMemory.ts';
import { LoadListingVocabulary } from '../../core/listing/search/LoadListingVocabulary.ts';
import { LoadRecentLocations } from '../../core/listing/recent/LoadRecentLocations.ts';
import { PreviewOfferCount } from '../../core/listing/search/PreviewOfferCount.ts';
import { CountOffersByCategory } from '../../core/listing/search/CountOffersByCategory.ts';
import { LoadMapOffers } from '../../core/listing/search/LoadMapOffers.ts';
import { RememberLocation } from '../../core/listing/recent/RememberLocation.ts';
import { RememberSearch } from '../../core/listing/recent/RememberSearch.ts';
import { SearchOffers } from '../../core/listing/search/SearchOffers.ts';
import { SuggestSearch } from '../../core/listing/search/SuggestSearch.ts';
import { GetOffer } from '../../core/offers/GetOffer.ts';
import { GetSimilarOffers } from '../../core/offers/GetSimilarOffers.ts';
import { RecordOfferView } from '../../core/offers/RecordOfferView.ts';
import { provideClass } from '../provide.ts';
import { T } from '../tokens.ts';

/**
 * The listing's and offer page's use cases. Their ports (OfferSearch, ListingDictionaries,
 * RecentSearches) are bound by each container: HTTP and browser storage, or in memory in tests.
 */
export function bindListingUseCases(container: Container): void {
  provideClass(container, T.SearchOffers, SearchOffers, [T.OfferSearch]);
  provideClass(container, T.PreviewOfferCount, PreviewOfferCount, [T.OfferSearch]);
  provideClass(container, T.CountOffersByCategory, CountOffersByCategory, [T.OfferSearch]);
  provideClass(container, T.LoadMapOffers, LoadMapOffers, [T.OfferSearch]);
  provideClass(container, T.SuggestSearch, SuggestSearch, [T.OfferSearch, T.RecentSearches]);
  provideClass(container, T.LoadListingVocabulary, LoadListingVocabulary, [T.ListingDictionaries]);
  provideClass(container, T.RememberSearch, RememberSearch, [T.RecentSearches]);
  provideClass(container, T.RememberLocation, RememberLocation, [T.RecentSearches]);
  provideClass(container, T.LoadRecentLocations, LoadRecentLocations, [T.RecentSearches]);
  provideClass(container, T.GetOffer, GetOffer, [T.OfferSearch]);
  provideClass(container, T.GetSimilarOffers, GetSimilarOffers, [T.OfferSearch]);
  provideClass(container, T.RecordOfferView, RecordOfferView, [T.OfferSearch, T.Clock]);
}

/** The listing's ports in memory, for tests and demos (use cases are bound by bindUseCases). */
export function bindListingInMemory(
  container: Container,
  data: { readonly offers: OfferSearchData; readonly dictionaries: ListingDictionariesData; readonly recent?: RecentSearchesInMemory },
): void {
  container.bind(T.OfferSearch).toConstantValue(new OfferSearchInMemory(data.offers));
  container.bind(T.ListingDictionaries).toConstantValue(new ListingDictionariesInMemory(data.dictionaries));
  container.bind(T.RecentSearches).toConstantValue(data.recent ?? new RecentSearchesInMemory());
}
