import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { Companies, CompanyDirectoryQuery, CompanyFilters } from '../../../core/companies/Companies.ts';
import type {
  CompaniesPage,
  CompanyJobAd,
  CompanyJobAdsPage,
  CompanyListItem,
  CompanyMarker,
  CompanyProfile,
  LabelledKey,
} from '../../../core/companies/Company.ts';
import { httpFailure, type GatewayFailure } from '../../../core/shared/Failure.ts';
import type { Language } from '../../../core/tenancy/Tenant.ts';

export interface CompaniesWorld {
  /** The board's companies; names and texts as they should show (plain text). */
  readonly companies: readonly CompanyProfile[];
  /** Each company's offers by company id, newest first; its offersCount should agree. */
  readonly jobAds?: Readonly<Record<number, readonly CompanyJobAd[]>>;
  /** Which company each offer (by id or slug) belongs to. */
  readonly offerCompanies?: Readonly<Record<string, number>>;
  readonly industries?: readonly LabelledKey[];
  readonly companyTypes?: readonly LabelledKey[];
}

const PAGE_SIZE_MAX = 100;
const JOB_ADS_PAGE_SIZE_MAX = 999;
const MAIN_PAGE = 12;

/** A stable position for an id under a seed (FNV-1a of both): the same seed, the same order. */
function shuffleKey(seed: string, id: number): number {
  let value = 0x811c9dc5;
  for (const character of `${seed}:${id}`) value = Math.imul(value ^ character.charCodeAt(0), 0x01000193) >>> 0;
  return value;
}

const boardOrder = (a: CompanyListItem, b: CompanyListItem) =>
  Number(b.isTopCompany) - Number(a.isTopCompany) || b.offersCount - a.offersCount || a.companyName.localeCompare(b.companyName) || a.id - b.id;

function matches(company: CompanyProfile, filters: CompanyFilters): boolean {
  const name = filters.companyName?.toLowerCase();
  return (
    (name === undefined || company.companyName.toLowerCase().includes(name)) &&
    (filters.types.length === 0 || filters.types.includes(company.companyType)) &&
    (filters.industries.length === 0 || (company.industry !== null && filters.industries.includes(company.industry.key))) &&
    (!filters.activelyRecruiting || company.isActivelyRecruiting) &&
    (filters.cities.length === 0 || company.locations.some((location) => filters.cities.includes(location.citySlug)))
  );
}

/** The list item part of a profile: what the directory and the carousel carry. */
export function listItemOf(profile: CompanyProfile): CompanyListItem {
  const { url: _url, size: _size, locations: _locations, brandStory: _story, ...item } = profile;
  return item;
}

/** Companies over a fixed set of profiles, with the gateway's order, filters, shuffle and bounds. */
export class CompaniesInMemory implements Companies {
  constructor(private readonly world: CompaniesWorld) {}

  directory(query: CompanyDirectoryQuery): ResultAsync<CompaniesPage, GatewayFailure> {
    if (!Number.isInteger(query.pageSize) || query.pageSize < 1 || query.pageSize > PAGE_SIZE_MAX)
      return errAsync(httpFailure(400, `pageSize must be a whole number from 1 to ${PAGE_SIZE_MAX}.`));
    if (!Number.isInteger(query.pageNumber) || query.pageNumber < 1) return errAsync(httpFailure(400, 'pageNumber must be a whole number from 1.'));
    const found = this.world.companies.filter((company) => matches(company, query.filters)).map(listItemOf);
    const seed = query.shuffleSeed;
    const ordered =
      seed === null ? [...found].sort(boardOrder) : [...found].sort((a, b) => shuffleKey(seed, a.id) - shuffleKey(seed, b.id) || a.id - b.id);
    const start = (query.pageNumber - 1) * query.pageSize;
    const totalPages = Math.ceil(found.length / query.pageSize);
    return okAsync({
      items: ordered.slice(start, start + query.pageSize),
      pageNumber: query.pageNumber,
      pageSize: query.pageSize,
      totalCount: found.length,
      totalPages,
      hasNextPage: query.pageNumber < totalPages,
    });
  }

  mainPage(): ResultAsync<readonly CompanyListItem[], GatewayFailure> {
    return okAsync(this.world.companies.map(listItemOf).sort(boardOrder).slice(0, MAIN_PAGE));
  }

  profile(slug: string): ResultAsync<CompanyProfile, GatewayFailure> {
    const company = this.world.companies.find((candidate) => candidate.slug === slug);
    return company ? okAsync(company) : errAsync({ kind: 'not-found' });
  }

  jobAds(companyId: number, page: { readonly pageNumber: number; readonly pageSize: number }): ResultAsync<CompanyJobAdsPage, GatewayFailure> {
    if (!Number.isInteger(page.pageSize) || page.pageSize < 1 || page.pageSize > JOB_ADS_PAGE_SIZE_MAX)
      return errAsync(httpFailure(400, `pageSize must be a whole number from 1 to ${JOB_ADS_PAGE_SIZE_MAX}.`));
    if (!Number.isInteger(page.pageNumber) || page.pageNumber < 1) return errAsync(httpFailure(400, 'pageNumber must be a whole number from 1.'));
    if (!this.world.companies.some((company) => company.id === companyId)) return errAsync({ kind: 'not-found' });
    const all = this.world.jobAds?.[companyId] ?? [];
    const start = (page.pageNumber - 1) * page.pageSize;
    return okAsync({
      items: all.slice(start, start + page.pageSize),
      pageNumber: page.pageNumber,
      pageSize: page.pageSize,
      totalCount: all.length,
      hasNextPage: start + page.pageSize < all.length,
    });
  }

  markers(filters: CompanyFilters): ResultAsync<readonly CompanyMarker[], GatewayFailure> {
    return okAsync(
      this.world.companies
        .filter((company) => matches(company, filters))
        .flatMap((company) =>
          company.locations
            .filter((location) => filters.cities.length === 0 || filters.cities.includes(location.citySlug))
            .map((location) => ({
              slug: company.slug,
              companyName: company.companyName,
              city: location.city,
              latitude: location.latitude,
              longitude: location.longitude,
            })),
        ),
    );
  }

  companyOfOffer(offerIdOrSlug: string): ResultAsync<CompanyListItem, GatewayFailure> {
    const id = this.world.offerCompanies?.[offerIdOrSlug];
    const company = this.world.companies.find((candidate) => candidate.id === id);
    return company ? okAsync(listItemOf(company)) : errAsync({ kind: 'not-found' });
  }

  dictionaries(
    _language: Language,
  ): ResultAsync<{ readonly industries: readonly LabelledKey[]; readonly companyTypes: readonly LabelledKey[] }, GatewayFailure> {
    return okAsync({ industries: this.world.industries ?? [], companyTypes: this.world.companyTypes ?? [] });
  }
}
