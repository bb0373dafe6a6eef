import type { CompanyJobAd, CompanyProfile } from '../../../core/companies/Company.ts';

/** A company profile with plausible defaults: `aCompany(3, { isTopCompany: true })`. */
export function aCompany(id: number, overrides: Partial<CompanyProfile> = {}): CompanyProfile {
  return {
    id,
    slug: `company-${id}`,
    companyName: `Company ${id} Labs`,
    logoUrl: `/api/company-logos/company-${id}`,
    coverPhotoUrl: null,
    companyType: 'software-house',
    industry: { key: 'fintech', label: 'Fintech' },
    shortDescription: `Company ${id} builds software.`,
    isActivelyRecruiting: false,
    isTopCompany: false,
    offersCount: 0,
    cities: [{ key: 'krakow', label: 'Cracow' }],
    hasBrandStory: false,
    url: '',
    size: '11-50',
    locations: [{ city: 'Cracow', citySlug: 'krakow', street: 'Main 1', latitude: 50.06, longitude: 19.94 }],
    brandStory: null,
    ...overrides,
  };
}

/** `count` offers of a company, newest first. */
export function jobAdsOf(company: CompanyProfile, count: number): CompanyJobAd[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `00000000-0000-4000-8000-${String(company.id * 1000 + index).padStart(12, '0')}`,
    slug: `${company.slug}-offer-${index}`,
    title: `Offer ${index}`,
    locations: [{ city: 'Cracow', street: 'Main 1', geoCoordinates: { latitude: 50.06, longitude: 19.94 } }],
    company: { id: company.id, name: company.companyName, slug: company.slug, logoUrl: company.logoUrl },
    hiringCompany: { name: company.companyName },
    publishedAt: new Date(Date.UTC(2026, 0, 30 - index)).toISOString(),
    requirements: [{ skillName: 'TypeScript', required: true }],
    workplaceType: 'remote',
    employmentTypes: [{ type: 'b2b', salary: { from: 10000, to: 15000, unit: 'month' }, currency: 'pln', currencySource: 'original' }],
  }));
}
