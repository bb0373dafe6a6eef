import { ListingDictionariesHttp } from '../../adapters/http/listing/ListingDictionariesHttp.ts';
import { OfferSearchHttp } from '../../adapters/http/listing/OfferSearchHttp.ts';
import { ListingDictionariesInMemory, type ListingDictionariesData } from '../../adapters/in-memory/listing/ListingDictionariesInMemory.ts';
import { OfferSearchInMemory, type OfferSearchData } from '../../adapters/in-memory/listing/OfferSearchInMemory.ts';
import { RecentSearchesInMemory } from '../../adapters/in-memory/listing/RecentSearchesInMemory.ts';
import { RecentSearchesLocalStorage } from '../../adapters/storage/RecentSearchesLocalStorage.ts';
import type { ListingDictionaries } from '../../core/listing/ListingDictionaries.ts';
import type { OfferSearch } from '../../core/listing/OfferSearch.ts';
import type { RecentSearches } from '../../core/listing/recent/RecentSearches.ts';
import { LoadRecentLocations } from '../../core/listing/recent/LoadRecentLocations.ts';
import { RememberLocation } from '../../core/listing/recent/RememberLocation.ts';
import { RememberSearch } from '../../core/listing/recent/RememberSearch.ts';
import { CountOffersByCategory } from '../../core/listing/search/CountOffersByCategory.ts';
import { LoadListingVocabulary } from '../../core/listing/search/LoadListingVocabulary.ts';
import { LoadMapOffers } from '../../core/listing/search/LoadMapOffers.ts';
import { PreviewOfferCount } from '../../core/listing/search/PreviewOfferCount.ts';
import { SearchOffers } from '../../core/listing/search/SearchOffers.ts';
import { SuggestSearch } from '../../core/listing/search/SuggestSearch.ts';
import { adapterModule } from '../kernel/adapterModule.ts';
import { contextModule, pick, type ContextModule, valuesModule } from '../kernel/ContextModule.ts';
import { provideClass, provideEach } from '../kernel/provide.ts';
import { httpAdapterDeps } from '../shared/sharedKeys.ts';
import { ListingKeys as K } from './listingKeys.ts';

export const listingUseCases: ContextModule = contextModule(
  'listing.useCases',
  pick(
    K,
    'SearchOffers',
    'PreviewOfferCount',
    'CountOffersByCategory',
    'LoadMapOffers',
    'SuggestSearch',
    'LoadListingVocabulary',
    'RememberSearch',
    'RememberLocation',
    'LoadRecentLocations',
  ),
  (container) => {
    provideEach(container, K, [K.OfferSearch], { SearchOffers, PreviewOfferCount, CountOffersByCategory, LoadMapOffers });
    provideClass(container, K.SuggestSearch, SuggestSearch, [K.OfferSearch, K.RecentSearches]);
    provideClass(container, K.LoadListingVocabulary, LoadListingVocabulary, [K.ListingDictionaries]);
    provideEach(container, K, [K.RecentSearches], { RememberSearch, RememberLocation, LoadRecentLocations });
  },
);

/** The listing's gateway ports, for the container's tenant. */
export const listingHttp: ContextModule = adapterModule('listing.http', K, httpAdapterDeps, {
  OfferSearch: OfferSearchHttp,
  ListingDictionaries: ListingDictionariesHttp,
});

/** Last searches and locations live in the visitor's browser, per tenant. */
export const recentSearchesInBrowser = (tenantId: string): ContextModule =>
  contextModule('listing.recentInBrowser', pick(K, 'RecentSearches'), (container) => {
    container.bind(K.RecentSearches).toConstantValue(new RecentSearchesLocalStorage(tenantId));
  });

/** Where there is no browser (a server render, the CLI, a test): none kept beyond this container. */
export const recentSearchesInMemory = (recent: RecentSearches = new RecentSearchesInMemory()): ContextModule =>
  valuesModule('listing.recentInMemory', K, { RecentSearches: recent });

export interface ListingTestPorts {
  readonly offerSearch?: OfferSearch;
  readonly offers?: OfferSearchData;
  readonly dictionaries?: ListingDictionaries;
  readonly dictionaryData?: ListingDictionariesData;
}

/** The listing's gateway ports in memory, for tests and demos: no offers unless given. */
export const listingInMemory = (ports: ListingTestPorts = {}): ContextModule =>
  contextModule('listing.inMemory', pick(K, 'OfferSearch', 'ListingDictionaries'), (container) => {
    container.bind(K.OfferSearch).toConstantValue(ports.offerSearch ?? new OfferSearchInMemory(ports.offers ?? { offers: [] }));
    container
      .bind(K.ListingDictionaries)
      .toConstantValue(ports.dictionaries ?? new ListingDictionariesInMemory(ports.dictionaryData ?? { categories: [], cities: [] }));
  });
