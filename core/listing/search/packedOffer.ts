import type { OfferEmploymentType, OffersPage } from '../Offer.ts';
import { listedOffer, type ListedOffer } from './listedOffer.ts';

type Original = NonNullable<OfferEmploymentType['original']>;

/** A salary as a tuple, in `OfferEmploymentType`'s order; what the employer wrote last, or null. */
export type PackedEmployment = readonly [
  type: OfferEmploymentType['type'],
  unit: OfferEmploymentType['unit'],
  gross: boolean,
  from: number | null,
  to: number | null,
  currency: OfferEmploymentType['currency'],
  converted: boolean,
  original: readonly [from: number | null, to: number | null, currency: Original['currency'], unit: Original['unit']] | null,
];

/**
 * A listed offer as a tuple. A listing page sends a hundred offers in its loader data, which names
 * every field of every object: as tuples the field names go once with the code, not a hundred
 * times with the page (issue "fast on a phone", item 4: the page's weight; ADR 35).
 */
export type PackedOffer = readonly [
  slug: string,
  guid: string,
  title: string,
  employmentTypes: readonly PackedEmployment[],
  companyLogoThumbUrl: string,
  companyName: string,
  workplaceType: ListedOffer['workplaceType'],
  city: string,
  latitude: number,
  longitude: number,
  multilocation: readonly (readonly [city: string, slug: string])[],
  publishedAt: string,
  skillNames: readonly string[],
  matchPercent: number | null,
];

/** A results page whose offers travel packed. */
export interface PackedOffersPage extends Omit<OffersPage, 'items'> {
  readonly items: readonly PackedOffer[];
}

function packEmployment(employment: OfferEmploymentType): PackedEmployment {
  const { original } = employment;
  return [
    employment.type,
    employment.unit,
    employment.gross,
    employment.from,
    employment.to,
    employment.currency,
    employment.converted,
    original ? [original.from, original.to, original.currency, original.unit] : null,
  ];
}

function unpackEmployment([type, unit, gross, from, to, currency, converted, original]: PackedEmployment): OfferEmploymentType {
  return {
    type,
    unit,
    gross,
    from,
    to,
    currency,
    converted,
    original: original === null ? null : { from: original[0], to: original[1], currency: original[2], unit: original[3] },
  };
}

export function packOffer(offer: ListedOffer): PackedOffer {
  return [
    offer.slug,
    offer.guid,
    offer.title,
    offer.employmentTypes.map(packEmployment),
    offer.companyLogoThumbUrl,
    offer.companyName,
    offer.workplaceType,
    offer.city,
    offer.latitude,
    offer.longitude,
    offer.multilocation.map(({ city, slug }) => [city, slug] as const),
    offer.publishedAt,
    offer.requiredSkills.map(({ name }) => name),
    offer.matchPercent ?? null,
  ];
}

export function unpackOffer(packed: PackedOffer): ListedOffer {
  const [slug, guid, title, employment, logo, companyName, workplaceType, city, latitude, longitude, locations, publishedAt, skills, matchPercent] =
    packed;
  return {
    slug,
    guid,
    title,
    employmentTypes: employment.map(unpackEmployment),
    companyLogoThumbUrl: logo,
    companyName,
    workplaceType,
    city,
    latitude,
    longitude,
    multilocation: locations.map(([locationCity, locationSlug]) => ({ city: locationCity, slug: locationSlug })),
    publishedAt,
    requiredSkills: skills.map((name) => ({ name })),
    ...(matchPercent !== null ? { matchPercent } : {}),
  };
}

/** A packed offer's slug, without unpacking the rest (the listing's JSON-LD needs only its offers' addresses). */
export const packedOfferSlug = (packed: PackedOffer): string => packed[0];

/** A results page as a listing's loader sends it: each offer listed, then packed. */
export function packedOffersPage(page: OffersPage): PackedOffersPage {
  return { ...page, items: page.items.map((offer) => packOffer(listedOffer(offer))) };
}
