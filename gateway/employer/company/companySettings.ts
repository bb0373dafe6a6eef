import type { BillingDataDto, ClausesDto } from '../../../contract/employerCompany.ts';

/** The billing data as `employer_companies.billing` keeps it: the wire's invoice fields. */
export type CompanyBilling = BillingDataDto;
/** The clauses as `employer_companies.clauses` keeps them: the offer form's fields of the same names. */
export type CompanyClauses = ClausesDto;

/** A company that never saved its billing data: empty fields, Poland as the country the form starts from. */
export const EMPTY_BILLING: CompanyBilling = {
  invoice_company_name: '',
  invoice_street: '',
  invoice_street_number: '',
  invoice_city: '',
  invoice_postal_code: '',
  invoice_country: 'PL',
  invoice_tax_id: '',
};

export const NO_CLAUSES: CompanyClauses = { information_clause: null, future_consent: null, custom_consent: null };
