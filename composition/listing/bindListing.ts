import type { Container } from 'inversify';
import { ListingDictionariesInMemory, type ListingDictionariesData } from '../../adapters/in-memory/ListingDictionariesInMemory.ts';
import { OfferSearchInMemory, type OfferSearchData } from '../../adapters/in-memory/OfferSearchInMemory.ts';
import { RecentSearchesInMemory } from '../../adapters/in-memory/RecentSearchesInMemory.ts';
import { LoadListingVocabulary } from '../../core/listing/LoadListingVocabulary.ts';
import { LoadRecentLocations } from '../../core/listing/LoadRecentLocations.ts';
import { PreviewOfferCount } from '../../core/listing/PreviewOfferCount.ts';
import { CountOffersByCategory } from '../../core/listing/CountOffersByCategory.ts';
import { LoadMapOffers } from '../../core/listing/LoadMapOffers.ts';
import { RememberLocation } from '../../core/listing/RememberLocation.ts';
import { RememberSearch } from '../../core/listing/RememberSearch.ts';
import { SearchOffers } from '../../core/listing/SearchOffers.ts';
import { SuggestSearch } from '../../core/listing/SuggestSearch.ts';
import { GetOffer } from '../../core/offers/GetOffer.ts';
import { GetSimilarOffers } from '../../core/offers/GetSimilarOffers.ts';
import { RecordOfferView } from '../../core/offers/RecordOfferView.ts';
import { provide } from '../provide.ts';
import { T } from '../tokens.ts';

/**
 * The listing's and offer page's use cases. Their ports (OfferSearch, ListingDictionaries,
 * RecentSearches) are bound by each container: HTTP and browser storage, or in memory in tests.
 */
export function bindListingUseCases(container: Container): void {
  provide(container, T.SearchOffers, [T.OfferSearch], (offers) => new SearchOffers(offers));
  provide(container, T.PreviewOfferCount, [T.OfferSearch], (offers) => new PreviewOfferCount(offers));
  provide(container, T.CountOffersByCategory, [T.OfferSearch], (offers) => new CountOffersByCategory(offers));
  provide(container, T.LoadMapOffers, [T.OfferSearch], (offers) => new LoadMapOffers(offers));
  provide(container, T.SuggestSearch, [T.OfferSearch, T.RecentSearches], (offers, recent) => new SuggestSearch(offers, recent));
  provide(container, T.LoadListingVocabulary, [T.ListingDictionaries], (dictionaries) => new LoadListingVocabulary(dictionaries));
  provide(container, T.RememberSearch, [T.RecentSearches], (recent) => new RememberSearch(recent));
  provide(container, T.RememberLocation, [T.RecentSearches], (recent) => new RememberLocation(recent));
  provide(container, T.LoadRecentLocations, [T.RecentSearches], (recent) => new LoadRecentLocations(recent));
  provide(container, T.GetOffer, [T.OfferSearch], (offers) => new GetOffer(offers));
  provide(container, T.GetSimilarOffers, [T.OfferSearch], (offers) => new GetSimilarOffers(offers));
  provide(container, T.RecordOfferView, [T.OfferSearch, T.Clock], (offers, clock) => new RecordOfferView(offers, clock));
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
