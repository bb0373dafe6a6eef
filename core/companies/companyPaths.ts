import type { Language } from '../tenancy/Tenant.ts';
import { noCompanyFilters, type CompanyFilters } from './Companies.ts';
import { companyTypes, type CompanyType } from './Company.ts';

/** The companies directory and a company's page, in each language's words (both forms resolve). */
export const companiesWords = { pl: 'firmy', en: 'companies' } as const;
export const companyWords = { pl: 'firma', en: 'company' } as const;

/** The directory's query parameters: the same in both languages, short enough to share. */
const parameters = { name: 'name', city: 'city', type: 'type', industry: 'industry', recruiting: 'recruiting', page: 'page' } as const;

const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,98}[a-z0-9])?$/;
export const COMPANY_NAME_MAX = 100;
const MAX_PAGE = 10_000;

export const companiesPath = (language: Language): string => `/${companiesWords[language]}`;

/** A company's page: /firma/{slug}, /company/{slug}. */
export const companyPath = (slug: string, language: Language): string => `/${companyWords[language]}/${encodeURIComponent(slug)}`;

export interface DirectoryAddress {
  readonly filters: CompanyFilters;
  /** From 1. */
  readonly pageNumber: number;
}

/**
 * The directory's state from its query string (each parameter's values, as the URL has them).
 * Values that cannot be right are dropped, never an error: a hand-edited link still shows companies.
 */
export function parseDirectoryQuery(values: (name: string) => readonly string[]): DirectoryAddress {
  const texts = (name: string) =>
    values(name)
      .map((value) => value.trim())
      .filter((value) => value !== '');
  const name = texts(parameters.name)[0]?.slice(0, COMPANY_NAME_MAX) ?? null;
  const page = Number(texts(parameters.page)[0] ?? '1');
  const types = new Set(texts(parameters.type));
  return {
    filters: {
      companyName: name,
      cities: [...new Set(texts(parameters.city).filter((slug) => SLUG.test(slug)))],
      types: companyTypes.filter((type) => types.has(type)),
      industries: [...new Set(texts(parameters.industry).filter((key) => SLUG.test(key)))],
      activelyRecruiting: ['1', 'true'].includes(texts(parameters.recruiting)[0] ?? ''),
    },
    pageNumber: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

/** The directory's address for these filters and page; page 1 and empty filters are left out. */
export function buildDirectoryUrl(address: DirectoryAddress, language: Language): string {
  const { filters } = address;
  const pairs: (readonly [string, string])[] = [
    ...(filters.companyName ? [[parameters.name, filters.companyName] as const] : []),
    ...filters.cities.map((city) => [parameters.city, city] as const),
    ...filters.types.map((type: CompanyType) => [parameters.type, type] as const),
    ...filters.industries.map((industry) => [parameters.industry, industry] as const),
    ...(filters.activelyRecruiting ? [[parameters.recruiting, '1'] as const] : []),
    ...(address.pageNumber > 1 ? [[parameters.page, String(address.pageNumber)] as const] : []),
  ];
  const query = pairs.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&');
  return `${companiesPath(language)}${query === '' ? '' : `?${query}`}`;
}

/** Whether any filter is set (the directory then says how many companies match). */
export const hasCompanyFilters = (filters: CompanyFilters): boolean =>
  filters.companyName !== null ||
  filters.cities.length > 0 ||
  filters.types.length > 0 ||
  filters.industries.length > 0 ||
  filters.activelyRecruiting !== noCompanyFilters.activelyRecruiting;
