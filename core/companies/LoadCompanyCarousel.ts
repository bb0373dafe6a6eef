import type { ResultAsync } from 'neverthrow';
import type { GatewayFailure } from '../shared/Failure.ts';
import type { UseCase } from '../shared/UseCase.ts';
import type { Language } from '../tenancy/Tenant.ts';
import type { Companies } from './Companies.ts';
import type { CompanyListItem } from './Company.ts';

/** The home page carousel's companies (its "more profiles" card is the page's). Fails with network-failure, http-failure, bad-gateway-payload. */
export class LoadCompanyCarousel implements UseCase<Language, readonly CompanyListItem[], GatewayFailure> {
  constructor(private readonly companies: Companies) {}

  execute(language: Language): ResultAsync<readonly CompanyListItem[], GatewayFailure> {
    return this.companies.mainPage(language);
  }
}
