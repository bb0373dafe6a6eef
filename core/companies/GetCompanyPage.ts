import { okAsync, type ResultAsync } from 'neverthrow';
import type { GatewayFailure } from '../shared/Failure.ts';
import type { UseCase } from '../shared/UseCase.ts';
import type { Language } from '../tenancy/Tenant.ts';
import type { Companies } from './Companies.ts';
import type { CompanyJobAd, CompanyProfile } from './Company.ts';

/** engagement.md 9: a company's offers are asked in one page of 999. */
export const COMPANY_JOB_ADS_PAGE_SIZE = 999;

export interface CompanyPageRequest {
  readonly slug: string;
  readonly language: Language;
}

export interface CompanyPageData {
  readonly company: CompanyProfile;
  /** Null when the offers did not load: the page still shows the company. */
  readonly jobAds: readonly CompanyJobAd[] | null;
}

/**
 * A company's page: its profile (with the published brand story and offices), then its open offers.
 * Fails with not-found for an unknown company, network-failure, http-failure, bad-gateway-payload;
 * the offers' failure alone is not the page's.
 */
export class GetCompanyPage implements UseCase<CompanyPageRequest, CompanyPageData, GatewayFailure> {
  constructor(private readonly companies: Companies) {}

  execute(request: CompanyPageRequest): ResultAsync<CompanyPageData, GatewayFailure> {
    return this.companies.profile(request.slug, request.language).andThen((company) =>
      this.companies
        .jobAds(company.id, { pageNumber: 1, pageSize: COMPANY_JOB_ADS_PAGE_SIZE }, request.language)
        .map((page): CompanyPageData => ({ company, jobAds: page.items }))
        .orElse(() => okAsync<CompanyPageData, GatewayFailure>({ company, jobAds: null })),
    );
  }
}
