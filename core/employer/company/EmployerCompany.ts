import type { ResultAsync } from 'neverthrow';
import type { LabelledKey } from '../../companies/Company.ts';
import type { GatewayFailure } from '../../shared/Failure.ts';
import type { Language } from '../../tenancy/Tenant.ts';
import type { BillingData, Clauses, Company, CompanyDataChanges } from './Company.ts';
import type { CompanyFailure } from './CompanyFailure.ts';

/** The logged-in employer's company: every call carries the employer's bearer and reaches only that user's company. */
export interface EmployerCompany {
  /** GET /v1/company. Fails with unauthorized, network-failure, http-failure, bad-gateway-payload. */
  load(): ResultAsync<Company, GatewayFailure>;
  /**
   * POST /v1/company/company_data (multipart): the company after the change. Fails with
   * invalid-input (400: a field, an unknown type, a broken form), forbidden (403: a recruiter),
   * file-too-large (413), file-type-not-allowed (415), unauthorized, network-failure, http-failure,
   * bad-gateway-payload.
   */
  updateData(changes: CompanyDataChanges): ResultAsync<Company, CompanyFailure>;
  /** PATCH /v2/employer-panel/company/billing-data: the billing data saved. Fails with invalid-input, forbidden, unauthorized, network-failure, http-failure, bad-gateway-payload. */
  updateBilling(billing: BillingData): ResultAsync<BillingData, CompanyFailure>;
  /** PATCH /v2/employer-panel/company/clauses: the clauses saved. Fails with invalid-input, forbidden, unauthorized, network-failure, http-failure, bad-gateway-payload. */
  updateClauses(clauses: Clauses): ResultAsync<Clauses, CompanyFailure>;
  /** GET /industries?lang: the industries a company may name, labelled. Fails with network-failure, http-failure, bad-gateway-payload. */
  industries(language: Language): ResultAsync<readonly LabelledKey[], GatewayFailure>;
}
