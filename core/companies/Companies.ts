import type { ResultAsync } from 'neverthrow';
import type { GatewayFailure } from '../shared/Failure.ts';
import type { Language } from '../tenancy/Tenant.ts';
import type { CompaniesPage, CompanyJobAdsPage, CompanyListItem, CompanyMarker, CompanyProfile, CompanyType, LabelledKey } from './Company.ts';

/** The directory's filters (all optional: empty lists and null mean "any"). */
export interface CompanyFilters {
  readonly companyName: string | null;
  readonly cities: readonly string[];
  readonly types: readonly CompanyType[];
  readonly industries: readonly string[];
  readonly activelyRecruiting: boolean;
}

export const noCompanyFilters: CompanyFilters = { companyName: null, cities: [], types: [], industries: [], activelyRecruiting: false };

export interface CompanyDirectoryQuery {
  readonly filters: CompanyFilters;
  /** From 1. */
  readonly pageNumber: number;
  readonly pageSize: number;
  /** The same seed gives the same order; null: the board's own order (top companies, then by open offers). */
  readonly shuffleSeed: string | null;
  readonly language: Language;
}

/**
 * The board's company profiles (companies without a profile included: "with legacy"). Adapters know
 * the tenant. Every method fails with network-failure, http-failure (400 for paging out of bounds),
 * bad-gateway-payload; those that name one company also with not-found.
 */
export interface Companies {
  /** GET /company-profiles/with-legacy: a page of the directory. Fails with http-failure (400: paging out of bounds), network-failure, bad-gateway-payload. */
  directory(query: CompanyDirectoryQuery): ResultAsync<CompaniesPage, GatewayFailure>;
  /** GET /company-profiles/main-page: the home page carousel's companies, in order. Fails with network-failure, http-failure, bad-gateway-payload. */
  mainPage(language: Language): ResultAsync<readonly CompanyListItem[], GatewayFailure>;
  /** GET /company-profiles/by-slug/{slug}/published/with-legacy. Fails with not-found (an unknown company), network-failure, http-failure, bad-gateway-payload. */
  profile(slug: string, language: Language): ResultAsync<CompanyProfile, GatewayFailure>;
  /** GET /company-profiles/{id}/job-advertisements (pageNumber from 1, pageSize up to 999): newest first. Fails with not-found, http-failure (400: paging out of bounds), network-failure, bad-gateway-payload. */
  jobAds(
    companyId: number,
    page: { readonly pageNumber: number; readonly pageSize: number },
    language: Language,
  ): ResultAsync<CompanyJobAdsPage, GatewayFailure>;
  /** GET /company-profiles/map/markers/with-legacy: one marker per office of the companies the filters find. Fails with network-failure, http-failure, bad-gateway-payload. */
  markers(filters: CompanyFilters, language: Language): ResultAsync<readonly CompanyMarker[], GatewayFailure>;
  /** GET /job-advertisements/{idOrSlug}/company-profile. Fails with not-found (an unknown offer), network-failure, http-failure, bad-gateway-payload. */
  companyOfOffer(offerIdOrSlug: string, language: Language): ResultAsync<CompanyListItem, GatewayFailure>;
  /** GET /industries and /company-types: the directory's filter options, labelled. Fails with network-failure, http-failure, bad-gateway-payload. */
  dictionaries(
    language: Language,
  ): ResultAsync<{ readonly industries: readonly LabelledKey[]; readonly companyTypes: readonly LabelledKey[] }, GatewayFailure>;
}
