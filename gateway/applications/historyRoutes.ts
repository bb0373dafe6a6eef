import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ExternalApplyRequestCodec, HISTORY_IDS_MAX, HISTORY_PAGE_SIZE_MAX, type HistoryPageDto } from '../../contract/applications.ts';
import { decodeInput, sendBadRequest, UUID_PATTERN } from '../http/decodeInput.ts';
import { jobAdvertisementIds, positiveInteger, type ListQuery } from '../http/listQuery.ts';
import type { ApplicationContext } from './ApplicationContext.ts';
import { deleteApplications } from './applicationRows.ts';
import { findListedOffer } from './applyingOffers.ts';
import { countHistory, findHistoryItem, listHistory, recordHistoryItem } from './historyRows.ts';

const DEFAULT_PAGE_SIZE = 20;
/** A redirect id is ours (a UUID) or a client's: short, URL-safe. */
const REDIRECT_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** `true`/`false` (also 1/0); absent: both. Undefined for anything else (answered 400). */
function confirmedOf(value: unknown): boolean | null | undefined {
  if (value === undefined || value === '') return null;
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  return undefined;
}

const NO_SUCH_ITEM = { error: 'not-found', message: 'No such item in your application history.' } as const;

/**
 * The candidate's application history (platform.md 7), behind the bearer and the tenant's
 * applicationHistory flag: the list and its count, a click to apply elsewhere, "yes, I applied"
 * (confirm) and "no" or a withdrawal (delete), by redirect id. Only the bearer's own items exist.
 */
export function historyRoutes(app: FastifyInstance, context: ApplicationContext): void {
  const { deps } = context;
  const flagOn = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.tenant.flags.applicationHistory)
      await reply.code(404).send({ error: 'not-found', message: 'Application history is not available on this board.' });
  };
  const guarded = { preHandler: [context.requireCandidate, flagOn] };
  const scope = (request: FastifyRequest) => ({ tenantId: request.tenant.id, candidateId: request.candidate.candidateId });
  const redirectIdOf = (request: FastifyRequest) => (request.params as { redirectId?: string }).redirectId ?? '';

  app.get('/:tenant/candidates/application-history', guarded, async (request, reply) => {
    const query = (request.query ?? {}) as ListQuery;
    const ids = jobAdvertisementIds(query);
    const page = positiveInteger(query['page'], 1);
    const pageSize = positiveInteger(query['pageSize'], ids === undefined ? DEFAULT_PAGE_SIZE : HISTORY_IDS_MAX);
    const isConfirmed = confirmedOf(query['isConfirmed']);
    if (page === null || pageSize === null || pageSize > HISTORY_PAGE_SIZE_MAX) {
      return sendBadRequest(reply, `page and pageSize are whole numbers from 1 (pageSize at most ${HISTORY_PAGE_SIZE_MAX}).`);
    }
    if (isConfirmed === undefined) return sendBadRequest(reply, 'isConfirmed: true or false.');
    if (ids !== undefined && (ids.length > HISTORY_IDS_MAX || !ids.every((id) => UUID_PATTERN.test(id)))) {
      return sendBadRequest(reply, `jobAdvertisementsIds takes at most ${HISTORY_IDS_MAX} offer ids.`);
    }
    const filter = {
      ...scope(request),
      ...(isConfirmed === null ? {} : { isConfirmed }),
      ...(ids === undefined ? {} : { offerIds: [...new Set(ids)] }),
    };
    const result = await listHistory(deps.db, filter, page, pageSize);
    const body: HistoryPageDto = { items: result.items, pageNumber: page, hasNextPage: result.hasNextPage, total: result.total };
    return body;
  });

  app.get('/:tenant/candidates/application-history/count', guarded, async (request, reply) => {
    const isConfirmed = confirmedOf(((request.query ?? {}) as ListQuery)['isConfirmed']);
    if (isConfirmed === undefined) return sendBadRequest(reply, 'isConfirmed: true or false.');
    return { count: await countHistory(deps.db, { ...scope(request), ...(isConfirmed === null ? {} : { isConfirmed }) }) };
  });

  app.post('/:tenant/candidates/application-history', guarded, async (request, reply) => {
    const body = decodeInput(ExternalApplyRequestCodec, request.body);
    const redirectId = body?.redirectId ?? randomUUID();
    if (!body || !REDIRECT_ID.test(redirectId)) {
      return sendBadRequest(reply, 'Send { "jobAdvertisementId": "<offer id>" } and optionally "redirectId": 1 to 64 letters, digits, - or _.');
    }
    const offerId = body.jobAdvertisementId.trim().toLowerCase();
    const offer = UUID_PATTERN.test(offerId) ? await findListedOffer(deps.db, request.tenant.id, { id: offerId }) : undefined;
    if (!offer) return reply.code(404).send({ error: 'not-found', message: 'No such offer.' });
    const recorded = await recordHistoryItem(deps.db, {
      ...scope(request),
      redirectId,
      offer,
      source: 'external',
      applicationId: null,
      confirmedAt: null,
      now: deps.now(),
    });
    if (recorded === 'redirect-id-taken')
      return reply.code(409).send({ error: 'redirect-id-taken', message: 'This redirect id names another item already.' });
    const item = await findHistoryItem(deps.db, request.tenant.id, request.candidate.candidateId, recorded.redirectId);
    return reply.code(recorded.created ? 201 : 200).send(item);
  });

  app.patch('/:tenant/candidates/application-history/by-core-id/:redirectId/confirm', guarded, async (request, reply) => {
    const redirectId = redirectIdOf(request);
    const { tenantId, candidateId } = scope(request);
    if (!REDIRECT_ID.test(redirectId)) return reply.code(404).send(NO_SUCH_ITEM);
    await deps.db
      .updateTable('application_history')
      .set({ confirmed_at: deps.now() })
      .where('tenant_id', '=', tenantId)
      .where('candidate_id', '=', candidateId)
      .where('redirect_id', '=', redirectId)
      .where('confirmed_at', 'is', null)
      .execute();
    const item = await findHistoryItem(deps.db, tenantId, candidateId, redirectId);
    return item ?? reply.code(404).send(NO_SUCH_ITEM);
  });

  app.delete('/:tenant/candidates/application-history/by-core-id/:redirectId', guarded, async (request, reply) => {
    const redirectId = redirectIdOf(request);
    const { tenantId, candidateId } = scope(request);
    if (!REDIRECT_ID.test(redirectId)) return reply.code(404).send(NO_SUCH_ITEM);
    const item = await deps.db
      .selectFrom('application_history')
      .select(['id', 'application_id'])
      .where('tenant_id', '=', tenantId)
      .where('candidate_id', '=', candidateId)
      .where('redirect_id', '=', redirectId)
      .executeTakeFirst();
    if (!item) return reply.code(404).send(NO_SUCH_ITEM);
    // A withdrawal takes the application and its CV with it, whatever the employer did with it.
    if (item.application_id !== null) await deleteApplications(deps.db, context.files, [item.application_id]);
    await deps.db.deleteFrom('application_history').where('id', '=', item.id).execute();
    return reply.code(204).send();
  });
}
