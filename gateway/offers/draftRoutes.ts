import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { InitiateOfferRequestCodec, type InitiatedOfferDto, type OfferSavedDto } from '../../contract/offerLifecycle.ts';
import { decodeInput, sendBadRequest } from '../http/decodeInput.ts';
import { requireTenant } from '../http/tenantScope.ts';
import { shapeMultipartFields } from './draft/multipartOffer.ts';
import { readMultipartOffer, type MultipartOffer } from './draft/multipartUpload.ts';
import { findOffer, initiateOffer, saveForm, saveLogo, toDraftDto, type OfferRow } from './draft/offerDrafts.ts';
import { readOfferForm } from './draft/offerForm.ts';
import { OFFER_NOT_FOUND, openOffer, queryToken, Refusal, slugParam, withLockedOffer, type OfferContext } from './OfferContext.ts';
import { findActivePlan } from './pricing/pricingPlans.ts';
import { publicationProblem } from '../../core/offers/lifecycle/editing/publicationProblem.ts';
import { problemBody } from './publication/completeness.ts';
import { publishOffer, refreshListingCopy } from './publication/publishOffer.ts';

const unknownPlan = (slug: string) => ({
  error: 'unknown-plan',
  message: `No active pricing plan "${slug.slice(0, 60)}": see /v2/offer-plans?active.`,
});

/** POST /v1/offers/initiate, GET and PATCH /v1/offers/{slug} (JSON with ?token, or multipart for a logged-in employer), the logo. */
export async function draftRoutes(app: FastifyInstance, context: OfferContext, initiateLimit: RouteShorthandOptions['config']): Promise<void> {
  const { deps, guards } = context;
  const open = { preHandler: guards.optionalEmployer };

  app.post(
    '/:tenant/v1/offers/initiate',
    { preHandler: guards.optionalEmployer, ...(initiateLimit ? { config: initiateLimit } : {}) },
    async (request, reply) => {
      // The recaptcha headers (x-recaptcha-token, …) of the original client are accepted and not checked: there is no captcha service here.
      const body = decodeInput(InitiateOfferRequestCodec, request.body);
      if (!body) return sendBadRequest(reply, 'Send {pricing_plan}: the slug of an active plan (see /v2/offer-plans?active).');
      const plan = await findActivePlan(deps.db, request.tenant.id, body.pricing_plan.trim());
      if (!plan) return reply.code(400).send(unknownPlan(body.pricing_plan));
      const employer = request.employer;
      // A company's draft starts with its name and its default clauses (PATCH /v2/employer-panel/company/clauses).
      const company = employer
        ? await deps.db
            .selectFrom('companies as c')
            .leftJoin('employer_companies as ec', 'ec.company_id', 'c.id')
            .select(['c.name', 'ec.clauses'])
            .where('c.id', '=', employer.companyId)
            .executeTakeFirst()
        : undefined;
      const created = await initiateOffer(deps.db, {
        tenantId: request.tenant.id,
        pricingPlan: plan.slug,
        companyId: employer?.companyId ?? null,
        userId: employer?.userId ?? null,
        companyName: company?.name ?? null,
        clauses: company?.clauses ?? null,
        now: deps.now(),
      });
      const answer: InitiatedOfferDto = { slug: created.slug, token: created.token };
      return reply.code(201).send(answer);
    },
  );

  app.get('/:tenant/v1/offers/:slug', open, async (request, reply) => {
    const offer = await openOffer(context, request, slugParam(request), queryToken(request));
    return offer ? toDraftDto(offer) : reply.code(404).send(OFFER_NOT_FOUND);
  });

  /** Saves the changes; a live offer's listing copy follows, and a paid one waiting for a complete form goes live. */
  async function save(request: FastifyRequest, reply: FastifyReply, offer: OfferRow, body: unknown, logo: MultipartOffer['logo']) {
    const reference = await context.reference();
    const read = readOfferForm(body, { tenantId: request.tenant.id, reference });
    if (!read.ok) return reply.code(400).send({ error: 'invalid-offer', message: Object.values(read.problems).join(' '), fields: read.problems });
    const form = { ...offer.form, ...read.changes };
    const problem = offer.status === 'published' ? publicationProblem(form) : null;
    if (problem) return reply.code(422).send(problemBody(problem));
    const now = deps.now();
    const saved = await withLockedOffer(context, reply, offer.id, async (trx, locked) => {
      await saveForm(trx, offer.id, form, now);
      if (logo) await saveLogo(trx, offer.id, logo, now);
      const current: OfferRow = { ...locked, form, updated_at: now, ...(logo ? { logo: logo.bytes, logo_type: logo.type } : {}) };
      const publication = { reference, now };
      if (current.status === 'published') {
        const outcome = await refreshListingCopy(trx, current, publication);
        if (outcome.kind !== 'published') throw new Refusal(422, problemBody(outcome));
        return { offer: current, listed: true };
      }
      if (current.status === 'paid' && current.credit_days !== null && publicationProblem(form) === null) {
        const outcome = await publishOffer(trx, current, current.credit_days, publication);
        if (outcome.kind === 'published') return { offer: outcome.offer, listed: true };
      }
      return { offer: current, listed: false };
    });
    if (!('offer' in saved)) return saved;
    if (saved.listed) await context.announce(request.tenant.id);
    const answer: OfferSavedDto = { id: saved.offer.id, slug: saved.offer.slug, status: saved.offer.status };
    return answer;
  }

  app.patch('/:tenant/v1/offers/:slug', open, async (request, reply) => {
    if (request.isMultipart()) {
      // The logged-in editor's form (platform.md 5): only an employer of the offer's company.
      if (!request.employer)
        return reply.code(401).send({ error: 'unauthorized', message: 'Log in as an employer to send the offer form with its logo.' });
      const offer = await openOffer(context, request, slugParam(request), queryToken(request));
      if (!offer) return reply.code(404).send(OFFER_NOT_FOUND);
      const upload = await readMultipartOffer(request);
      if (!upload.ok) return reply.code(upload.status).send({ error: 'invalid-offer', message: upload.message });
      return save(request, reply, offer, shapeMultipartFields(upload.upload.fields), upload.upload.logo);
    }
    const offer = await openOffer(context, request, slugParam(request), queryToken(request));
    if (!offer) return reply.code(404).send(OFFER_NOT_FOUND);
    return save(request, reply, offer, request.body, null);
  });

  app.get('/:tenant/v1/offers/:slug/logo', { preHandler: requireTenant }, async (request, reply) => {
    const offer = await findOffer(deps.db, request.tenant.id, slugParam(request));
    if (!offer || offer.logo === null || offer.logo_type === null) return reply.code(404).send({ error: 'not-found', message: 'No such logo.' });
    return reply
      .type(offer.logo_type)
      .header('cache-control', 'public, max-age=86400')
      .header('content-security-policy', "default-src 'none'")
      .send(offer.logo);
  });
}
