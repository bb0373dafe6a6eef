import {
  boolean,
  FIELD,
  isoTimeAsEpoch,
  list,
  nullableNumber,
  number,
  optionalNumber,
  orNull,
  PART,
  record,
  SUBPART,
  text,
  textOf,
  unescapeText,
} from '../../shared/delimited.ts';
import type { OfferEmploymentType, OffersPage } from '../Offer.ts';
import { listedOffer, type ListedOffer } from './listedOffer.ts';

/**
 * A listed offer as one string of delimited fields (`core/shared/delimited.ts`), in the order of
 * `offerRecord` below; the publication time as milliseconds since the epoch. A listing page sends a hundred offers in
 * its loader data, whose format writes every value of an object or tuple as a reference to a quoted
 * entry; one string an offer leaves out the references, the field names and most of the quoting
 * (issue "fast on a phone", item 4: the page's weight; ADRs 35 and 36).
 */
export type PackedOffer = string;

/** A results page whose offers travel packed. */
export interface PackedOffersPage extends Omit<OffersPage, 'items'> {
  readonly items: readonly PackedOffer[];
}

type Original = NonNullable<OfferEmploymentType['original']>;

const original = record<Original>(SUBPART, {
  from: nullableNumber,
  to: nullableNumber,
  currency: textOf(),
  unit: textOf(),
});

const employment = record<OfferEmploymentType>(PART, {
  type: textOf(),
  unit: textOf(),
  gross: boolean,
  from: nullableNumber,
  to: nullableNumber,
  currency: textOf(),
  converted: boolean,
  original: orNull(original),
});

const offerRecord = record<ListedOffer>(FIELD, {
  slug: text,
  guid: text,
  title: text,
  employmentTypes: list(employment),
  companyLogoThumbUrl: text,
  companyName: text,
  workplaceType: textOf(),
  city: text,
  latitude: number,
  longitude: number,
  multilocation: list(record(PART, { city: text, slug: text })),
  publishedAt: isoTimeAsEpoch,
  requiredSkills: list(record(PART, { name: text })),
  matchPercent: optionalNumber,
});

export const packOffer: (offer: ListedOffer) => PackedOffer = offerRecord.write;

export const unpackOffer: (packed: PackedOffer) => ListedOffer = offerRecord.read;

/** A packed offer's slug, without unpacking the rest (the listing's JSON-LD needs only its offers' addresses). */
export const packedOfferSlug = (packed: PackedOffer): string => unescapeText(packed.slice(0, packed.indexOf(FIELD)));

/** A results page as a listing's loader sends it: each offer listed, then packed. */
export function packedOffersPage(page: OffersPage): PackedOffersPage {
  return { ...page, items: page.items.map((offer) => packOffer(listedOffer(offer))) };
}
