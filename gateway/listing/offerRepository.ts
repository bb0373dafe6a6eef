import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { EmploymentTypeRow, MultilocationRow, Schema, SkillRow } from '../db/Schema.ts';
import { insideBox, offerConditions, type ResolvedFilters } from './offerConditions.ts';
import type { OrderBy, SortBy } from './offerQuery.ts';

/**
 * The listing's SQL: every filter, sort and count runs in PostgreSQL on indexed columns
 * (migrations 0001 and 0002; figures in docs/performance.md). Callers pass resolved filters.
 */

/** What an offer card needs, straight from the row. */
export interface OfferListRow {
  id: string;
  slug: string;
  title: string;
  employment_types: EmploymentTypeRow[];
  company_logo: string;
  company_slug: string;
  company_name: string;
  apply_url: string | null;
  workplace_type: string;
  experience_level: string;
  working_time: string;
  city_slug: string;
  city_label_pl: string;
  city_label_en: string;
  category_id: number;
  latitude: number;
  longitude: number;
  required_skills: SkillRow[];
  multilocation: MultilocationRow[];
  /** A Date from a column, an ISO 8601 string from a JSON-aggregated page. */
  published_at: Date | string;
}

export interface OfferDetailRow extends OfferListRow {
  description: string;
  street: string;
  company_size: string;
  company_url: string;
  company_slug: string;
  optional_skills: SkillRow[];
  remote_interview: boolean;
  ukraine_friendly: boolean;
  category_slug: string;
}

export interface OfferSort {
  readonly sortBy: SortBy;
  readonly orderBy: OrderBy;
}

/** The columns of an offer card, over `offers as o`, `companies as c` and `cities as ci`. */
export const cardColumns = [
  'o.id',
  'o.slug',
  'o.title',
  'o.employment_types',
  'c.logo as company_logo',
  'c.slug as company_slug',
  'c.name as company_name',
  'o.apply_url',
  'o.workplace_type',
  'o.experience_level',
  'o.working_time',
  'o.city_slug',
  'ci.label_pl as city_label_pl',
  'ci.label_en as city_label_en',
  'o.category_id',
  'o.latitude',
  'o.longitude',
  'o.required_skills',
  'o.multilocation',
  'o.published_at',
] as const;

/** `offers as o` with its company and city, selecting the card's columns. */
function offerCards(db: Kysely<Schema>) {
  return db
    .selectFrom('offers as o')
    .innerJoin('companies as c', 'c.id', 'o.company_id')
    .innerJoin('cities as ci', 'ci.slug', 'o.city_slug')
    .select(cardColumns);
}

/**
 * The order of a page, on the offers (`o`) or on the page's keys (`p`). Ties are broken by id so
 * that paging never repeats or skips an offer. Published (and newest: an offer has one date)
 * walks offers_search_published forwards or backwards; salary highest-first walks
 * offers_search_salary_max, lowest-first offers_search_salary_min, offers without a salary last.
 */
function orderTerms(alias: 'o' | 'p', sort: OfferSort): RawBuilder<unknown>[] {
  const column = (name: string) => sql.ref(`${alias}.${name}`);
  const newestFirst = [sql`${column('published_at')} desc`, sql`${column('id')} asc`];
  if (sort.sortBy === 'salary') {
    const salary = sort.orderBy === 'DESC' ? sql`${column('salary_max_month_pln')} desc nulls last` : sql`${column('salary_min_month_pln')} asc nulls last`;
    return [salary, ...newestFirst];
  }
  return sort.orderBy === 'DESC' ? newestFirst : [sql`${column('published_at')} asc`, sql`${column('id')} desc`];
}

/**
 * An offer card as one JSON object, over `offers as o`, `companies as c` and `cities as ci`: the
 * page travels from PostgreSQL as a single JSON value rather than 19 columns of 100 rows, which
 * PGlite's protocol parser would take one by one (it was a quarter of the search's CPU time).
 */
const cardJson = sql`json_build_object(${sql.join(
  cardColumns.map((column) => {
    const [expression, alias] = column.split(' as ') as [string, string | undefined];
    const key = alias ?? expression.slice(expression.indexOf('.') + 1);
    return sql`${sql.lit(key)}, ${sql.ref(expression)}`;
  }),
)})`;

/**
 * One page of matching offers, `limit` from offset `from`, in two steps of one statement: the
 * page's keys first, from the covering search indexes alone (filters and order need no table row),
 * then the cards of just those offers, aggregated into one JSON array in the page's order.
 */
