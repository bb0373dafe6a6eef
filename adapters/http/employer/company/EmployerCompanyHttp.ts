import type { ResultAsync } from 'neverthrow';
import { LabelledKeyListCodec } from '../../../../contract/companies.ts';
import { BillingDataCodec, ClausesCodec, CompanyCodec } from '../../../../contract/employerCompany.ts';
import type { LabelledKey } from '../../../../core/companies/Company.ts';
import type { Language } from '../../../../core/tenancy/Tenant.ts';
import type { BillingData, Clauses, Company, CompanyDataChanges } from '../../../../core/employer/company/Company.ts';
import type { CompanyFailure } from '../../../../core/employer/company/CompanyFailure.ts';
import type { EmployerCompany } from '../../../../core/employer/company/EmployerCompany.ts';
import type { GatewayFailure } from '../../../../core/shared/Failure.ts';
import { decodeAnswer, plainRefusal } from '../../answers.ts';
import type { GatewayHttpClient } from '../../GatewayHttpClient.ts';
import { companyRefusal, fromBilling, fromClauses, toBilling, toClauses, toCompany } from './companyAnswers.ts';
import { tenantApi } from '../../tenantApi.ts';

/** The company data as the gateway's multipart form: the fields present, '' clearing the industry, the images as file parts. */
export function companyForm(changes: CompanyDataChanges): FormData {
  const form = new FormData();
  const fields: ReadonlyArray<readonly [string, string | null | undefined]> = [
    ['name', changes.name],
    ['short_description', changes.shortDescription],
    ['type', changes.type],
    ['industry', changes.industry === null ? '' : changes.industry],
    ['size', changes.size],
    ['site', changes.site],
  ];
  for (const [name, value] of fields) if (value !== undefined && value !== null) form.append(name, value);
  for (const [name, image] of [['logo', changes.logo] as const, ['cover', changes.cover] as const])
    if (image instanceof Blob) form.append(name, image, image.name);
  return form;
}

/** GET /v1/company, POST /v1/company/company_data, PATCH /v2/employer-panel/company/billing-data and /clauses, with the employer's bearer. */
export class EmployerCompanyHttp implements EmployerCompany {
  constructor(
    private readonly http: GatewayHttpClient,
    private readonly tenantId: string,
  ) {}

  load(): ResultAsync<Company, GatewayFailure> {
    return this.http
      .exchange('GET', `${tenantApi(this.tenantId)}/v1/company`)
      .andThen((answer) => decodeAnswer(answer, CompanyCodec, plainRefusal).map(toCompany));
  }

  updateData(changes: CompanyDataChanges): ResultAsync<Company, CompanyFailure> {
    return this.http
      .exchange('POST', `${tenantApi(this.tenantId)}/v1/company/company_data`, { form: companyForm(changes) })
      .andThen((answer) => decodeAnswer(answer, CompanyCodec, companyRefusal).map(toCompany));
  }

  updateBilling(billing: BillingData): ResultAsync<BillingData, CompanyFailure> {
    return this.http
      .exchange('PATCH', `${tenantApi(this.tenantId)}/v2/employer-panel/company/billing-data`, { body: fromBilling(billing) })
      .andThen((answer) => decodeAnswer(answer, BillingDataCodec, companyRefusal).map(toBilling));
  }

  updateClauses(clauses: Clauses): ResultAsync<Clauses, CompanyFailure> {
    return this.http
      .exchange('PATCH', `${tenantApi(this.tenantId)}/v2/employer-panel/company/clauses`, { body: fromClauses(clauses) })
      .andThen((answer) => decodeAnswer(answer, ClausesCodec, companyRefusal).map(toClauses));
  }

  industries(language: Language): ResultAsync<readonly LabelledKey[], GatewayFailure> {
    return this.http.get(`${tenantApi(this.tenantId)}/industries`, LabelledKeyListCodec, { query: { lang: language } });
  }
}
