import type { EmploymentType, WorkingTime } from '../../../core/listing/FilterValues.ts';
import type { OfferDetail, SalaryUnit } from '../../../core/listing/Offer.ts';
import { excerpt } from '../../../core/offers/offerDisplay.ts';
import { offerUrl, type JsonLdContext, type Json } from './offerListJsonLd.ts';

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
