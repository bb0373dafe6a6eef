import type { Kysely } from 'kysely';
import type { FiltersDto } from '../../contract/alerts.ts';
import type { Schema } from '../db/Schema.ts';
import { offerConditions, resolveFilters, type ResolvedFilters } from '../listing/offerConditions.ts';
import { parseOfferFilters, type OfferFilters, type RawQuery } from '../listing/offerQuery.ts';
import type { ReferenceData } from '../listing/referenceData.ts';
import { findTenant } from '../http/tenantScope.ts';
import { tenants } from '../tenancy/tenants.ts';

type Db = Kysely<Schema>;

/**
 * A saved filters payload as the listing's own query string, read by the listing's own parser:
 * a saved search matches exactly what the listing showed for it, and whatever the listing would
 * drop (unknown values, out-of-range salaries) is dropped here too.
 */
export function toOfferFilters(filters: FiltersDto): OfferFilters {
  const raw: Record<string, string | string[]> = {
    categories: filters.categories,
    keywords: filters.search.keywords,
    companyNames: filters.search.companyNames,
    skills: filters.search.skills,
    jobTitles: filters.search.jobTitles,
    remoteWorkOptions: filters.remoteWorkOptions,
    experienceLevels: filters.experiences,
    employmentTypes: filters.employmentTypes,
    workingTimes: filters.workingTimes,
    withSalary: String(filters.withSalary),
    remote: String(filters.remote),
    ukraineFriendly: String(filters.friendlyOffer),
  };
  if (filters.localization !== null) raw['city'] = filters.localization.city;
  if (filters.salary !== null) {
    raw['salaryMin'] = String(filters.salary.from);
    raw['salaryMax'] = String(filters.salary.to);
    raw['currency'] = filters.salary.currency;
  }
  return parseOfferFilters(raw as RawQuery);
}

/** The boards an alert of this tenant watches: its own, or every board when its jobAlertScope says so. */
export function boardsOf(tenantId: string): readonly string[] {
  return findTenant(tenantId)?.jobAlertScope === 'all-boards' ? tenants.map((tenant) => tenant.id) : [tenantId];
}

export interface SavedSearchQuery {
  readonly boards: readonly string[];
  readonly filters: ResolvedFilters;
}

/** Categories resolve against the alert's own tenant tree (as on its listing), whatever the scope. */
export function savedSearchQuery(reference: ReferenceData, tenantId: string, filters: FiltersDto): SavedSearchQuery {
  return { boards: boardsOf(tenantId), filters: resolveFilters(toOfferFilters(filters), reference, tenantId) };
}

/** Offers matching the search published in (after, until]: the listing's conditions plus a time window. */
function matching(db: Db, query: SavedSearchQuery, after: Date, until: Date) {
  return db
    .selectFrom('offers as o')
    .where('o.tenant_id', 'in', [...query.boards])
    .where(offerConditions(null, query.filters))
    .where('o.published_at', '>', after)
    .where('o.published_at', '<=', until);
}

/** How many matching offers were published in (after, until]: a saved filter's unread count. */
export async function countNewOffers(db: Db, query: SavedSearchQuery, after: Date, until: Date): Promise<number> {
  if (after >= until) return 0;
  const row = await matching(db, query, after, until)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface DigestOfferRow {
  id: string;
  slug: string;
  tenant_id: string;
  title: string;
  company_name: string;
  city_label_pl: string;
  city_label_en: string;
  workplace_type: string;
  salary_min_month_pln: number | null;
  salary_max_month_pln: number | null;
  published_at: Date;
}

/** The newest `limit` matching offers published in (after, until], newest first. */
export function newOffers(db: Db, query: SavedSearchQuery, after: Date, until: Date, limit: number): Promise<DigestOfferRow[]> {
  return newOffersQuery(db, query, after, until, limit).execute();
}

/**
 * The statement of `newOffers`, in two steps like the listing's search: first the keys, per board
 * the newest `limit` from the covering index offers_search_published (tenant, published_at desc, id:
 * an ordered range scan that stops early, filters checked on the index entries), then the cards of
 * just those. One board per branch, because `tenant_id in (…)` would give up the index order.
 */
export function newOffersQuery(db: Db, query: SavedSearchQuery, after: Date, until: Date, limit: number) {
  const perBoard = query.boards.map((board, index) => {
    const branch = db
      .selectFrom('offers as o')
      .select(['o.id', 'o.published_at'])
      .where('o.tenant_id', '=', board)
      .where(offerConditions(null, query.filters))
      .where('o.published_at', '>', after)
      .where('o.published_at', '<=', until)
      .orderBy('o.published_at', 'desc')
      .orderBy('o.id', 'asc')
      .limit(limit);
    // Wrapped, so that each branch keeps its own order and limit inside the UNION ALL.
    return db.selectFrom(branch.as(`b${index}`)).selectAll();
  });
  const [first, ...rest] = perBoard;
  if (first === undefined) throw new Error('an alert watches at least its own board');
  const keys = rest.reduce((union, branch) => union.unionAll(branch), first);
  return db
    .with(
      (cte) => cte('k').materialized(),
      () => db.selectFrom(keys.as('u')).selectAll(),
    )
    .selectFrom('k')
    .innerJoin('offers as o', 'o.id', 'k.id')
    .innerJoin('companies as c', 'c.id', 'o.company_id')
    .innerJoin('cities as ci', 'ci.slug', 'o.city_slug')
    .select([
      'o.id',
      'o.slug',
      'o.tenant_id',
      'o.title',
      'c.name as company_name',
      'ci.label_pl as city_label_pl',
      'ci.label_en as city_label_en',
      'o.workplace_type',
      'o.salary_min_month_pln',
      'o.salary_max_month_pln',
      'o.published_at',
    ])
    .orderBy('k.published_at', 'desc')
    .orderBy('k.id', 'asc')
    .limit(limit);
}
