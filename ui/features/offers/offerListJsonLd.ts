import type { OfferCard } from '../../../core/listing/Offer.ts';
import { buildOfferPath } from '../../../core/listing/url/routeWords.ts';
import type { Language } from '../../../core/tenancy/Tenant.ts';

export interface JsonLdContext {
  readonly origin: string;
  readonly language: Language;
}

export type Json = { readonly [key: string]: unknown };

export const offerUrl = (offer: Pick<OfferCard, 'slug'>, context: JsonLdContext) =>
  `${context.origin}${buildOfferPath(offer.slug, context.language)}`;

/**
 * What a listing page tells search engines: the list of its offers' pages, in order (schema.org
 * ItemList). Search engines take JobPosting data from the page of each offer, not from pages that
 * list jobs, and the cards already carry every offer once. The elements are the pages' addresses as
 * text, which schema.org allows: a `ListItem` around each would repeat its type and position a
 * hundred times for no reader (no search engine shows job listings as a carousel; ADR 36).
 */
export function offerListJsonLd(offers: readonly Pick<OfferCard, 'slug'>[], context: JsonLdContext): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    numberOfItems: offers.length,
    itemListElement: offers.map((offer) => offerUrl(offer, context)),
  };
}
