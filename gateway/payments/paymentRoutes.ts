import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { PaymentRequestCodec, type PaymentCreatedDto, type PaymentStatusDto } from '../../contract/payments.ts';
import { tenantOrigin, resolveAlertSettings } from '../alerts/AlertSettings.ts';
import { decodeInput, sendBadRequest, UUID_PATTERN } from '../http/decodeInput.ts';
import { tokenOpens } from '../offers/draft/offerDrafts.ts';
import { OFFER_NOT_FOUND, openOffer, type OfferContext } from '../offers/OfferContext.ts';
import { amountsOf, findActivePlan } from '../offers/pricing/pricingPlans.ts';
import { publicationProblem } from '../../core/offers/lifecycle/editing/publicationProblem.ts';
import { problemBody } from '../offers/publication/completeness.ts';
import { ProviderUnavailable, type PaymentProvider } from './PaymentProvider.ts';
import { readInvoice } from './paymentInput.ts';
import { safeReturnUrl } from './returnUrl.ts';

const PAYMENT_NOT_FOUND = { error: 'not-found', message: 'No such payment.' } as const;

/** POST /v1/payments and GET /v1/payments/{id}/status. */
export async function paymentRoutes(app: FastifyInstance, context: OfferContext, provider: PaymentProvider): Promise<void> {
  const { deps, guards } = context;
  const mail = resolveAlertSettings(deps.alerts);
  const open = { preHandler: guards.optionalEmployer };

  app.post('/:tenant/v1/payments', open, async (request, reply) => {
    const body = decodeInput(PaymentRequestCodec, request.body);
    if (!body) {
      return sendBadRequest(
        reply,
        'Send {invoice_company_name, invoice_street, invoice_street_number?, invoice_city, invoice_postal_code, invoice_country, invoice_tax_id?, offer_type, offer_id, accepted_regulations, return_url, subscribe_to_newsletter?, extend?, token?}.',
      );
    }
    const invoice = readInvoice(body);
    if (!invoice.ok) return sendBadRequest(reply, invoice.problems.join(' '));
    const tenantId = request.tenant.id;
    const returnUrl = safeReturnUrl(body.return_url, request, tenantOrigin(mail, tenantId));
    if (!returnUrl) return sendBadRequest(reply, 'return_url: a path or an address on this site.');
    const offer = await openOffer(context, request, body.offer_id.trim(), body.token);
    if (!offer) return reply.code(404).send(OFFER_NOT_FOUND);
    const plan = await findActivePlan(deps.db, tenantId, body.offer_type.trim());
    if (!plan)
      return reply
        .code(400)
        .send({ error: 'unknown-plan', message: `No active pricing plan "${body.offer_type.slice(0, 60)}": see /v2/offer-plans?active.` });
    const extend = body.extend ?? false;
    if (extend && offer.status !== 'published' && offer.status !== 'expired') {
      return reply.code(409).send({
        error: 'wrong-offer-status',
        message: `Only a published or expired offer can be extended; this one is ${offer.status}.`,
        status: offer.status,
      });
    }
    if (!extend && offer.status !== 'draft') {
      const hint = offer.status === 'published' || offer.status === 'expired' ? ': extend it instead' : '';
      return reply
        .code(409)
        .send({ error: 'wrong-offer-status', message: `Only a draft can be paid for; this offer is ${offer.status}${hint}.`, status: offer.status });
    }
    const problem = extend ? null : publicationProblem(offer.form);
    if (problem) return reply.code(422).send(problemBody(problem));
    const now = deps.now();
    const id = randomUUID();
    const amounts = amountsOf(plan.net_minor, plan.tax_rate_percent);
    await deps.db
      .insertInto('payments')
      .values({
        id,
        tenant_id: tenantId,
        offer_id: offer.id,
        company_id: offer.company_id,
        pricing_plan: plan.slug,
        days: plan.publication_days,
        extend,
        net_minor: amounts.net,
        tax_minor: amounts.tax,
        gross_minor: amounts.gross,
        currency: plan.currency,
        status: 'pending',
        provider: provider.name,
        provider_ref: null,
        return_url: returnUrl,
        invoice: JSON.stringify(invoice.invoice),
        subscribe_to_newsletter: body.subscribe_to_newsletter ?? false,
        created_at: now,
        updated_at: now,
      })
      .execute();
    if (!extend) await deps.db.updateTable('employer_offers').set({ pricing_plan: plan.slug, updated_at: now }).where('id', '=', offer.id).execute();
    const lang = request.tenant.defaultLanguage;
    try {
      const checkout = await provider.startCheckout({
        paymentId: id,
        tenantId,
        grossMinor: amounts.gross,
        currency: plan.currency,
        description: `${plan.names[lang]}: ${offer.form.title ?? offer.slug}`,
        returnUrl,
      });
      await deps.db.updateTable('payments').set({ provider_ref: checkout.providerRef }).where('id', '=', id).execute();
      request.log.info({ event: 'payment-started', tenant: tenantId, payment: id, provider: provider.name });
      const answer: PaymentCreatedDto = { id, payment_request_url: checkout.redirectUrl };
      return reply.code(201).send(answer);
    } catch (error) {
      if (!(error instanceof ProviderUnavailable)) throw error;
      await deps.db.updateTable('payments').set({ status: 'declined', declined_at: now, updated_at: now }).where('id', '=', id).execute();
      request.log.warn({ event: 'payment-provider-unavailable', tenant: tenantId, payment: id, reason: error.message });
      return reply.code(502).send({
        error: 'payment-provider-unavailable',
        message: 'The payment provider cannot be reached now. Nothing was charged; try again in a moment.',
      });
    }
  });

  /** The payer's company, or whoever holds the offer's edit token (`?token=`); anyone else: 404. */
  app.get('/:tenant/v1/payments/:id/status', open, async (request, reply) => {
    const id = (request.params as { id?: string }).id ?? '';
    const payment = UUID_PATTERN.test(id)
      ? await deps.db
          .selectFrom('payments as p')
          .innerJoin('employer_offers as o', 'o.id', 'p.offer_id')
          .select(['p.status', 'p.company_id', 'o.edit_token_hash'])
          .where('p.id', '=', id.toLowerCase())
          .where('p.tenant_id', '=', request.tenant.id)
          .executeTakeFirst()
      : undefined;
    const employer = request.employer;
    const mayRead =
      payment &&
      ((employer !== null && payment.company_id === employer.companyId) ||
        tokenOpens(payment, (request.query as Record<string, unknown>)['token'] as string));
    if (!payment || !mayRead) return reply.code(404).send(PAYMENT_NOT_FOUND);
    const answer: PaymentStatusDto = { status: payment.status };
    return answer;
  });
}
