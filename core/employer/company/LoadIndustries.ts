import type { ResultAsync } from 'neverthrow';
import type { LabelledKey } from '../../companies/Company.ts';
import type { GatewayFailure } from '../../shared/Failure.ts';
import type { UseCase } from '../../shared/UseCase.ts';
import type { Language } from '../../tenancy/Tenant.ts';
import type { EmployerCompany } from './EmployerCompany.ts';

/** The industries the company data form offers, in the page's language. Fails with network-failure, http-failure, bad-gateway-payload. */
export class LoadIndustries implements UseCase<Language, readonly LabelledKey[], GatewayFailure> {
  constructor(private readonly company: EmployerCompany) {}

  execute(language: Language): ResultAsync<readonly LabelledKey[], GatewayFailure> {
    return this.company.industries(language);
  }
}
