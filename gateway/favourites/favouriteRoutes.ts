import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AddFavouriteRequestCodec, FAVOURITE_IDS_MAX, FAVOURITES_PAGE_SIZE_MAX, type FavouritesPageDto } from '../../contract/favourites.ts';
import type { GatewayDeps } from '../GatewayDeps.ts';
import { decodeInput, sendBadRequest, UUID_PATTERN } from '../http/decodeInput.ts';
import { jobAdvertisementIds, positiveInteger, type ListQuery } from '../http/listQuery.ts';
import { currencyValue } from '../listing/offerQuery.ts';
import type { candidateGuard } from '../session/requireCandidate.ts';
import { addFavourite, countFavourites, listFavourites, removeFavourite } from './favouriteOffers.ts';

const DEFAULT_PAGE_SIZE = 20;

function languageOf(request: FastifyRequest, query: ListQuery): 'pl' | 'en' {
  const lang = query['lang'];
  return lang === 'pl' || lang === 'en' ? lang : request.tenant.defaultLanguage;
}

/** GET, POST and DELETE of /candidates/favorites and the count: the logged-in candidate's own favourites only. */
export async function favouriteRoutes(app: FastifyInstance, deps: GatewayDeps, requireCandidate: ReturnType<typeof candidateGuard>): Promise<void> {
  const guarded = { preHandler: requireCandidate };

  app.get('/:tenant/candidates/favorites', guarded, async (request, reply) => {
    const query = (request.query ?? {}) as ListQuery;
    const ids = jobAdvertisementIds(query);
    const page = positiveInteger(query['page'], 1);
    // A status lookup without a page size answers for all its ids at once.
    const pageSize = positiveInteger(query['pageSize'], ids === undefined ? DEFAULT_PAGE_SIZE : FAVOURITE_IDS_MAX);
    if (page === null || pageSize === null || pageSize > FAVOURITES_PAGE_SIZE_MAX) {
      return sendBadRequest(reply, `page and pageSize are whole numbers from 1 (pageSize at most ${FAVOURITES_PAGE_SIZE_MAX}).`);
    }
    if (ids !== undefined && (ids.length > FAVOURITE_IDS_MAX || !ids.every((id) => UUID_PATTERN.test(id)))) {
      return sendBadRequest(reply, `jobAdvertisementsIds takes at most ${FAVOURITE_IDS_MAX} offer ids.`);
    }
    const result = await listFavourites(deps.db, {
      tenantId: request.tenant.id,
      candidateId: request.candidate.candidateId,
      page,
      pageSize,
      ...(ids === undefined ? {} : { offerIds: [...new Set(ids)] }),
      language: languageOf(request, query),
      currency: currencyValue(query),
    });
    const body: FavouritesPageDto = { items: result.items, hasNextPage: result.hasNextPage, pageNumber: page };
    return body;
  });

  app.get('/:tenant/candidates/favorites/count', guarded, async (request) => ({
    count: await countFavourites(deps.db, request.tenant.id, request.candidate.candidateId),
  }));

  app.post('/:tenant/candidates/favorites', guarded, async (request, reply) => {
    const body = decodeInput(AddFavouriteRequestCodec, request.body);
    if (!body) return sendBadRequest(reply, 'Send { "jobAdvertisementId": "<offer id>" }.');
    const offerId = body.jobAdvertisementId.trim().toLowerCase();
    const added = UUID_PATTERN.test(offerId) && (await addFavourite(deps.db, request.tenant.id, request.candidate.candidateId, offerId, deps.now()));
    if (!added) return reply.code(404).send({ error: 'not-found', message: 'No such offer.' });
    return reply.code(204).send();
  });

  app.delete('/:tenant/candidates/favorites/:jobAdvertisementId', guarded, async (request, reply) => {
    const offerId = ((request.params as { jobAdvertisementId?: string }).jobAdvertisementId ?? '').toLowerCase();
    if (UUID_PATTERN.test(offerId)) await removeFavourite(deps.db, request.candidate.candidateId, offerId);
    return reply.code(204).send();
  });
}
