import { ErrorBodyCodec } from '../../../../contract/session.ts';
import type { BillingDataDto, ClausesDto, CompanyDto, CompanyUserDto } from '../../../../contract/employerCompany.ts';
import type { BillingData, Clauses, Company, CompanyUser } from '../../../../core/employer/company/Company.ts';
import type { CompanyFailure } from '../../../../core/employer/company/CompanyFailure.ts';
import { errorBody, plainRefusal } from '../../answers.ts';
import type { GatewayAnswer } from '../../GatewayHttpClient.ts';

/**
 * The company calls' refusals as the port's failure kinds: 400 refused input with the gateway's
 * message, 403 a recruiter, 409 the last admin or a taken e-mail, 413 and 415 an image refused by
 * its size or its bytes; 401 and 404 as any call.
 */
export function companyRefusal(answer: GatewayAnswer): CompanyFailure {
  const body = errorBody(answer, ErrorBodyCodec);
  if (answer.status === 400) return body ? { kind: 'invalid-input', message: body.message } : { kind: 'invalid-input' };
  if (answer.status === 403) return { kind: 'forbidden' };
  if (answer.status === 409 && body?.error === 'last-admin') return { kind: 'last-admin' };
  if (answer.status === 409 && body?.error === 'email-taken') return { kind: 'email-taken' };
  if (answer.status === 413) return { kind: 'file-too-large' };
  if (answer.status === 415) return { kind: 'file-type-not-allowed' };
  return plainRefusal(answer);
}

export const toBilling = (dto: BillingDataDto): BillingData => ({
  companyName: dto.invoice_company_name,
  street: dto.invoice_street,
  streetNumber: dto.invoice_street_number,
  city: dto.invoice_city,
  postalCode: dto.invoice_postal_code,
  country: dto.invoice_country,
  taxId: dto.invoice_tax_id,
});

export const fromBilling = (billing: BillingData): BillingDataDto => ({
  invoice_company_name: billing.companyName,
  invoice_street: billing.street,
  invoice_street_number: billing.streetNumber,
  invoice_city: billing.city,
  invoice_postal_code: billing.postalCode,
  invoice_country: billing.country,
  invoice_tax_id: billing.taxId,
});

export const toClauses = (dto: ClausesDto): Clauses => ({
  informationClause: dto.information_clause,
  futureConsent: dto.future_consent,
  customConsent: dto.custom_consent,
});

export const fromClauses = (clauses: Clauses): ClausesDto => ({
  information_clause: clauses.informationClause,
  future_consent: clauses.futureConsent,
  custom_consent: clauses.customConsent,
});

export const toCompany = (dto: CompanyDto): Company => ({
  data: {
    id: dto.id,
    slug: dto.slug,
    name: dto.name,
    logoUrl: dto.logo_url,
    hasOwnLogo: dto.has_own_logo,
    coverUrl: dto.cover_url,
    shortDescription: dto.short_description,
    type: dto.type,
    industry: dto.industry,
    size: dto.size,
    site: dto.site,
  },
  billing: toBilling(dto.billing),
  clauses: toClauses(dto.clauses),
  brandStory: dto.brand_story,
});

export const toCompanyUser = (dto: CompanyUserDto): CompanyUser => ({ ...dto });
