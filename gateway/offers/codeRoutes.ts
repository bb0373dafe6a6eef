import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PrepaidCodeListDto } from '../../contract/pricing.ts';
import type { OfferStatus, VerifiedCodeDto } from '../../contract/offerLifecycle.ts';
import { employerOf } from '../employer/requireEmployer.ts';
import { codeStatus, findCode, listCodes, normaliseCode, spendCode, type CodeRow } from './codes/prepaidCodes.ts';
import type { OfferRow } from './draft/offerDrafts.ts';
import {
  bodyToken,
  OFFER_NOT_FOUND,
  openOffer,
  queryToken,
  Refusal,
  sendRefusal,
  slugParam,
  toPublicationDto,
  withLockedOffer,
  type OfferContext,
} from './OfferContext.ts';
import { problemBody } from './publication/completeness.ts';
import { extendOffer, publishOffer } from './publication/publishOffer.ts';

const CODE_NOT_FOUND = new Refusal(404, { error: 'code-not-found', message: 'No such code for this company. Check it in the panel’s codes.' });

/** Which statuses each use of a code accepts: publishing a draft (or a paid one), extending a live or expired one. */
const ACCEPTS: Readonly<Record<'publish' | 'extend', readonly OfferStatus[]>> = { publish: ['draft', 'paid'], extend: ['published', 'expired'] };

function wrongState(use: 'publish' | 'extend', status: OfferStatus): Refusal {
  const message =
    use === 'publish'
      ? `A code publishes a draft; this offer is ${status}${status === 'published' ? ': extend it instead' : ''}.`
      : `A code extends a published or expired offer; this one is ${status}${status === 'draft' ? ': publish it first' : ''}.`;
  return new Refusal(409, { error: 'wrong-offer-status', message, status });
}

/** Why the company's code cannot be used now, or null when it can. */
function codeRefusal(code: CodeRow | undefined, companyId: number | null, now: Date): Refusal | null {
  if (!code || companyId === null || code.company_id !== companyId) return CODE_NOT_FOUND;
  const status = codeStatus(code, now);
  if (status === 'used') return new Refusal(409, { error: 'code-used', message: 'This code has already been used.' });
  if (status === 'expired')
    return new Refusal(410, { error: 'code-expired', message: `This code expired on ${new Date(code.expires_at).toISOString().slice(0, 10)}.` });
  return null;
}

const isExtend = (request: FastifyRequest): boolean => {
  const value = (request.query as Record<string, unknown>)['extend'];
  return value === '' || value === '1' || value === 'true';
};

/** GET /v2/employer-panel/codes, verify-code, publish-with-code and extend-with-code. */
export async function codeRoutes(app: FastifyInstance, context: OfferContext): Promise<void> {
  const { deps, guards } = context;
  const open = { preHandler: guards.optionalEmployer };

  app.get('/:tenant/v2/employer-panel/codes', { preHandler: guards.requireEmployer }, async (request): Promise<PrepaidCodeListDto> => ({
    items: await listCodes(deps.db, request.tenant.id, employerOf(request).companyId, deps.now()),
  }));

  app.get('/:tenant/v1/offers/:slug/verify-code/:code', open, async (request, reply) => {
    const offer = await openOffer(context, request, slugParam(request), queryToken(request));
    if (!offer) return reply.code(404).send(OFFER_NOT_FOUND);
    const text = normaliseCode((request.params as { code?: string }).code ?? '');
    const code = text === null ? undefined : await findCode(deps.db, request.tenant.id, text);
    const extend = isExtend(request);
    const use = extend ? 'extend' : 'publish';
    const refusal = codeRefusal(code, offer.company_id, deps.now()) ?? (ACCEPTS[use].includes(offer.status) ? null : wrongState(use, offer.status));
    if (refusal || !code) return sendRefusal(reply, refusal ?? CODE_NOT_FOUND);
    const answer: VerifiedCodeDto = { code: code.code, valid: true, pricing_plan: code.pricing_plan, days: code.days, extend };
    return answer;
  });

  /** Spends the code and publishes or extends, in one transaction: a refusal leaves both as they were. */
  async function useCode(request: FastifyRequest, reply: FastifyReply, use: 'publish' | 'extend') {
    const offer = await openOffer(context, request, slugParam(request), bodyToken(request) ?? queryToken(request));
    if (!offer) return reply.code(404).send(OFFER_NOT_FOUND);
    const raw = (request.query as Record<string, unknown>)['code'];
    if (typeof raw !== 'string' || raw.trim() === '')
      return reply.code(400).send({ error: 'bad-request', message: 'Send the code as ?code=XXXX-XXXX-XXXX.' });
    const text = normaliseCode(raw);
    const reference = await context.reference();
    const now = deps.now();
    const done = await withLockedOffer(context, reply, offer.id, async (trx, locked): Promise<OfferRow> => {
      const code = text === null ? undefined : await findCode(trx, request.tenant.id, text);
      const refusal = codeRefusal(code, locked.company_id, now);
      if (refusal || !code || locked.company_id === null) throw refusal ?? CODE_NOT_FOUND;
      if (!ACCEPTS[use].includes(locked.status)) throw wrongState(use, locked.status);
      if (!(await spendCode(trx, request.tenant.id, locked.company_id, code.code, offer.id, now)))
        throw new Refusal(409, { error: 'code-used', message: 'This code has already been used.' });
      const outcome =
        use === 'publish'
          ? await publishOffer(trx, locked, code.days, { reference, now })
          : await extendOffer(trx, locked, code.days, { reference, now });
      if (outcome.kind !== 'published') throw new Refusal(422, problemBody(outcome));
      return outcome.offer;
    });
    if (!('slug' in done)) return done;
    request.log.info({
      event: use === 'publish' ? 'offer-published-with-code' : 'offer-extended-with-code',
      tenant: request.tenant.id,
      offer: offer.id,
    });
    await context.announce(request.tenant.id);
    return toPublicationDto(done);
  }

  app.post('/:tenant/v1/offers/:slug/publish-with-code', open, (request, reply) => useCode(request, reply, 'publish'));
  app.post('/:tenant/v1/offers/:slug/extend-with-code', open, (request, reply) => useCode(request, reply, 'extend'));
}
