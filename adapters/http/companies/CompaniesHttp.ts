import { ResultAsync } from 'neverthrow';
import {
  CompanyJobAdsPageCodec,
  CompanyListItemCodec,
  CompanyMarkerListCodec,
  CompanyProfileCodec,
  CompanyProfilesPageCodec,
  LabelledKeyListCodec,
  MainPageCompaniesCodec,
} from '../../../contract/companies.ts';
import type { Companies, CompanyDirectoryQuery, CompanyFilters } from '../../../core/companies/Companies.ts';
import type {
  CompaniesPage,
  CompanyJobAdsPage,
  CompanyListItem,
  CompanyMarker,
  CompanyProfile,
  LabelledKey,
} from '../../../core/companies/Company.ts';
import type { GatewayFailure } from '../../../core/shared/Failure.ts';
import type { Language } from '../../../core/tenancy/Tenant.ts';
import type { GatewayHttpClient, Query } from '../GatewayHttpClient.ts';
import { tenantApi } from '../tenantApi.ts';

/** The directory's filters as the gateway's query parameters (empty ones left out). */
const filterParameters = (filters: CompanyFilters): Query => ({
  companyName: filters.companyName ?? undefined,
  cities: filters.cities,
  type: filters.types,
  industry: filters.industries,
  isActivelyRecruiting: filters.activelyRecruiting ? 1 : undefined,
});

/** Companies over /api/{tenant}/company-profiles and the companies' dictionaries, decoded with contract/companies.ts. */
export class CompaniesHttp implements Companies {
  constructor(
    private readonly http: GatewayHttpClient,
    private readonly tenantId: string,
  ) {}

  directory(query: CompanyDirectoryQuery): ResultAsync<CompaniesPage, GatewayFailure> {
    return this.http.get(this.path('/company-profiles/with-legacy'), CompanyProfilesPageCodec, {
      query: {
        ...filterParameters(query.filters),
        pageNumber: query.pageNumber,
        pageSize: query.pageSize,
        shuffleSeed: query.shuffleSeed,
        lang: query.language,
      },
      errorMessageFromBody: true,
    });
  }

  mainPage(language: Language): ResultAsync<readonly CompanyListItem[], GatewayFailure> {
    return this.http.get(this.path('/company-profiles/main-page'), MainPageCompaniesCodec, { query: { lang: language } });
  }

  profile(slug: string, language: Language): ResultAsync<CompanyProfile, GatewayFailure> {
    return this.http.get(this.path(`/company-profiles/by-slug/${encodeURIComponent(slug)}/published/with-legacy`), CompanyProfileCodec, {
      query: { lang: language },
    });
  }

  jobAds(
    companyId: number,
    page: { readonly pageNumber: number; readonly pageSize: number },
    language: Language,
  ): ResultAsync<CompanyJobAdsPage, GatewayFailure> {
    return this.http.get(this.path(`/company-profiles/${encodeURIComponent(String(companyId))}/job-advertisements`), CompanyJobAdsPageCodec, {
      query: { pageNumber: page.pageNumber, pageSize: page.pageSize, lang: language },
      errorMessageFromBody: true,
    });
  }

  markers(filters: CompanyFilters, language: Language): ResultAsync<readonly CompanyMarker[], GatewayFailure> {
    return this.http.get(this.path('/company-profiles/map/markers/with-legacy'), CompanyMarkerListCodec, {
      query: { ...filterParameters(filters), lang: language },
    });
  }

  companyOfOffer(offerIdOrSlug: string, language: Language): ResultAsync<CompanyListItem, GatewayFailure> {
    return this.http.get(this.path(`/job-advertisements/${encodeURIComponent(offerIdOrSlug)}/company-profile`), CompanyListItemCodec, {
      query: { lang: language },
    });
  }

  dictionaries(
    language: Language,
  ): ResultAsync<{ readonly industries: readonly LabelledKey[]; readonly companyTypes: readonly LabelledKey[] }, GatewayFailure> {
    const list = (path: string) => this.http.get(this.path(path), LabelledKeyListCodec, { query: { lang: language } });
    return ResultAsync.combine([list('/industries'), list('/company-types')] as const).map(([industries, companyTypes]) => ({
      industries,
      companyTypes,
    }));
  }

  private path(rest: string): string {
    return tenantApi(this.tenantId, rest);
  }
}
