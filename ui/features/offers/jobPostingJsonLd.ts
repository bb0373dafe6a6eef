import type { EmploymentType, WorkingTime } from '../../../core/listing/FilterValues.ts';
import type { OfferCard, OfferDetail, SalaryUnit } from '../../../core/listing/Offer.ts';
import { buildOfferPath } from '../../../core/listing/url/routeWords.ts';
import { excerpt } from '../../../core/offers/offerDisplay.ts';
import type { Language } from '../../../core/tenancy/Tenant.ts';

/** schema.org JobPosting employment types for the board's contract types and working times. */
const byContract: Readonly<Record<EmploymentType, string>> = {
  permanent: 'FULL_TIME',
  b2b: 'CONTRACTOR',
  mandate_contract: 'CONTRACTOR',
  contract: 'CONTRACTOR',
  internship: 'INTERN',
};
const byWorkingTime: Readonly<Record<WorkingTime, string>> = {
  full_time: 'FULL_TIME',
  part_time: 'PART_TIME',
  practice_internship: 'INTERN',
  freelance: 'CONTRACTOR',
};
const unitText: Readonly<Record<SalaryUnit, string>> = { hour: 'HOUR', day: 'DAY', month: 'MONTH', year: 'YEAR' };

export interface JsonLdContext {
  readonly origin: string;
  readonly language: Language;
}

type Json = { readonly [key: string]: unknown };

const offerUrl = (offer: Pick<OfferCard, 'slug'>, context: JsonLdContext) => `${context.origin}${buildOfferPath(offer.slug, context.language)}`;

/**
 * What a listing page tells search engines: the list of its offers' pages, in order (schema.org
 * ItemList). Search engines take JobPosting data from the page of each offer, not from pages that
 * list jobs, and the cards already carry every offer once.
 */
export function offerListJsonLd(offers: readonly Pick<OfferCard, 'slug'>[], context: JsonLdContext): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    numberOfItems: offers.length,
    itemListElement: offers.map((offer, index) => ({ '@type': 'ListItem', position: index + 1, url: offerUrl(offer, context) })),
  };
}

/**
 * A JobPosting (schema.org) for an offer's page: title, description, dates (posted, and
 * `validThrough` when the offer has an end), the hiring company, where (a place with its country, or
 * remote as TELECOMMUTE), employment types, the salary range when one is given, and `directApply`:
 * true when the candidate applies here rather than on the company's site (no apply URL).
 */
export function jobPostingJsonLd(offer: OfferDetail, context: JsonLdContext): Json {
  const employmentType = [...new Set([byWorkingTime[offer.workingTime], ...offer.employmentTypes.map((employment) => byContract[employment.type])])];
  const salaried = offer.employmentTypes.find((employment) => employment.from !== null || employment.to !== null);
  const place: Json = {
    '@type': 'Place',
    address: {
      '@type': 'PostalAddress',
      addressLocality: offer.city,
      ...(offer.street !== '' ? { streetAddress: offer.street } : {}),
      ...(offer.countryCode ? { addressCountry: offer.countryCode } : {}),
    },
    geo: { '@type': 'GeoCoordinates', latitude: offer.latitude, longitude: offer.longitude },
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: offer.title,
    description: excerpt(offer.description),
    identifier: { '@type': 'PropertyValue', name: offer.companyName, value: offer.guid },
    url: offerUrl(offer, context),
    datePosted: offer.publishedAt,
    ...(offer.validThrough ? { validThrough: offer.validThrough } : {}),
    directApply: offer.applyUrl === null,
    employmentType,
    hiringOrganization: {
      '@type': 'Organization',
      name: offer.companyName,
      ...(offer.companyUrl !== '' ? { sameAs: offer.companyUrl } : {}),
    },
    jobLocation: place,
    ...(offer.workplaceType === 'remote' ? { jobLocationType: 'TELECOMMUTE' } : {}),
    ...(salaried
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: salaried.currency.toUpperCase(),
            value: {
              '@type': 'QuantitativeValue',
              ...(salaried.from !== null ? { minValue: salaried.from } : {}),
              ...(salaried.to !== null ? { maxValue: salaried.to } : {}),
              unitText: unitText[salaried.unit],
            },
          },
        }
      : {}),
    skills: [...offer.requiredSkills, ...offer.optionalSkills].map((skill) => skill.name).join(', '),
  };
}
