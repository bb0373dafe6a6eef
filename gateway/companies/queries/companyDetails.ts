import type { Kysely } from 'kysely';
import type { BrandStoryContentDto } from '../../../contract/companies.ts';
import type { EmploymentTypeRow, Schema, SkillRow } from '../../db/Schema.ts';
import { likePattern, type DirectoryFilters } from './companyDirectory.ts';
import { companiesOfBoard } from './companyRows.ts';

export interface LocationRow {
  city_slug: string;
  label_pl: string;
  label_en: string;
  street: string;
  latitude: number;
  longitude: number;
}

export interface BrandStoryRow {
  status: 'draft' | 'published';
  content: { readonly pl: BrandStoryContentDto; readonly en: BrandStoryContentDto };
  technologies: string[];
  updated_at: Date;
}

export interface JobAdRow {
  id: string;
  slug: string;
  title: string;
  city_label_pl: string;
  city_label_en: string;
  street: string;
  latitude: number;
  longitude: number;
  published_at: Date;
  workplace_type: string;
  employment_types: EmploymentTypeRow[];
  required_skills: SkillRow[];
  optional_skills: SkillRow[];
}

export interface MarkerRow {
  slug: string;
  name: string;
  label_pl: string;
  label_en: string;
  latitude: number;
  longitude: number;
}

/** The company's offices in order, with their city's names. */
export function locationsOf(db: Kysely<Schema>, companyId: number): Promise<LocationRow[]> {
  return db
    .selectFrom('company_locations as l')
    .innerJoin('cities as ci', 'ci.slug', 'l.city_slug')
    .select(['l.city_slug', 'ci.label_pl', 'ci.label_en', 'l.street', 'l.latitude', 'l.longitude'])
    .where('l.company_id', '=', companyId)
    .orderBy('l.position')
    .execute();
}

/** The company's brand story, published or not (callers decide what shows), found by the company's slug. */
export async function brandStoryOf(db: Kysely<Schema>, slug: string): Promise<BrandStoryRow | undefined> {
  return db
    .selectFrom('brand_stories as bs')
    .innerJoin('companies as c', 'c.id', 'bs.company_id')
    .select(['bs.status', 'bs.content', 'bs.technologies', 'bs.updated_at'])
    .where('c.slug', '=', slug)
    .executeTakeFirst();
}

/** A page of the company's offers on this board, newest first, and how many there are. */
export async function jobAdsOf(
  db: Kysely<Schema>,
  tenantId: string,
  companyId: number,
  page: { readonly pageNumber: number; readonly pageSize: number },
): Promise<{ rows: JobAdRow[]; total: number }> {
  const own = db.selectFrom('offers as o').where('o.tenant_id', '=', tenantId).where('o.company_id', '=', companyId);
  const [rows, count] = await Promise.all([
    own
      .innerJoin('cities as ci', 'ci.slug', 'o.city_slug')
      .select([
        'o.id',
        'o.slug',
        'o.title',
        'ci.label_pl as city_label_pl',
        'ci.label_en as city_label_en',
        'o.street',
        'o.latitude',
        'o.longitude',
        'o.published_at',
        'o.workplace_type',
        'o.employment_types',
        'o.required_skills',
        'o.optional_skills',
      ])
      .orderBy('o.published_at', 'desc')
      .orderBy('o.id')
      .limit(page.pageSize)
      .offset((page.pageNumber - 1) * page.pageSize)
      .execute(),
    own.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

/** One marker per office of the board's companies under the directory's filters (name, cities, types, industries, recruiting). */
export async function officeMarkers(db: Kysely<Schema>, tenantId: string, filters: DirectoryFilters, limit: number): Promise<MarkerRow[]> {
  const companies = companiesOfBoard(db, tenantId);
  let query = companies
    .innerJoin('company_locations as l', 'l.company_id', 'c.id')
    .innerJoin('cities as ci', 'ci.slug', 'l.city_slug')
    .select(['c.slug', 'c.name', 'ci.label_pl', 'ci.label_en', 'l.latitude', 'l.longitude']);
  if (filters.companyName !== null) query = query.where('c.name', 'ilike', likePattern(filters.companyName));
  if (filters.types.length > 0) query = query.where('c.company_type', 'in', [...filters.types]);
  if (filters.industries.length > 0) query = query.where('p.industry', 'in', [...filters.industries]);
  if (filters.activelyRecruiting) query = query.where('c.is_actively_recruiting', '=', true);
  if (filters.cities.length > 0) query = query.where('l.city_slug', 'in', [...filters.cities]);
  return (await query.orderBy('c.id').orderBy('l.position').limit(limit).execute()) as MarkerRow[];
}
