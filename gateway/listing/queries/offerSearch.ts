import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Schema } from '../../db/Schema.ts';
import { offerConditions, type ResolvedFilters } from '../offerConditions.ts';
import type { OrderBy, SortBy } from '../offerQuery.ts';
import { cardLogo, cardPlainColumns, type OfferListRow } from './offerCards.ts';

/** The listing's search: a page of matching offers, how many match, and how many per category. */

export interface OfferSort {
  readonly sortBy: SortBy;
  readonly orderBy: OrderBy;
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
    const salary =
      sort.orderBy === 'DESC' ? sql`${column('salary_max_month_pln')} desc nulls last` : sql`${column('salary_min_month_pln')} asc nulls last`;
    return [salary, ...newestFirst];
  }
  return sort.orderBy === 'DESC' ? newestFirst : [sql`${column('published_at')} asc`, sql`${column('id')} desc`];
}

/**
 * An offer card as one JSON object, over `offers as o`, `companies as c` and `cities as ci`: the
 * page travels from PostgreSQL as a single JSON value rather than 19 columns of 100 rows, which
 * PGlite's protocol parser would take one by one (it was a quarter of the search's CPU time).
 */
const cardJson = sql`json_build_object(${sql.join([
  ...cardPlainColumns.map((column) => {
    const [expression, alias] = column.split(' as ') as [string, string | undefined];
    const key = alias ?? expression.slice(expression.indexOf('.') + 1);
    return sql`${sql.lit(key)}, ${sql.ref(expression)}`;
  }),
  sql`${sql.lit('company_logo')}, ${cardLogo}`,
])})`;

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
      db
        .selectFrom('offers as o')
        .select(['o.id', 'o.published_at', 'o.salary_max_month_pln', 'o.salary_min_month_pln'])
        .where(offerConditions(tenantId, filters)),
    )
    .limit(page.limit)
    .offset(page.from);
  const row = await db
    .with(
      (cte) => cte('p').materialized(),
      () => keys,
    )
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
export async function countByCategory(
  db: Kysely<Schema>,
  tenantId: string,
  filters: ResolvedFilters,
): Promise<{ categoryId: number; count: number }[]> {
  const rows = await db
    .selectFrom('offers as o')
    .select((eb) => ['o.category_id', eb.fn.countAll<number>().as('n')])
    .where(offerConditions(tenantId, filters))
    .groupBy('o.category_id')
    .execute();
  return rows.map((row) => ({ categoryId: row.category_id, count: Number(row.n) }));
}
