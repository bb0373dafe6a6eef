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
  /** The country (ISO 3166 alpha-2) of a city slug, for cards, which do not carry it (the listing's vocabulary knows). */
  readonly countryOf?: (citySlug: string) => string | undefined;
}

type Json = { readonly [key: string]: unknown };

const isDetail = (offer: OfferCard | OfferDetail): offer is OfferDetail => 'description' in offer;

/**
 * A JobPosting (schema.org) for an offer: title, description, dates (posted, and `validThrough`
 * when the offer page knows its end), the hiring company, where (a place with its country, or remote
 * as TELECOMMUTE), employment types, the salary range when one is given, and `directApply`: true
 * when the candidate applies here rather than on the company's site (an offer without an apply URL).
 */
export function jobPostingJsonLd(offer: OfferCard | OfferDetail, context: JsonLdContext): Json {
  const detail = isDetail(offer) ? offer : null;
  const employmentType = [...new Set([byWorkingTime[offer.workingTime], ...offer.employmentTypes.map((employment) => byContract[employment.type])])];
  const salaried = offer.employmentTypes.find((employment) => employment.from !== null || employment.to !== null);
  const country = detail?.countryCode ?? context.countryOf?.(offer.citySlug);
  const place: Json = {
    '@type': 'Place',
    address: {
      '@type': 'PostalAddress',
      addressLocality: offer.city,
      ...(detail && detail.street !== '' ? { streetAddress: detail.street } : {}),
      ...(country ? { addressCountry: country } : {}),
    },
    geo: { '@type': 'GeoCoordinates', latitude: offer.latitude, longitude: offer.longitude },
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: offer.title,
    description: detail ? excerpt(detail.description) : `${offer.title}, ${offer.companyName}, ${offer.city}`,
    identifier: { '@type': 'PropertyValue', name: offer.companyName, value: offer.guid },
    url: `${context.origin}${buildOfferPath(offer.slug, context.language)}`,
    datePosted: offer.publishedAt,
    ...(detail?.validThrough ? { validThrough: detail.validThrough } : {}),
    directApply: offer.applyUrl === null,
    employmentType,
    hiringOrganization: {
      '@type': 'Organization',
      name: offer.companyName,
      ...(detail && detail.companyUrl !== '' ? { sameAs: detail.companyUrl } : {}),
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
    ...(detail ? { skills: [...detail.requiredSkills, ...detail.optionalSkills].map((skill) => skill.name).join(', ') } : {}),
  };
}
