import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type {
  ActiveSlugCodec,
  CategoryCountsCodec,
  ClusterListCodec,
  CompanyShortInfoCodec,
  MarkerListCodec,
  OffersByCursorDto,
  PopularOffersDto,
  SuggestionsDto,
} from '../../contract/listing.ts';
import { OfferViewCodec } from '../../contract/listing.ts';
import type * as t from 'io-ts';
import type { GatewayDeps } from '../GatewayDeps.ts';
import { decodeInput, sendBadRequest } from '../http/decodeInput.ts';
import { findTenant, requireTenant } from '../http/tenantScope.ts';
import {
  categoryTree,
  cityList,
  currencyDictionary,
  employmentTypeDictionary,
  listingConfiguration,
  technologies,
  workplaceTypeDictionary,
} from './listingDictionaries.ts';
import { resolveFilters, type ResolvedFilters } from './offerConditions.ts';
import { toOfferDetail, toOfferListItem } from './offerDto.ts';
import {
  cleanText,
  currencyValue,
  languageValue,
  noFilters,
  numberIn,
  OFFER_KEY_PATTERN,
  parseBoundingBox,
  parseOfferFilters,
  parseOfferQuery,
  SLUG_PATTERN,
  type Language,
  type OfferFilters,
  type OfferQuery,
  type RawQuery,
} from './offerQuery.ts';
import {
  clusterByCity,
  companyShortInfo,
  countByCategory,
  countOffers,
  findOffer,
  lookalikes,
  markersIn,
  offerExists,
  popularOffers,
  recordView,
  searchOffers,
} from './offerRepository.ts';
import { refreshPlannerStatistics } from './plannerStatistics.ts';
import { OfferChanges } from './OfferChanges.ts';
import { QueryCache } from './QueryCache.ts';
import { loadReferenceData, mainCategoryOf, type ReferenceData } from './referenceData.ts';
import { SearchResponseCache } from './SearchResponseCache.ts';
import { suggest } from './suggestions.ts';
import { publicLogoUrl } from './companyLogos.ts';

/** How long counts, clusters, rankings and dictionaries are reused: a new offer shows in counts within this. */
export const AGGREGATE_TTL_MS = 30_000;
const REFERENCE_TTL_MS = 60_000;
/** Kept search answers: a few hundred pages of 100 offers (about 130 KiB each). */
export const SEARCH_CACHE_LIMITS = { ttlMs: AGGREGATE_TTL_MS, maxEntries: 500, maxBytes: 32 * 1024 * 1024 };
const MAX_LOOKALIKES = 8;
const POPULAR_DEFAULT_PER_PAGE = 20;

type Dto<C extends t.Mixed> = t.TypeOf<C>;

/**
 * The listing's part of the gateway: the /v2/user-panel offer family, the dictionaries, the offer
 * page and view tracking, all under /api/:tenant. Query strings are read with offerQuery.ts (bad
 * values dropped, never an error); bodies are checked with their contract codec.
 */
