import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/Schema.ts';
import type { GatewayDeps } from '../../GatewayDeps.ts';
import { languageValue, type Language, type RawQuery } from '../../listing/offerQuery.ts';
import { clearOnOfferChanges } from '../../listing/clearOnOfferChanges.ts';
import { QueryCache } from '../../listing/QueryCache.ts';

/** Directory pages and counts are kept this long: a new offer shows in a company's count within it. */
export const COMPANIES_TTL_MS = 30_000;

/** What the companies' route groups share: the database, a short cache and the request's language. */
export interface CompaniesScope {
  readonly db: Kysely<Schema>;
  readonly now: () => Date;
  /** An answer kept for COMPANIES_TTL_MS by kind, tenant and key; dropped when this process writes offers. */
  readonly cached: <T>(kind: string, tenantId: string, key: unknown, load: () => Promise<T>) => Promise<T>;
  /** `?lang=`, else the tenant's default language. */
  readonly languageOf: (request: FastifyRequest) => Language;
}

export function companiesScope(app: FastifyInstance, deps: GatewayDeps): CompaniesScope {
  const cache = new QueryCache(COMPANIES_TTL_MS, 1_000, () => deps.now().getTime());
  clearOnOfferChanges(app, deps.offerChanges, () => cache.clear());
  return {
    db: deps.db,
    now: deps.now,
    cached: (kind, tenantId, key, load) => cache.get(`${kind}\u0000${tenantId}\u0000${JSON.stringify(key)}`, load),
    languageOf: (request) => languageValue(request.query as RawQuery) ?? request.tenant.defaultLanguage,
  };
}

export function notFound(reply: FastifyReply, message: string): FastifyReply {
  return reply.code(404).send({ error: 'not-found', message });
}

export interface Paging {
  readonly pageNumber: number;
  readonly pageSize: number;
}

/** The highest page number anyone pages to; beyond it the request is refused rather than scanned. */
const PAGE_NUMBER_MAX = 10_000;

/**
 * `pageNumber` (from 1) and `pageSize` (1 to `max`) of a query, or a readable reason to refuse it:
 * paging is the one part of these queries a client gets wrong by mistake, and silently answering
 * another page would hide that. Absent values take their defaults.
 */
export function readPaging(raw: RawQuery, defaults: Paging, max: number): Paging | string {
  const pageSize = wholeNumber(raw['pageSize']);
  const pageNumber = wholeNumber(raw['pageNumber']);
  if (pageSize === null || (pageSize !== undefined && (pageSize < 1 || pageSize > max))) return `pageSize must be a whole number from 1 to ${max}.`;
  if (pageNumber === null || (pageNumber !== undefined && (pageNumber < 1 || pageNumber > PAGE_NUMBER_MAX)))
    return `pageNumber must be a whole number from 1 to ${PAGE_NUMBER_MAX}.`;
  return { pageNumber: pageNumber ?? defaults.pageNumber, pageSize: pageSize ?? defaults.pageSize };
}

/** undefined when absent, null when not a whole number. */
function wholeNumber(value: unknown): number | null | undefined {
  if (value === undefined) return undefined;
  const text = Array.isArray(value) ? value[0] : value;
  return typeof text === 'string' && /^\d{1,6}$/.test(text.trim()) ? Number(text.trim()) : null;
}
