import {
  booleanText,
  escapeText,
  FIELD,
  listText,
  nullableNumberText,
  numberText,
  PART,
  readBoolean,
  readList,
  readNullableNumber,
  splitExactly,
  SUBPART,
  unescapeText,
} from '../../shared/delimited.ts';
import type { OfferEmploymentType, OffersPage } from '../Offer.ts';
import { listedOffer, type ListedOffer } from './listedOffer.ts';

/**
 * A listed offer as one string of delimited fields (`core/shared/delimited.ts`), in this order: slug,
 * guid, title, salaries, logo, company, workplace, city, latitude, longitude, other locations,
 * publication (milliseconds since the epoch), skills, match. A listing page sends a hundred offers in
 * its loader data, whose format writes every value of an object or tuple as a reference to a quoted
 * entry; one string an offer leaves out the references, the field names and most of the quoting
 * (issue "fast on a phone", item 4: the page's weight; ADRs 35 and 36).
 */
export type PackedOffer = string;

/** A results page whose offers travel packed. */
export interface PackedOffersPage extends Omit<OffersPage, 'items'> {
  readonly items: readonly PackedOffer[];
}

const OFFER_FIELDS = 14;
const EMPLOYMENT_PARTS = 8;
const ORIGINAL_PARTS = 4;

type Original = NonNullable<OfferEmploymentType['original']>;

function packOriginal(original: Original | null): string {
  if (original === null) return '';
  return [nullableNumberText(original.from), nullableNumberText(original.to), escapeText(original.currency), escapeText(original.unit)].join(SUBPART);
}

function unpackOriginal(text: string): Original | null {
  if (text === '') return null;
  const [from = '', to = '', currency = '', unit = ''] = splitExactly(text, SUBPART, ORIGINAL_PARTS);
  return {
    from: readNullableNumber(from),
    to: readNullableNumber(to),
    currency: unescapeText(currency) as Original['currency'],
    unit: unescapeText(unit) as Original['unit'],
  };
}

function packEmployment(employment: OfferEmploymentType): string {
  return [
    escapeText(employment.type),
    escapeText(employment.unit),
    booleanText(employment.gross),
    nullableNumberText(employment.from),
    nullableNumberText(employment.to),
    escapeText(employment.currency),
    booleanText(employment.converted),
    packOriginal(employment.original),
  ].join(PART);
}

function unpackEmployment(text: string): OfferEmploymentType {
  const [type = '', unit = '', gross = '', from = '', to = '', currency = '', converted = '', original = ''] = splitExactly(
    text,
    PART,
    EMPLOYMENT_PARTS,
  );
  return {
    type: unescapeText(type) as OfferEmploymentType['type'],
    unit: unescapeText(unit) as OfferEmploymentType['unit'],
    gross: readBoolean(gross),
    from: readNullableNumber(from),
    to: readNullableNumber(to),
    currency: unescapeText(currency) as OfferEmploymentType['currency'],
    converted: readBoolean(converted),
    original: unpackOriginal(original),
  };
}

export function packOffer(offer: ListedOffer): PackedOffer {
  return [
    escapeText(offer.slug),
    escapeText(offer.guid),
    escapeText(offer.title),
    listText(offer.employmentTypes.map(packEmployment)),
    escapeText(offer.companyLogoThumbUrl),
    escapeText(offer.companyName),
    escapeText(offer.workplaceType),
    escapeText(offer.city),
    numberText(offer.latitude),
    numberText(offer.longitude),
    listText(offer.multilocation.map(({ city, slug }) => [escapeText(city), escapeText(slug)].join(PART))),
    numberText(Date.parse(offer.publishedAt)),
    listText(offer.requiredSkills.map(({ name }) => escapeText(name))),
    nullableNumberText(offer.matchPercent ?? null),
  ].join(FIELD);
}

function unpackLocation(text: string): ListedOffer['multilocation'][number] {
  const [city = '', slug = ''] = splitExactly(text, PART, 2);
  return { city: unescapeText(city), slug: unescapeText(slug) };
}

export function unpackOffer(packed: PackedOffer): ListedOffer {
  const [
    slug = '',
    guid = '',
    title = '',
    employment = '',
    logo = '',
    companyName = '',
    workplaceType = '',
    city = '',
    latitude = '',
    longitude = '',
    locations = '',
    publishedAt = '',
    skills = '',
    matchPercent = '',
  ] = splitExactly(packed, FIELD, OFFER_FIELDS);
  const match = readNullableNumber(matchPercent);
  return {
    slug: unescapeText(slug),
    guid: unescapeText(guid),
    title: unescapeText(title),
    employmentTypes: readList(employment).map(unpackEmployment),
    companyLogoThumbUrl: unescapeText(logo),
    companyName: unescapeText(companyName),
    workplaceType: unescapeText(workplaceType) as ListedOffer['workplaceType'],
    city: unescapeText(city),
    latitude: Number(latitude),
    longitude: Number(longitude),
    multilocation: readList(locations).map(unpackLocation),
    publishedAt: new Date(Number(publishedAt)).toISOString(),
    requiredSkills: readList(skills).map((name) => ({ name: unescapeText(name) })),
    ...(match !== null ? { matchPercent: match } : {}),
  };
}

/** A packed offer's slug, without unpacking the rest (the listing's JSON-LD needs only its offers' addresses). */
export const packedOfferSlug = (packed: PackedOffer): string => unescapeText(packed.slice(0, packed.indexOf(FIELD)));

/** A results page as a listing's loader sends it: each offer listed, then packed. */
export function packedOffersPage(page: OffersPage): PackedOffersPage {
  return { ...page, items: page.items.map((offer) => packOffer(listedOffer(offer))) };
}
