import type { GetOffer } from '../../core/offers/GetOffer.ts';
import type { GetSimilarOffers } from '../../core/offers/GetSimilarOffers.ts';
import type { RecordOfferView } from '../../core/offers/RecordOfferView.ts';
import { token } from '../kernel/Token.ts';

/** The offer page (its port is the listing's OfferSearch). */
export const OffersKeys = {
  GetOffer: token<GetOffer>('offers.GetOffer'),
  GetSimilarOffers: token<GetSimilarOffers>('offers.GetSimilarOffers'),
  RecordOfferView: token<RecordOfferView>('offers.RecordOfferView'),
} as const;
