import { invoiceProblems, type InvoiceProblem } from '../../offers/lifecycle/publication/invoiceRules.ts';
import type { BillingData, Clauses, Consent } from './Company.ts';
import { blockProblem, COMPANY_LIMITS, type CompanyFieldProblem } from './companyRules.ts';

/** The billing form's problems by field: the payment form's invoice rules, without the regulations' acceptance (asked at payment). */
export function billingProblems(values: BillingData): Partial<Record<keyof BillingData, InvoiceProblem>> {
  const {
    acceptedRegulations: _accepted,
    subscribeToNewsletter: _newsletter,
    ...problems
  } = invoiceProblems({
    ...values,
    acceptedRegulations: true,
    subscribeToNewsletter: false,
  });
  return problems;
}

export interface ClauseProblems {
  readonly informationClause?: CompanyFieldProblem;
  readonly futureConsent?: CompanyFieldProblem;
  readonly customConsent?: CompanyFieldProblem;
}

/** An enabled consent needs its text. */
function consentProblem(consent: Consent | null): CompanyFieldProblem | undefined {
  if (consent === null) return undefined;
  if (consent.enabled && consent.text.trim() === '') return 'required';
  return blockProblem(consent.text, COMPANY_LIMITS.consent);
}

/** The clauses form's problems by field. */
export function clauseProblems(clauses: Clauses): ClauseProblems {
  const problems: Record<string, CompanyFieldProblem | undefined> = {
    informationClause: clauses.informationClause === null ? undefined : blockProblem(clauses.informationClause, COMPANY_LIMITS.informationClause),
    futureConsent: consentProblem(clauses.futureConsent),
    customConsent: consentProblem(clauses.customConsent),
  };
  return Object.fromEntries(Object.entries(problems).filter(([, problem]) => problem !== undefined)) as ClauseProblems;
}

/** Clauses as sent: trimmed, an empty clause is none, a consent with neither text nor its switch on is none. */
export function cleanClauses(clauses: Clauses): Clauses {
  const consent = (value: Consent | null): Consent | null =>
    value === null || (value.text.trim() === '' && !value.enabled) ? null : { text: value.text.trim(), enabled: value.enabled };
  const clause = clauses.informationClause?.trim() ?? '';
  return {
    informationClause: clause === '' ? null : clause,
    futureConsent: consent(clauses.futureConsent),
    customConsent: consent(clauses.customConsent),
  };
}

/** The payment form's invoice fields filled from the company's billing data: each field it has wins over the form's start values. */
export function prefilledInvoice<V extends BillingData>(values: V, billing: BillingData): V {
  const given = Object.entries(billing).filter(([, value]) => value.trim() !== '');
  return { ...values, ...Object.fromEntries(given.map(([field, value]) => [field, value.trim()])) };
}
