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

const isDetail = (offer: OfferCard | OfferDetail): offer is OfferDetail => 'description' in offer;

/**
 * A JobPosting (schema.org) for an offer: title, description, dates, the hiring company, where
 * (a place, or remote as TELECOMMUTE), employment types and the salary range when one is given.
 */
export function jobPostingJsonLd(offer: OfferCard | OfferDetail, context: JsonLdContext): Json {
  const detail = isDetail(offer) ? offer : null;
  const employmentType = [...new Set([byWorkingTime[offer.workingTime], ...offer.employmentTypes.map((employment) => byContract[employment.type])])];
  const salaried = offer.employmentTypes.find((employment) => employment.from !== null || employment.to !== null);
  const place: Json = {
    '@type': 'Place',
    address: {
      '@type': 'PostalAddress',
      addressLocality: offer.city,
      ...(detail && detail.street !== '' ? { streetAddress: detail.street } : {}),
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
