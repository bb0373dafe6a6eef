import type { OfferCard, Skill } from '../Offer.ts';

/**
 * An offer as a listing page carries it to the browser: what its card and the map show, and no more.
 * A listing sends a hundred of them in its loader data beside their cards' HTML, so each field left
 * out is left out a hundred times (issue "fast on a phone", item 4: the page's weight).
 */
export interface ListedOffer extends Pick<
  OfferCard,
  | 'slug'
  | 'guid'
  | 'title'
  | 'employmentTypes'
  | 'companyLogoThumbUrl'
  | 'companyName'
  | 'workplaceType'
  | 'city'
  | 'latitude'
  | 'longitude'
  | 'multilocation'
  | 'publishedAt'
  | 'matchPercent'
> {
  /** The card names the skills; their levels are the offer page's. */
  readonly requiredSkills: readonly Pick<Skill, 'name'>[];
}

/** The listed form of an offer: its apply address, levels, working time, category and city slug stay behind. */
export function listedOffer(offer: OfferCard): ListedOffer {
  return {
    slug: offer.slug,
    guid: offer.guid,
    title: offer.title,
    employmentTypes: offer.employmentTypes,
    companyLogoThumbUrl: offer.companyLogoThumbUrl,
    companyName: offer.companyName,
    workplaceType: offer.workplaceType,
    city: offer.city,
    latitude: offer.latitude,
    longitude: offer.longitude,
    multilocation: offer.multilocation,
    publishedAt: offer.publishedAt,
    requiredSkills: offer.requiredSkills.map(({ name }) => ({ name })),
    ...(offer.matchPercent !== undefined && offer.matchPercent !== null ? { matchPercent: offer.matchPercent } : {}),
  };
}
