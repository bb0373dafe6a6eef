import { sql, type Kysely } from 'kysely';
import type { Schema } from '../../db/Schema.ts';

/** A company as the directory, the carousel and the company page read it, with its offers on one board. */
export interface CompanyRow {
  id: number;
  slug: string;
  name: string;
  logo: string;
  company_type: string;
  short_description: string;
  size: string;
  url: string;
  is_top: boolean;
  is_actively_recruiting: boolean;
  cover_image_id: string | null;
  industry: string | null;
  industry_pl: string | null;
  industry_en: string | null;
  offers: number | string;
  has_story: boolean;
}

export interface CityOfCompany {
  company_id: number;
  city_slug: string;
  label_pl: string;
  label_en: string;
}

/**
 * `companies as c` with its profile (`p`), industry (`i`) and offers on this board (`oc.n`), limited
 * to the companies this board shows: the demo companies (every board) and those that signed up on
 * it. Callers add filters, order and paging, then `.select(companyColumns)`.
 */
export function companiesOfBoard(db: Kysely<Schema>, tenantId: string) {
  const offerCounts = db
    .selectFrom('offers')
    .select((eb) => ['company_id', eb.fn.countAll<number>().as('n')])
    .where('tenant_id', '=', tenantId)
    .groupBy('company_id');
  return db
    .selectFrom('companies as c')
    .leftJoin('company_profiles as p', 'p.company_id', 'c.id')
    .leftJoin('industries as i', 'i.key', 'p.industry')
    .leftJoin('employer_companies as ec', 'ec.company_id', 'c.id')
    .leftJoin(offerCounts.as('oc'), 'oc.company_id', 'c.id')
    .where((eb) => eb.or([eb('ec.company_id', 'is', null), eb('ec.tenant_id', '=', tenantId)]));
}

/** The columns of a CompanyRow over `companiesOfBoard`. */
export const companyColumns = [
  'c.id',
  'c.slug',
  'c.name',
  'c.logo',
  'c.company_type',
  'c.short_description',
  'c.size',
  'c.url',
  'c.is_top',
  'c.is_actively_recruiting',
  'p.cover_image_id',
  'p.industry',
  'i.label_pl as industry_pl',
  'i.label_en as industry_en',
  sql<number>`coalesce(oc.n, 0)`.as('offers'),
  sql<boolean>`exists (select 1 from brand_stories bs where bs.company_id = c.id and bs.status = 'published')`.as('has_story'),
] as const;

/** The office cities of these companies, in each company's order. */
export async function citiesOf(db: Kysely<Schema>, companyIds: readonly number[]): Promise<CityOfCompany[]> {
  if (companyIds.length === 0) return [];
  return db
    .selectFrom('company_locations as l')
    .innerJoin('cities as ci', 'ci.slug', 'l.city_slug')
    .select(['l.company_id', 'l.city_slug', 'ci.label_pl', 'ci.label_en'])
    .where('l.company_id', 'in', [...companyIds])
    .orderBy('l.company_id')
    .orderBy('l.position')
    .execute();
}
