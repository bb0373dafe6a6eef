import type { FastifyInstance } from 'fastify';
import type { OfferEndDto } from '../../contract/offerLifecycle.ts';
import { employerOf } from '../employer/requireEmployer.ts';
import { findOffer, type OfferRow } from './draft/offerDrafts.ts';
import {
  bodyToken,
  OFFER_NOT_FOUND,
  openOffer,
  queryToken,
  Refusal,
  slugParam,
  toPublicationDto,
  withLockedOffer,
  type OfferContext,
} from './OfferContext.ts';
import { withdrawListingCopy } from './publication/publishOffer.ts';
import { iso } from '../db/iso.ts';

/** POST /v1/offers/{slug}/finish-recruitment, DELETE /v1/offers/{slug}, GET /v2/employer-panel/offers/end/{slug}. */
export async function lifecycleRoutes(app: FastifyInstance, context: OfferContext): Promise<void> {
  const { deps, guards } = context;
  const open = { preHandler: guards.optionalEmployer };

  app.post('/:tenant/v1/offers/:slug/finish-recruitment', open, async (request, reply) => {
    const offer = await openOffer(context, request, slugParam(request), bodyToken(request) ?? queryToken(request));
    if (!offer) return reply.code(404).send(OFFER_NOT_FOUND);
    const now = deps.now();
    const finished = await withLockedOffer(context, reply, offer.id, async (trx, locked): Promise<OfferRow> => {
      if (locked.status !== 'published') {
        throw new Refusal(409, {
          error: 'not-published',
          message: `Only a published offer can be finished; this one is ${locked.status}.`,
          status: locked.status,
        });
      }
      await withdrawListingCopy(trx, offer.id);
      const row = await trx
        .updateTable('employer_offers')
        .set({ status: 'finished', finished_at: now, updated_at: now })
        .where('id', '=', offer.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return row as OfferRow;
    });
    if (!('slug' in finished)) return finished;
    request.log.info({ event: 'offer-finished', tenant: request.tenant.id, offer: offer.id });
    await context.announce(request.tenant.id);
    return toPublicationDto(finished);
  });

  app.delete('/:tenant/v1/offers/:slug', open, async (request, reply) => {
    const offer = await openOffer(context, request, slugParam(request), queryToken(request));
    if (!offer) return reply.code(404).send(OFFER_NOT_FOUND);
    const now = deps.now();
    const deleted = await withLockedOffer(context, reply, offer.id, async (trx, locked) => {
      if (locked.status === 'published') {
        throw new Refusal(409, {
          error: 'offer-active',
          message: 'A published offer cannot be deleted: finish the recruitment first.',
          status: locked.status,
        });
      }
      // Kept as a row (payments and codes point at it), gone from every answer; its slug is never reused.
      await trx
        .updateTable('employer_offers')
        .set({ status: 'deleted', deleted_at: now, updated_at: now, logo: null, logo_type: null })
        .where('id', '=', offer.id)
        .execute();
      return { deleted: true };
    });
    if (!('deleted' in deleted)) return deleted;
    request.log.info({ event: 'offer-deleted', tenant: request.tenant.id, offer: offer.id });
    return reply.code(204).send();
  });

  app.get('/:tenant/v2/employer-panel/offers/end/:slug', { preHandler: guards.requireEmployer }, async (request, reply) => {
    const offer = await findOffer(deps.db, request.tenant.id, slugParam(request));
    if (!offer || offer.company_id !== employerOf(request).companyId) return reply.code(404).send(OFFER_NOT_FOUND);
    const answer: OfferEndDto = {
      slug: offer.slug,
      title: offer.form.title,
      status: offer.status,
      publishedAt: iso(offer.published_at),
      expiresAt: iso(offer.expires_at),
      finishedAt: iso(offer.finished_at),
      canFinish: offer.status === 'published',
      canDelete: offer.status !== 'published',
    };
    return answer;
  });
}