export async function searchOffers(
  db: Kysely<Schema>,
  tenantId: string,
  filters: ResolvedFilters,
  sort: OfferSort,
  page: { readonly from: number; readonly limit: number },
): Promise<OfferListRow[]> {
  const keys = orderTerms('o', sort)
    .reduce(
      (query, term) => query.orderBy(term),
      db.selectFrom('offers as o').select(['o.id', 'o.published_at', 'o.salary_max_month_pln', 'o.salary_min_month_pln']).where(offerConditions(tenantId, filters)),
    )
    .limit(page.limit)
    .offset(page.from);
  const row = await db
    .with((cte) => cte('p').materialized(), () => keys)
    .selectFrom('p')
    .innerJoin('offers as o', 'o.id', 'p.id')
    .innerJoin('companies as c', 'c.id', 'o.company_id')
    .innerJoin('cities as ci', 'ci.slug', 'o.city_slug')
    .select(sql<OfferListRow[] | null>`json_agg(${cardJson} order by ${sql.join(orderTerms('p', sort))})`.as('cards'))
    .executeTakeFirst();
  return row?.cards ?? [];
}

/** How many offers match; `tenantId` null counts every board. */
export async function countOffers(db: Kysely<Schema>, tenantId: string | null, filters: ResolvedFilters): Promise<number> {
  const row = await db
    .selectFrom('offers as o')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(offerConditions(tenantId, filters))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Matching offers per category id (the offer's own category, not rolled up). */
export async function countByCategory(db: Kysely<Schema>, tenantId: string, filters: ResolvedFilters): Promise<{ categoryId: number; count: number }[]> {
  const rows = await db
    .selectFrom('offers as o')
    .select((eb) => ['o.category_id', eb.fn.countAll<number>().as('n')])
    .where(offerConditions(tenantId, filters))
    .groupBy('o.category_id')
    .execute();
  return rows.map((row) => ({ categoryId: row.category_id, count: Number(row.n) }));
}

export interface BoundingBox {
  readonly minLon: number;
  readonly minLat: number;
  readonly maxLon: number;
  readonly maxLat: number;
}

/** Matching offers per city: how many, and the main category most of them are in. */
export async function clusterByCity(
  db: Kysely<Schema>,
  tenantId: string,
  filters: ResolvedFilters,
  box: BoundingBox | null,
): Promise<{ citySlug: string; count: number; mainCategoryId: number | null }[]> {
  const rows = await db
    .selectFrom('offers as o')
    .innerJoin('categories as cat', 'cat.id', 'o.category_id')
    .select((eb) => [
      'o.city_slug',
      eb.fn.countAll<number>().as('n'),
      sql<number | null>`mode() within group (order by coalesce(cat.parent_id, cat.id))`.as('main_category_id'),
    ])
    .where(offerConditions(tenantId, filters))
    .$call((q) => (box ? q.where(insideBox(box)) : q))
    .groupBy('o.city_slug')
    .orderBy('n', 'desc')
    .orderBy('o.city_slug')
    .execute();
  return rows.map((row) => ({ citySlug: row.city_slug, count: Number(row.n), mainCategoryId: row.main_category_id === null ? null : Number(row.main_category_id) }));
}

export const MAX_MARKERS = 500;

/** Single matching offers in the area, newest first, at most MAX_MARKERS. */
export function markersIn(
  db: Kysely<Schema>,
  tenantId: string,
  filters: ResolvedFilters,
  box: BoundingBox | null,
): Promise<{ slug: string; title: string; company_name: string; latitude: number; longitude: number }[]> {
  return db
    .selectFrom('offers as o')
    .innerJoin('companies as c', 'c.id', 'o.company_id')
    .select(['o.slug', 'o.title', 'c.name as company_name', 'o.latitude', 'o.longitude'])
    .where(offerConditions(tenantId, filters))
    .$call((q) => (box ? q.where(insideBox(box)) : q))
    .orderBy('o.published_at', 'desc')
    .orderBy('o.id', 'asc')
    .limit(MAX_MARKERS)
    .execute();
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One offer of the tenant by its id or its slug. */
export async function findOffer(db: Kysely<Schema>, tenantId: string, idOrSlug: string): Promise<OfferDetailRow | undefined> {
  const query = offerCards(db)
    .innerJoin('categories as cat', 'cat.id', 'o.category_id')
    .select([
      'o.description',
      'o.street',
      'c.size as company_size',
      'c.url as company_url',
      'c.slug as company_slug',
      'o.optional_skills',
      'o.remote_interview',
      'o.ukraine_friendly',
      'cat.slug as category_slug',
    ])
    .where('o.tenant_id', '=', tenantId);
  const byKey = UUID.test(idOrSlug) ? query.where('o.id', '=', idOrSlug.toLowerCase()) : query.where('o.slug', '=', idOrSlug);
  return byKey.executeTakeFirst();
}

export async function offerExists(db: Kysely<Schema>, tenantId: string, slug: string): Promise<boolean> {
  const row = await db.selectFrom('offers').select('id').where('tenant_id', '=', tenantId).where('slug', '=', slug).executeTakeFirst();
  return row !== undefined;
}

const LOOKALIKE_CANDIDATES = 200;

/**
 * Offers like this one: from the newest few hundred in its category and the newest few hundred
 * asking for its first required skill, the ones sharing the category and the most skills, newest
 * first among equals. Bounded work whatever the size of the category.
 */
export async function lookalikes(db: Kysely<Schema>, tenantId: string, slug: string, limit: number): Promise<OfferListRow[] | undefined> {
  const offer = await db
    .selectFrom('offers')
    .select(['id', 'category_id', 'skill_names', 'required_skills'])
    .where('tenant_id', '=', tenantId)
    .where('slug', '=', slug)
    .executeTakeFirst();
  if (!offer) return undefined;
  const primarySkill = offer.required_skills[0]?.name.toLowerCase() ?? null;
  const sameCategory = db
    .selectFrom('offers')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('category_id', '=', offer.category_id)
    .orderBy('published_at', 'desc')
    .orderBy('id', 'asc')
    .limit(LOOKALIKE_CANDIDATES);
  const sameSkill = db
    .selectFrom('offers')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where(sql<boolean>`skill_names @> ${primarySkill === null ? [] : [primarySkill]}::text[]`)
    .where(sql<boolean>`${primarySkill !== null}`)
    .orderBy('published_at', 'desc')
    .orderBy('id', 'asc')
    .limit(LOOKALIKE_CANDIDATES);
  return offerCards(db)
    .where('o.id', 'in', db.selectFrom(sameCategory.as('a')).select('a.id').union(db.selectFrom(sameSkill.as('b')).select('b.id')))
    .where('o.id', '<>', offer.id)
    .orderBy(
      sql`(o.category_id = ${offer.category_id})::int * 2 + cardinality(array(select unnest(o.skill_names) intersect select unnest(${offer.skill_names}::text[])))`,
      'desc',
    )
    .orderBy('o.published_at', 'desc')
    .orderBy('o.id', 'asc')
    .limit(limit)
    .execute();
}

const POPULAR_WINDOW_DAYS = 30;

/**
 * The tenant's offers by views in the last 30 days, then newest first: a whole-board ranking, so
 * the caller keeps it for a while.
 */
export function popularOffers(db: Kysely<Schema>, tenantId: string, now: Date, page: { readonly from: number; readonly limit: number }): Promise<OfferListRow[]> {
  const since = new Date(now.getTime() - POPULAR_WINDOW_DAYS * 86_400_000);
  const views = db
    .selectFrom('offer_views')
    .select((eb) => ['offer_slug', eb.fn.countAll<number>().as('views')])
    .where('brand', '=', tenantId)
    .where('visited_at', '>=', since)
    .groupBy('offer_slug');
  return offerCards(db)
    .leftJoin(views.as('v'), 'v.offer_slug', 'o.slug')
    .where('o.tenant_id', '=', tenantId)
    .orderBy(sql`coalesce(v.views, 0)`, 'desc')
    .orderBy('o.published_at', 'desc')
    .orderBy('o.id', 'asc')
    .limit(page.limit)
    .offset(page.from)
    .execute();
}

export interface CompanyInfoRow {
  slug: string;
  name: string;
  logo: string;
  short_description: string;
  company_type: string;
  size: string;
  url: string;
  offers: number;
}

export async function companyShortInfo(db: Kysely<Schema>, tenantId: string, slug: string): Promise<CompanyInfoRow | undefined> {
  const row = await db
    .selectFrom('companies as c')
    .select((eb) => [
      'c.slug',
      'c.name',
      'c.logo',
      'c.short_description',
      'c.company_type',
      'c.size',
      'c.url',
      eb.selectFrom('offers as o').select(eb.fn.countAll<number>().as('n')).whereRef('o.company_id', '=', 'c.id').where('o.tenant_id', '=', tenantId).as('offers'),
    ])
    .where('c.slug', '=', slug)
    .executeTakeFirst();
  return row ? { ...row, offers: Number(row.offers ?? 0) } : undefined;
}

export async function recordView(db: Kysely<Schema>, view: { brand: string; offerSlug: string; visitedAt: Date }): Promise<void> {
  await db.insertInto('offer_views').values({ brand: view.brand, offer_slug: view.offerSlug, visited_at: view.visitedAt }).execute();
}
