import { sql, type Kysely } from 'kysely';
import type { CompanyTypeKey } from '../../../contract/companies.ts';
import type { Schema } from '../../db/Schema.ts';
import { companiesOfBoard, companyColumns, type CompanyRow } from './companyRows.ts';

/** The directory's filters, already read and bounded (companyRoutes.ts). Empty lists mean "any". */
export interface DirectoryFilters {
  readonly companyName: string | null;
  readonly cities: readonly string[];
  readonly types: readonly CompanyTypeKey[];
  readonly industries: readonly string[];
  readonly activelyRecruiting: boolean;
}

export interface DirectoryPage {
  readonly pageNumber: number;
  readonly pageSize: number;
  /** Null: the board's order (top companies, then by open offers, then by name). */
  readonly shuffleSeed: string | null;
}

export const noFilters: DirectoryFilters = { companyName: null, cities: [], types: [], industries: [], activelyRecruiting: false };

/** `%`, `_` and the escape character itself stand for themselves in a name search (ILIKE escapes with a backslash). */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

function filtered(db: Kysely<Schema>, tenantId: string, filters: DirectoryFilters) {
  let query = companiesOfBoard(db, tenantId);
  if (filters.companyName !== null) query = query.where('c.name', 'ilike', likePattern(filters.companyName));
  if (filters.types.length > 0) query = query.where('c.company_type', 'in', [...filters.types]);
  if (filters.industries.length > 0) query = query.where('p.industry', 'in', [...filters.industries]);
  if (filters.activelyRecruiting) query = query.where('c.is_actively_recruiting', '=', true);
  if (filters.cities.length > 0) {
    const cities = [...filters.cities];
    query = query.where((eb) =>
      eb.exists(eb.selectFrom('company_locations as l').select('l.id').whereRef('l.company_id', '=', 'c.id').where('l.city_slug', 'in', cities)),
    );
  }
  return query;
}

/**
 * One page of the board's companies. Without a seed: top companies first, then by offers open on
 * this board, then by name. With one: a shuffle that is the same for the same seed (md5 of the seed
 * and the id), so a visitor's pages neither repeat nor skip a company.
 */
export async function companyDirectory(
  db: Kysely<Schema>,
  tenantId: string,
  filters: DirectoryFilters,
  page: DirectoryPage,
): Promise<{ rows: CompanyRow[]; total: number }> {
  const base = filtered(db, tenantId, filters);
  const ordered =
    page.shuffleSeed === null
      ? base
          .orderBy('c.is_top', 'desc')
          .orderBy(sql`coalesce(oc.n, 0)`, 'desc')
          .orderBy('c.name')
          .orderBy('c.id')
      : base.orderBy(sql`md5(${page.shuffleSeed} || ':' || c.id::text)`).orderBy('c.id');
  const [rows, count] = await Promise.all([
    ordered
      .select(companyColumns)
      .limit(page.pageSize)
      .offset((page.pageNumber - 1) * page.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
  ]);
  return { rows: rows as CompanyRow[], total: Number(count?.n ?? 0) };
}

/** One company of this board by slug, or undefined. */
export async function companyBySlug(db: Kysely<Schema>, tenantId: string, slug: string): Promise<CompanyRow | undefined> {
  return (await companiesOfBoard(db, tenantId).select(companyColumns).where('c.slug', '=', slug).executeTakeFirst()) as CompanyRow | undefined;
}

/** One company of this board by id, or undefined. */
export async function companyById(db: Kysely<Schema>, tenantId: string, id: number): Promise<CompanyRow | undefined> {
  return (await companiesOfBoard(db, tenantId).select(companyColumns).where('c.id', '=', id).executeTakeFirst()) as CompanyRow | undefined;
}

/** The company of an offer of this board (by the offer's id or slug), or undefined. */
export async function companyOfOffer(
  db: Kysely<Schema>,
  tenantId: string,
  offer: { readonly id?: string; readonly slug?: string },
): Promise<CompanyRow | undefined> {
  let owner = db.selectFrom('offers as o').select('o.company_id').where('o.tenant_id', '=', tenantId);
  owner = offer.id !== undefined ? owner.where('o.id', '=', offer.id) : owner.where('o.slug', '=', offer.slug ?? '');
  const found = await owner.executeTakeFirst();
  return found ? companyById(db, tenantId, found.company_id) : undefined;
}

/** The companies with a published brand story, in the board's order. */
export async function brandStoryCompanies(db: Kysely<Schema>, tenantId: string, limit: number): Promise<CompanyRow[]> {
  const rows = await companiesOfBoard(db, tenantId)
    .where((eb) =>
      eb.exists(
        eb.selectFrom('brand_stories as bs').select('bs.company_id').whereRef('bs.company_id', '=', 'c.id').where('bs.status', '=', 'published'),
      ),
    )
    .orderBy('c.is_top', 'desc')
    .orderBy(sql`coalesce(oc.n, 0)`, 'desc')
    .orderBy('c.name')
    .select(companyColumns)
    .limit(limit)
    .execute();
  return rows as CompanyRow[];
}
