import { GetOffer } from '../../core/offers/GetOffer.ts';
import { GetSimilarOffers } from '../../core/offers/GetSimilarOffers.ts';
import { RecordOfferView } from '../../core/offers/RecordOfferView.ts';
import { contextModule, type ContextModule } from '../kernel/ContextModule.ts';
import { provideClass, provideEach } from '../kernel/provide.ts';
import { ListingKeys } from '../listing/listingKeys.ts';
import { SharedKeys } from '../shared/sharedKeys.ts';
import { OffersKeys as K } from './offersKeys.ts';

/** The offer page's use cases, over the listing's OfferSearch port. */
export const offersUseCases: ContextModule = contextModule('offers.useCases', K, (container) => {
  provideEach(container, K, [ListingKeys.OfferSearch], { GetOffer, GetSimilarOffers });
  provideClass(container, K.RecordOfferView, RecordOfferView, [ListingKeys.OfferSearch, SharedKeys.Clock]);
});
