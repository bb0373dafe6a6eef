import type { OfferDetail } from '../listing/Offer.ts';

/**
 * How an offer takes applications: on the board (an employer's offer that names no address of its
 * own: the application form, the panel's pipeline), elsewhere (its apply address or e-mail: the
 * board only records the click and later asks "did you apply?"), or not at all (a demo offer
 * without an address).
 */
export type ApplyChannel = { readonly kind: 'board' } | { readonly kind: 'external'; readonly url: string } | { readonly kind: 'none' };

const isEmployerOffer = (offer: OfferDetail): boolean => offer.applyEmail !== undefined || offer.informationClause !== undefined;

export function applyChannel(offer: OfferDetail): ApplyChannel {
  if (offer.applyUrl !== null && offer.applyUrl.trim() !== '') return { kind: 'external', url: offer.applyUrl };
  if (offer.applyEmail) return { kind: 'external', url: `mailto:${offer.applyEmail}` };
  return isEmployerOffer(offer) ? { kind: 'board' } : { kind: 'none' };
}
