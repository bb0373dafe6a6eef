import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/Schema.ts';
import type { GatewayDeps } from '../../GatewayDeps.ts';
import { resolveFilters, type ResolvedFilters } from '../offerConditions.ts';
import { languageValue, parseOfferFilters, type Language, type OfferFilters, type RawQuery } from '../offerQuery.ts';
import { clearOnOfferChanges } from '../clearOnOfferChanges.ts';
import { QueryCache } from '../QueryCache.ts';
import { countOffers } from '../queries/offerSearch.ts';
import { loadReferenceData, type ReferenceData } from '../referenceData.ts';
import { SearchResponseCache } from '../SearchResponseCache.ts';

/** How long counts, clusters, rankings and dictionaries are reused: a new offer shows in counts within this. */
export const AGGREGATE_TTL_MS = 30_000;
const REFERENCE_TTL_MS = 60_000;
/** Kept search answers: a few hundred pages of 100 offers (about 130 KiB each). */
export const SEARCH_CACHE_LIMITS = { ttlMs: AGGREGATE_TTL_MS, maxEntries: 500, maxBytes: 32 * 1024 * 1024 };

/** What the listing's route groups share: the database, the caches and the readers of a request. */
export interface ListingScope {
  readonly db: Kysely<Schema>;
  readonly now: () => Date;
  /** Categories and cities of every tenant, kept for a minute. */
  readonly reference: () => Promise<ReferenceData>;
  /** An aggregate kept for AGGREGATE_TTL_MS, by kind, tenant (null: every board) and key. */
  readonly cached: <T>(kind: string, tenantId: string | null, key: unknown, load: () => Promise<T>) => Promise<T>;
  /** How many offers match, kept like any aggregate. */
  readonly count: (tenantId: string | null, filters: ResolvedFilters) => Promise<number>;
  /** Kept by-cursor answers; null when LISTING_CACHE is off. */
  readonly searches: SearchResponseCache | null;
  /** The request's filters (or `base`), resolved against the tenant's categories and cities. */
  readonly filtersOf: (request: FastifyRequest, base?: OfferFilters) => Promise<ResolvedFilters>;
  /** `?lang=`, else the tenant's default language. */
  readonly languageOf: (request: FastifyRequest) => Language;
}

/**
 * The listing's shared state for one gateway: caches that start afresh at the first request after
 * an offer write in this process (counts and pages would otherwise lag behind the write).
 */
export function listingScope(app: FastifyInstance, deps: GatewayDeps): ListingScope {
  const { db } = deps;
  const clock = () => deps.now().getTime();
  const referenceCache = new QueryCache(REFERENCE_TTL_MS, 1, clock);
  const aggregates = new QueryCache(AGGREGATE_TTL_MS, 2_000, clock);
  const reference = (): Promise<ReferenceData> => referenceCache.get('reference', () => loadReferenceData(db));
  const cached = <T>(kind: string, tenantId: string | null, key: unknown, load: () => Promise<T>): Promise<T> =>
    aggregates.get(`${kind}\u0000${tenantId ?? '*'}\u0000${JSON.stringify(key)}`, load);
  const searches = deps.listingCache === false ? null : new SearchResponseCache(SEARCH_CACHE_LIMITS, clock);
  clearOnOfferChanges(app, deps.offerChanges, () => {
    aggregates.clear();
    searches?.clear();
  });
  return {
    db,
    now: deps.now,
    reference,
    cached,
    count: (tenantId, filters) => cached('count', tenantId, filters, () => countOffers(db, tenantId, filters)),
    searches,
    filtersOf: async (request, base = parseOfferFilters(request.query as RawQuery)) => resolveFilters(base, await reference(), request.tenant.id),
    languageOf: (request) => languageValue(request.query as RawQuery) ?? request.tenant.defaultLanguage,
  };
}

export function notFound(reply: FastifyReply, message: string): FastifyReply {
  return reply.code(404).send({ error: 'not-found', message });
}

export const userPanel = '/:tenant/v2/user-panel';
