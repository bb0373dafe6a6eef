import type { FastifyInstance } from 'fastify';
import { OFFERS_PAGE_MAX, OFFERS_PAGE_SIZE_DEFAULT, OFFERS_PAGE_SIZE_MAX, type OffersPagedDto } from '../../../contract/listing.ts';
import { BoundedQueue, QueueFull } from '../../http/BoundedQueue.ts';
import { requireTenant } from '../../http/tenantScope.ts';
import { toOfferListItem } from '../offerDto.ts';
import { numberIn, parseOfferQuery, type RawQuery } from '../offerQuery.ts';
import { searchOffers } from '../queries/offerSearch.ts';
import { userPanel, type ListingScope } from './listingScope.ts';
import { UNCACHED_SEARCHES } from './searchRoutes.ts';

/** A page parameter: its value, `fallback` when it is absent, null when it is there but no whole number from 1 to `max`. */
function pageParameter(raw: RawQuery, key: string, max: number, fallback: number): number | null {
  return raw[key] === undefined ? fallback : numberIn(raw, key, 1, max, true);
}

/**
 * GET /v2/user-panel/offers (platform.md 7, "paginated, version 2"): the by-cursor search by page
 * number and page size (the listing query's filters, sort, currency and language), answering the
 * shape of the other paged lists. Searches wait in their own bounded line, like by-cursor's.
 */
export function pagedOffersRoutes(app: FastifyInstance, listing: ListingScope): void {
  const line = new BoundedQueue(UNCACHED_SEARCHES.running, UNCACHED_SEARCHES.waiting);

  app.get(`${userPanel}/offers`, { preHandler: requireTenant }, async (request, reply) => {
    const raw = request.query as RawQuery;
    const page = pageParameter(raw, 'page', OFFERS_PAGE_MAX, 1);
    const size = pageParameter(raw, 'pageSize', OFFERS_PAGE_SIZE_MAX, OFFERS_PAGE_SIZE_DEFAULT);
    if (page === null) return reply.code(400).send({ error: 'bad-request', message: `page must be a whole number from 1 to ${OFFERS_PAGE_MAX}.` });
    if (size === null)
      return reply.code(400).send({ error: 'bad-request', message: `pageSize must be a whole number from 1 to ${OFFERS_PAGE_SIZE_MAX}.` });
    const query = parseOfferQuery(raw);
    const tenantId = request.tenant.id;
    const filters = await listing.filtersOf(request, query.filters);
    const lang = query.lang ?? request.tenant.defaultLanguage;
    try {
      const [rows, totalCount] = await line.run(() =>
        Promise.all([
          searchOffers(listing.db, tenantId, filters, query, { from: (page - 1) * size, limit: size + 1 }),
          listing.count(tenantId, filters),
        ]),
      );
      const body: OffersPagedDto = {
        items: rows.slice(0, size).map((row) => toOfferListItem(row, query.currency, lang)),
        pageNumber: page,
        pageSize: size,
        totalCount: Math.max(totalCount, (page - 1) * size + Math.min(rows.length, size)),
        hasNextPage: rows.length > size,
      };
      return body;
    } catch (error) {
      if (!(error instanceof QueueFull)) throw error;
      return reply.code(429).header('retry-after', String(error.retryAfterSeconds)).send({ error: 'too-many-requests', message: error.message });
    }
  });
}