export async function listingRoutes(app: FastifyInstance, deps: GatewayDeps): Promise<void> {
  const { db } = deps;
  await refreshPlannerStatistics(db);
  const clock = () => deps.now().getTime();
  const referenceCache = new QueryCache(REFERENCE_TTL_MS, 1, clock);
  const aggregates = new QueryCache(AGGREGATE_TTL_MS, 2_000, clock);
  const reference = (): Promise<ReferenceData> => referenceCache.get('reference', () => loadReferenceData(db));
  const cached = <T>(kind: string, tenantId: string | null, key: unknown, load: () => Promise<T>): Promise<T> =>
    aggregates.get(`${kind}\u0000${tenantId ?? '*'}\u0000${JSON.stringify(key)}`, load);
  const count = (tenantId: string | null, filters: ResolvedFilters) => cached('count', tenantId, filters, () => countOffers(db, tenantId, filters));
  const searches = deps.listingCache === false ? null : new SearchResponseCache(SEARCH_CACHE_LIMITS, clock);
  // Offer writes in this process drop what was kept before them (counts, pages) at the next request.
  const offerChanges = deps.offerChanges ?? new OfferChanges();
  let seenOffers = offerChanges.version;
  app.addHook('onRequest', async () => {
    if (offerChanges.version === seenOffers) return;
    seenOffers = offerChanges.version;
    aggregates.clear();
    searches?.clear();
  });

  const scoped = { preHandler: requireTenant };
  const languageOf = (request: FastifyRequest): Language => languageValue(request.query as RawQuery) ?? request.tenant.defaultLanguage;
  const filtersOf = async (request: FastifyRequest, base: OfferFilters = parseOfferFilters(request.query as RawQuery)) =>
    resolveFilters(base, await reference(), request.tenant.id);
  const userPanel = '/:tenant/v2/user-panel';

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
    const filters = await filtersOf(request, query.filters);
    const lang = query.lang ?? request.tenant.defaultLanguage;
    const load = () => searchPage(tenantId, filters, query, lang);
    const body = searches ? await searches.get(searchKey(tenantId, filters, query, lang), load) : await load();
    return reply.type('application/json; charset=utf-8').send(body);
  });

  app.get(`${userPanel}/offers/popular`, scoped, async (request): Promise<PopularOffersDto> => {
    const raw = request.query as RawQuery;
    const perPage = numberIn(raw, 'perPage', 1, 100, true) ?? POPULAR_DEFAULT_PER_PAGE;
    const page = numberIn(raw, 'page', 1, 1000, true) ?? 1;
    const tenantId = request.tenant.id;
    const rows = await cached('popular', tenantId, [page, perPage], () =>
      popularOffers(db, tenantId, deps.now(), { from: (page - 1) * perPage, limit: perPage + 1 }),
    );
    const currency = currencyValue(raw);
    const lang = languageOf(request);
    return { items: rows.slice(0, perPage).map((row) => toOfferListItem(row, currency, lang)), page, perPage, hasNextPage: rows.length > perPage };
  });

  app.get(`${userPanel}/offers/count`, scoped, async (request) => ({ count: await count(request.tenant.id, await filtersOf(request)) }));

  app.get(`${userPanel}/offers/all-boards/count`, scoped, async () => ({ count: await count(null, resolveFilters(noFilters, await reference(), '')) }));

  /** Category counts ignore the category filter itself: the chips show what choosing each would give. */
  const categoryCounts = async (request: FastifyRequest): Promise<Dto<typeof CategoryCountsCodec>> => {
    const tenantId = request.tenant.id;
    const filters = { ...(await filtersOf(request)), categoryIds: [] };
    const own = await cached('categories', tenantId, filters, () => countByCategory(db, tenantId, filters));
    const ref = await reference();
    const totals = new Map<number, number>();
    for (const { categoryId, count: n } of own) {
      totals.set(categoryId, (totals.get(categoryId) ?? 0) + n);
      const main = mainCategoryOf(ref, categoryId);
      if (main && main.id !== categoryId) totals.set(main.id, (totals.get(main.id) ?? 0) + n);
    }
    return ref.categories
      .filter((category) => category.tenant_id === tenantId)
      .map((category) => ({ categoryId: category.id, count: totals.get(category.id) ?? 0 }));
  };

  app.get(`${userPanel}/offers/count/categories`, scoped, async (request) => categoryCounts(request));

  app.get(`${userPanel}/offers/count/categories/:categoryId`, scoped, async (request, reply) => {
    const id = Number((request.params as { categoryId: string }).categoryId);
    const ref = await reference();
    const category = Number.isSafeInteger(id) ? ref.categoryById.get(id) : undefined;
    if (!category || category.tenant_id !== request.tenant.id) return notFound(reply, 'No such category.');
    const counts = await categoryCounts(request);
    const family = new Set(ref.categories.filter((c) => c.tenant_id === category.tenant_id && c.lft >= category.lft && c.rgt <= category.rgt).map((c) => c.id));
    return counts.filter((entry) => family.has(entry.categoryId));
  });

  app.get(`${userPanel}/offers/suggest`, scoped, async (request): Promise<SuggestionsDto> => {
    const text = cleanText(String((request.query as RawQuery)['query'] ?? '')).slice(0, 100);
    if (!/[\p{L}\p{N}]/u.test(text)) return { titles: [], companies: [], skills: [] };
    const tenantId = request.tenant.id;
    return cached('suggest', tenantId, text.toLowerCase(), () => suggest(db, tenantId, text));
  });

  app.get(`${userPanel}/offers/clusters`, scoped, async (request): Promise<Dto<typeof ClusterListCodec>> => {
    const tenantId = request.tenant.id;
    const filters = await filtersOf(request);
    const box = parseBoundingBox(request.query as RawQuery);
    const groups = await cached('clusters', tenantId, [filters, box], () => clusterByCity(db, tenantId, filters, box));
    const ref = await reference();
    const lang = languageOf(request);
    return groups.flatMap((group) => {
      const city = ref.cityBySlug.get(group.citySlug);
      if (!city) return [];
      const main = group.mainCategoryId === null ? undefined : ref.categoryById.get(group.mainCategoryId);
      return [
        {
          id: city.slug,
          count: group.count,
          region: lang === 'pl' ? city.label_pl : city.label_en,
          longitude: city.longitude,
          latitude: city.latitude,
          categoryId: main?.id ?? null,
          categoryKey: main?.slug ?? null,
          geoJson: { type: 'Point', coordinates: [city.longitude, city.latitude] },
        },
      ];
    });
  });

  app.get(`${userPanel}/offers/markers`, scoped, async (request): Promise<Dto<typeof MarkerListCodec>> => {
    const filters = await filtersOf(request);
    const rows = await markersIn(db, request.tenant.id, filters, parseBoundingBox(request.query as RawQuery));
    return rows.map((row) => ({ slug: row.slug, title: row.title, companyName: row.company_name, latitude: row.latitude, longitude: row.longitude }));
  });

  app.get(`${userPanel}/offers/active-slug/:slug`, scoped, async (request): Promise<Dto<typeof ActiveSlugCodec>> => {
    const slug = (request.params as { slug: string }).slug;
    const known = OFFER_KEY_PATTERN.test(slug);
    return { slug: known ? slug : '', active: known && (await offerExists(db, request.tenant.id, slug)) };
  });

  app.get(`${userPanel}/offer-lookalikes/:slug`, scoped, async (request, reply) => {
    const slug = (request.params as { slug: string }).slug;
    const rows = OFFER_KEY_PATTERN.test(slug) ? await lookalikes(db, request.tenant.id, slug, MAX_LOOKALIKES) : undefined;
    if (!rows) return notFound(reply, 'No such offer.');
    const currency = currencyValue(request.query as RawQuery);
    const lang = languageOf(request);
    return rows.map((row) => toOfferListItem(row, currency, lang));
  });

  app.get(`${userPanel}/configuration`, scoped, async (request) => listingConfiguration(languageValue(request.query as RawQuery)));

  app.get('/:tenant/categories', scoped, async (request) => categoryTree(await reference(), request.tenant.id, languageOf(request)));
  app.get('/:tenant/cities', scoped, async (request) => cityList(await reference(), request.tenant, languageOf(request)));
  app.get('/:tenant/employment-types', scoped, async (request) => employmentTypeDictionary(languageOf(request)));
  app.get('/:tenant/workplace-types/unique', scoped, async (request) => workplaceTypeDictionary(languageOf(request)));
  app.get('/:tenant/currencies', scoped, async (request) => currencyDictionary(languageOf(request)));
  app.get('/:tenant/technologies', scoped, async (request) => {
    const tenantId = request.tenant.id;
    return cached('technologies', tenantId, null, () => technologies(db, tenantId));
  });

  app.get('/:tenant/job-advertisements/:idOrSlug', scoped, async (request, reply) => {
    const idOrSlug = (request.params as { idOrSlug: string }).idOrSlug;
    const row = OFFER_KEY_PATTERN.test(idOrSlug) ? await findOffer(db, request.tenant.id, idOrSlug) : undefined;
    if (!row) return notFound(reply, 'No such offer.');
    return toOfferDetail(row, currencyValue(request.query as RawQuery), languageOf(request));
  });

  app.get('/:tenant/company/:slug/short-info', scoped, async (request, reply): Promise<Dto<typeof CompanyShortInfoCodec> | FastifyReply> => {
    const slug = (request.params as { slug: string }).slug;
    const row = SLUG_PATTERN.test(slug) ? await companyShortInfo(db, request.tenant.id, slug) : undefined;
    if (!row) return notFound(reply, 'No such company.');
    return {
      slug: row.slug,
      name: row.name,
      logoUrl: publicLogoUrl(row.slug, row.logo),
      shortDescription: row.short_description,
      companyType: row.company_type,
      size: row.size,
      url: row.url,
      offersCount: row.offers,
    };
  });

  /** POST /v1/views: the body names the brand; under /:tenant it must be that tenant. */
  const views = async (request: FastifyRequest, reply: FastifyReply, tenantId: string | null) => {
    const view = decodeInput(OfferViewCodec, request.body);
    if (!view) return sendBadRequest(reply, 'Expected {brand, offerSlug, visitedAt}.');
    const visitedAt = new Date(view.visitedAt);
    const offerSlug = cleanText(view.offerSlug);
    if (!findTenant(view.brand) || (tenantId !== null && view.brand !== tenantId)) return sendBadRequest(reply, 'Unknown brand.');
    if (offerSlug === '' || offerSlug.length > 300) return sendBadRequest(reply, 'offerSlug must be 1 to 300 characters.');
    if (Number.isNaN(visitedAt.getTime()) || visitedAt.getFullYear() < 2000 || visitedAt.getTime() > deps.now().getTime() + 86_400_000) {
      return sendBadRequest(reply, 'visitedAt must be an ISO 8601 date, not in the future.');
    }
    await recordView(db, { brand: view.brand, offerSlug, visitedAt });
    return reply.code(204).send();
  };
  app.post('/:tenant/v1/views', scoped, async (request, reply) => views(request, reply, request.tenant.id));
  app.post('/v1/views', async (request, reply) => views(request, reply, null));
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

function notFound(reply: FastifyReply, message: string): FastifyReply {
  return reply.code(404).send({ error: 'not-found', message });
}
