import type { FastifyInstance } from 'fastify';
import type { OffersByCursorDto, PopularOffersDto, SuggestionsDto } from '../../../contract/listing.ts';
import { BoundedQueue, QueueFull } from '../../http/BoundedQueue.ts';
import { requireTenant } from '../../http/tenantScope.ts';
import type { ResolvedFilters } from '../offerConditions.ts';
import { toOfferListItem } from '../offerDto.ts';
import { currencyValue, numberIn, parseOfferQuery, type Language, type OfferQuery, type RawQuery } from '../offerQuery.ts';
import { cleanText } from '../textFilters.ts';
import { popularOffers } from '../queries/popularOffers.ts';
import { searchOffers } from '../queries/offerSearch.ts';
import { suggest } from '../suggestions.ts';
import { userPanel, type ListingScope } from './listingScope.ts';

const POPULAR_DEFAULT_PER_PAGE = 20;
/** Uncached searches running at once and waiting in line (gateway/http/BoundedQueue.ts); one more answers 429. */
export const UNCACHED_SEARCHES = { running: 4, waiting: 16 } as const;

/** The search itself: a page of offers by cursor, the popular ranking, and the search bar's suggestions. */
export function searchRoutes(app: FastifyInstance, listing: ListingScope): void {
  const { db, cached, count, searches } = listing;
  const scoped = { preHandler: requireTenant };
  const uncached = new BoundedQueue(UNCACHED_SEARCHES.running, UNCACHED_SEARCHES.waiting);

  /** A page of offers as the bytes by-cursor sends (and its cache keeps). */
  const searchPage = async (tenantId: string, filters: ResolvedFilters, query: OfferQuery, lang: Language): Promise<Buffer> => {
    // One row past the page tells whether there is a next one, whatever the (cached) count says.
    const [rows, totalCount] = await Promise.all([
      searchOffers(db, tenantId, filters, query, { from: query.from, limit: query.itemsCount + 1 }),
      count(tenantId, filters),
    ]);
    const page = rows.slice(0, query.itemsCount);
    const body: OffersByCursorDto = {
      items: page.map((row) => toOfferListItem(row, query.currency, lang)),
      totalCount: Math.max(totalCount, query.from + page.length),
      nextFrom: rows.length > query.itemsCount ? query.from + query.itemsCount : null,
      pageSize: query.itemsCount,
    };
    return Buffer.from(JSON.stringify(body));
  };

  app.get(`${userPanel}/offers/by-cursor`, scoped, async (request, reply) => {
    const query = parseOfferQuery(request.query as RawQuery);
    const tenantId = request.tenant.id;
    const filters = await listing.filtersOf(request, query.filters);
    const lang = query.lang ?? request.tenant.defaultLanguage;
    const load = () => uncached.run(() => searchPage(tenantId, filters, query, lang));
    try {
      const body = searches ? await searches.get(searchKey(tenantId, filters, query, lang), load) : await load();
      return reply.type('application/json; charset=utf-8').send(body);
    } catch (error) {
      if (!(error instanceof QueueFull)) throw error;
      return reply.code(429).header('retry-after', String(error.retryAfterSeconds)).send({ error: 'too-many-requests', message: error.message });
    }
  });

  app.get(`${userPanel}/offers/popular`, scoped, async (request): Promise<PopularOffersDto> => {
    const raw = request.query as RawQuery;
    const perPage = numberIn(raw, 'perPage', 1, 100, true) ?? POPULAR_DEFAULT_PER_PAGE;
    const page = numberIn(raw, 'page', 1, 1000, true) ?? 1;
    const tenantId = request.tenant.id;
    const rows = await cached('popular', tenantId, [page, perPage], () =>
      popularOffers(db, tenantId, listing.now(), { from: (page - 1) * perPage, limit: perPage + 1 }),
    );
    const currency = currencyValue(raw);
    const lang = listing.languageOf(request);
    return { items: rows.slice(0, perPage).map((row) => toOfferListItem(row, currency, lang)), page, perPage, hasNextPage: rows.length > perPage };
  });

  app.get(`${userPanel}/offers/suggest`, scoped, async (request): Promise<SuggestionsDto> => {
    const text = cleanText(String((request.query as RawQuery)['query'] ?? '')).slice(0, 100);
    if (!/[\p{L}\p{N}]/u.test(text)) return { titles: [], companies: [], skills: [] };
    const tenantId = request.tenant.id;
    return cached('suggest', tenantId, text.toLowerCase(), () => suggest(db, tenantId, text));
  });
}

/**
 * One key per distinct answer: the tenant, the filters as the query runs them (parsed, categories and
 * city resolved) with every set-valued list sorted, the page, the sort, the currency and the language.
 * Two URLs that differ only in parameter order, repeats or case of known values share it.
 */
export function searchKey(tenantId: string, filters: ResolvedFilters, query: OfferQuery, lang: Language): string {
  const sorted = <T extends string | number>(list: readonly T[]) => [...list].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const canonical = {
    ...filters,
    categoryIds: sorted(filters.categoryIds),
    keywords: sorted(filters.keywords),
    companyNames: sorted(filters.companyNames),
    skills: sorted(filters.skills),
    jobTitles: sorted(filters.jobTitles),
  };
  return JSON.stringify([tenantId, canonical, query.from, query.itemsCount, query.sortBy, query.orderBy, query.currency, lang]);
}
