import type { FastifyInstance, FastifyReply } from 'fastify';
import { BANNERS_MAX, OfferBannersQuery, SUPER_OFFERS_LIMIT_MAX, SuperOffersQuery, type OfferBannerDto } from '../../contract/homepage.ts';
import type { OfferListItemDto } from '../../contract/listing.ts';
import type { GatewayDeps } from '../GatewayDeps.ts';
import { sendBadRequest } from '../http/decodeInput.ts';
import { limitOf, readQuery, type RawQuery } from '../http/readQuery.ts';
import { requireTenant } from '../http/tenantScope.ts';
import { toOfferListItem } from '../listing/offerDto.ts';
import { defaultCurrency, SLUG_PATTERN } from '../listing/offerQuery.ts';
import { clearOnOfferChanges } from '../listing/clearOnOfferChanges.ts';
import { QueryCache } from '../listing/QueryCache.ts';
import { bannerOffers, latestSuperOffers } from './superOffers.ts';

/** Super offers change only when offers do: kept this long, dropped when this process writes offers. */
const TTL_MS = 30_000;

/** The home page's offer calls (platform.md 7): the latest super offers and offer banners. */
export async function homepageRoutes(app: FastifyInstance, deps: GatewayDeps): Promise<void> {
  const { db } = deps;
  const cache = new QueryCache(TTL_MS, 500, () => deps.now().getTime());
  clearOnOfferChanges(app, deps.offerChanges, () => cache.clear());
  const scoped = { preHandler: requireTenant };

  app.get('/:tenant/job-advertisements/super-offers/latest', scoped, async (request, reply): Promise<OfferListItemDto[] | FastifyReply> => {
    const raw = request.query as RawQuery;
    const query = readQuery(SuperOffersQuery, raw);
    const limit = limitOf(raw, query.limit, SUPER_OFFERS_LIMIT_MAX);
    if (limit === null) return sendBadRequest(reply, `limit must be a whole number from 1 to ${SUPER_OFFERS_LIMIT_MAX}.`);
    const tenantId = request.tenant.id;
    const currency = query.currency ?? defaultCurrency;
    const lang = query.lang ?? request.tenant.defaultLanguage;
    const rows = await cache.get(`super\u0000${tenantId}\u0000${limit}`, () => latestSuperOffers(db, tenantId, limit));
    return rows.map((row) => toOfferListItem(row, currency, lang));
  });

  app.get('/:tenant/job-advertisements/banners', scoped, async (request, reply): Promise<OfferBannerDto[] | FastifyReply> => {
    const query = readQuery(OfferBannersQuery, request.query as RawQuery);
    const categoryKey = query.categoryKey?.trim() ?? '';
    if (!SLUG_PATTERN.test(categoryKey)) return sendBadRequest(reply, 'categoryKey: the slug of a category is required.');
    const cities = (query.cities ?? []).filter((slug) => SLUG_PATTERN.test(slug)).slice(0, 50);
    const tenantId = request.tenant.id;
    const currency = query.currency ?? defaultCurrency;
    const lang = query.lang ?? request.tenant.defaultLanguage;
    const rows = await cache.get(`banners\u0000${tenantId}\u0000${JSON.stringify([categoryKey, cities])}`, () =>
      bannerOffers(db, tenantId, categoryKey, cities, BANNERS_MAX),
    );
    return rows.map((row) => ({ categoryKey, offer: toOfferListItem(row, currency, lang) }));
  });
}
