import type { FastifyInstance, FastifyReply } from 'fastify';
import { isLeft } from 'fp-ts/lib/Either.js';
import type * as t from 'io-ts';
import { BillingDataUpdateCodec, ClausesCodec, ClausesUpdateCodec, type BillingDataDto, type ClausesDto } from '../../../contract/employerCompany.ts';
import { COMPANY_LIMITS } from '../../../core/employer/company/companyRules.ts';
import { decodeInput, sendBadRequest } from '../../http/decodeInput.ts';
import { consent, optionalBlock } from '../../offers/draft/fieldRules.ts';
import { readInvoice } from '../../payments/paymentInput.ts';
import { employerOf } from '../requireEmployer.ts';
import { loadCompany, saveSetting } from './companyRows.ts';
import { NOT_A_COMPANY, type CompanyPanelContext } from './CompanyPanelContext.ts';

/** The billing data after a change, checked by the payment request's own rules (gateway/payments/paymentInput.ts). */
function nextBilling(current: BillingDataDto, change: Partial<BillingDataDto>): { ok: true; value: BillingDataDto } | { ok: false; message: string } {
  const next = { ...current, ...change };
  const read = readInvoice({ ...next, offer_type: '', offer_id: '', accepted_regulations: true, return_url: '' });
  if (!read.ok) return { ok: false, message: read.problems.join(' ') };
  const invoice = read.invoice;
  return {
    ok: true,
    value: {
      invoice_company_name: invoice.companyName,
      invoice_street: invoice.street,
      invoice_street_number: invoice.streetNumber ?? '',
      invoice_city: invoice.city,
      invoice_postal_code: invoice.postalCode,
      invoice_country: invoice.country,
      invoice_tax_id: invoice.taxId ?? '',
    },
  };
}

/** The clauses after a change, by the offer form's rules for the same fields. */
function nextClauses(
  current: ClausesDto,
  change: t.TypeOf<typeof ClausesUpdateCodec>,
): { ok: true; value: ClausesDto } | { ok: false; message: string } {
  const next = { ...current, ...change };
  const checks = {
    information_clause: optionalBlock(next.information_clause, 'information_clause', COMPANY_LIMITS.informationClause),
    future_consent: consent(next.future_consent, 'future_consent'),
    custom_consent: consent(next.custom_consent, 'custom_consent'),
  };
  const problems = Object.values(checks).flatMap((check) => (check.ok ? [] : [check.message]));
  for (const field of ['future_consent', 'custom_consent'] as const) {
    const value = next[field];
    if (value?.enabled && value.text.trim() === '') problems.push(`${field}.text: an enabled consent needs its text.`);
  }
  if (problems.length > 0 || !checks.information_clause.ok || !checks.future_consent.ok || !checks.custom_consent.ok)
    return { ok: false, message: problems.join(' ') };
  return {
    ok: true,
    value: {
      information_clause: checks.information_clause.value,
      future_consent: checks.future_consent.value,
      custom_consent: checks.custom_consent.value,
    },
  };
}

/** PATCH /v2/employer-panel/company/billing-data and /clauses: an admin's, JSON, the fields to change. */
export function settingsRoutes(app: FastifyInstance, context: CompanyPanelContext): void {
  const { deps } = context;

  app.patch(
    '/:tenant/v2/employer-panel/company/billing-data',
    { preHandler: context.admin },
    async (request, reply): Promise<BillingDataDto | FastifyReply> => {
      const employer = employerOf(request);
      const change = decodeInput(BillingDataUpdateCodec, request.body);
      if (!change)
        return sendBadRequest(
          reply,
          'Send {invoice_company_name?, invoice_street?, invoice_street_number?, invoice_city?, invoice_postal_code?, invoice_country?, invoice_tax_id?} as text.',
        );
      const company = await loadCompany(deps.db, request.tenant.id, employer.companyId);
      if (!company) return reply.code(404).send(NOT_A_COMPANY);
      const next = nextBilling(company.billing, change);
      if (!next.ok) return sendBadRequest(reply, next.message);
      await saveSetting(deps.db, employer.companyId, 'billing', next.value);
      return next.value;
    },
  );

  app.patch(
    '/:tenant/v2/employer-panel/company/clauses',
    { preHandler: context.admin },
    async (request, reply): Promise<ClausesDto | FastifyReply> => {
      const employer = employerOf(request);
      const decoded = ClausesUpdateCodec.decode(request.body);
      if (isLeft(decoded) || typeof request.body !== 'object' || request.body === null)
        return sendBadRequest(reply, 'Send {information_clause?, future_consent?: {text, enabled} | null, custom_consent?: {text, enabled} | null}.');
      const company = await loadCompany(deps.db, request.tenant.id, employer.companyId);
      if (!company) return reply.code(404).send(NOT_A_COMPANY);
      const next = nextClauses(company.clauses, decoded.right);
      if (!next.ok) return sendBadRequest(reply, next.message);
      await saveSetting(deps.db, employer.companyId, 'clauses', next.value);
      return ClausesCodec.encode(next.value);
    },
  );
}
