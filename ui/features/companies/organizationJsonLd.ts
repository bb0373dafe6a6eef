import type { CompanyProfile } from '../../../core/companies/Company.ts';

type Json = { readonly [key: string]: unknown };

/** "11-50" → {minValue: 11, maxValue: 50}; "5000+" → {minValue: 5000}. */
function employees(size: string): Json | null {
  const range = /^(\d+)\s*-\s*(\d+)$/.exec(size.trim());
  if (range) return { '@type': 'QuantitativeValue', minValue: Number(range[1]), maxValue: Number(range[2]) };
  const open = /^(\d+)\+$/.exec(size.trim());
  return open ? { '@type': 'QuantitativeValue', minValue: Number(open[1]) } : null;
}

const absolute = (url: string, origin: string) => (/^https?:\/\//.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`);

/**
 * An Organization (schema.org) for a company's page: its name, page and site, logo, description,
 * offices as postal addresses with their coordinates, and size.
 */
export function organizationJsonLd(company: CompanyProfile, context: { readonly origin: string; readonly canonical: string }): Json {
  const size = employees(company.size);
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': context.canonical,
    name: company.companyName,
    url: company.url !== '' ? company.url : context.canonical,
    ...(company.logoUrl !== '' ? { logo: absolute(company.logoUrl, context.origin) } : {}),
    ...(company.shortDescription !== '' ? { description: company.shortDescription } : {}),
    ...(company.industry ? { knowsAbout: company.industry.label } : {}),
    ...(size ? { numberOfEmployees: size } : {}),
    ...(company.locations.length > 0
      ? {
          location: company.locations.map((location) => ({
            '@type': 'Place',
            address: { '@type': 'PostalAddress', streetAddress: location.street, addressLocality: location.city },
            geo: { '@type': 'GeoCoordinates', latitude: location.latitude, longitude: location.longitude },
          })),
        }
      : {}),
  };
}
