import { expressionBuilder, sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import type { OffersTable, Schema } from '../db/Schema.ts';
import type { OfferFilters } from './offerQuery.ts';
import { resolveCategoryIds, type ReferenceData } from './referenceData.ts';

/** The query's tables as the offer queries name them: `offers as o`. */
export type OffersDb = Schema & { o: OffersTable };

/** Conditions are built apart from any one query, so every offer query (joined or not) can use them. */
const eb = expressionBuilder<OffersDb, 'o'>();

/**
 * Filters after checking them against the reference data: category slugs became ids (children
 * included), the city its coordinates. Whatever named nothing known is gone.
 */
export interface ResolvedFilters extends Omit<OfferFilters, 'categories' | 'city'> {
  readonly categoryIds: readonly number[];
  readonly city: { readonly slug: string; readonly latitude: number; readonly longitude: number } | null;
}

export function resolveFilters(filters: OfferFilters, reference: ReferenceData, tenantId: string): ResolvedFilters {
  const { categories, city, ...rest } = filters;
  const known = city === null ? undefined : reference.cityBySlug.get(city);
  return {
    ...rest,
    categoryIds: categories.length === 0 ? [] : resolveCategoryIds(reference, tenantId, categories),
    city: known ? { slug: known.slug, latitude: known.latitude, longitude: known.longitude } : null,
    cityRadiusKm: known ? rest.cityRadiusKm : null,
  };
}

/** True when the filters narrow nothing down. */
export function isUnfiltered(filters: ResolvedFilters): boolean {
  return (
    filters.categoryIds.length === 0 &&
    filters.keywords.length === 0 &&
    filters.companyNames.length === 0 &&
    filters.skills.length === 0 &&
    filters.jobTitles.length === 0 &&
    !filters.withSalary &&
    filters.remoteWorkOptions.length === 0 &&
    !filters.remote &&
    filters.city === null &&
    filters.salaryMinPln === null &&
    filters.salaryMaxPln === null &&
    !filters.ukraineFriendly &&
    filters.experienceLevels.length === 0 &&
    filters.employmentTypes.length === 0 &&
    filters.workingTimes.length === 0
  );
}

const KM_PER_DEGREE = 111.195;
const EARTH_RADIUS_KM = 6371;

/**
 * A text as a prefix full-text query: the words PostgreSQL's own parser finds in it (so "node.js"
 * stays one word, as it is in `search_text`; slashes split words on both sides, migration 0002),
 * each marked as a prefix (`'java':* & 'dev':*`), all required. Only immutable and stable functions of the parameter, so the planner folds the
 * expression while planning and estimates from the column's lexeme statistics how many offers
 * match (a subquery would hide that and make every word look equally rare).
 */
export function prefixTsQuery(text: string): RawBuilder<unknown> {
  return sql`to_tsquery('simple', regexp_replace(plainto_tsquery('simple', translate(${text}, '/', ' '))::text, '''( |$)', ''':*\\1', 'g'))`;
}

/** `%text%` for LIKE, with the pattern characters taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Every condition the filters put on `offers as o` (tenant first), combined with AND.
 * Pass `tenantId` null to search every board.
 */
export function offerConditions(tenantId: string | null, f: ResolvedFilters): Expression<SqlBool> {
  const all: Expression<SqlBool>[] = [];
  if (tenantId !== null) all.push(eb('o.tenant_id', '=', tenantId));
  if (f.categoryIds.length > 0) all.push(eb('o.category_id', 'in', f.categoryIds));
  for (const keyword of f.keywords) all.push(sql<SqlBool>`o.search_text @@ ${prefixTsQuery(keyword)}`);
  if (f.jobTitles.length > 0) {
    all.push(eb.or(f.jobTitles.map((title) => sql<SqlBool>`(o.search_text @@ ${prefixTsQuery(title)} and o.title ilike ${containsPattern(title)})`)));
  }
  if (f.companyNames.length > 0) {
    const patterns = f.companyNames.map(containsPattern);
    all.push(
      eb(
        'o.company_id',
        'in',
        eb
          .selectFrom('companies')
          .select('companies.id')
          .where(sql<SqlBool>`companies.name ilike any(${patterns}::text[])`),
      ),
    );
  }
  if (f.skills.length > 0) all.push(sql<SqlBool>`o.skill_names @> ${f.skills.map((skill) => skill.toLowerCase())}::text[]`);
  if (f.employmentTypes.length > 0) all.push(sql<SqlBool>`o.employment_type_keys && ${[...f.employmentTypes]}::text[]`);
  if (f.experienceLevels.length > 0) all.push(eb('o.experience_level', 'in', f.experienceLevels));
  if (f.workingTimes.length > 0) all.push(eb('o.working_time', 'in', f.workingTimes));
  if (f.remoteWorkOptions.length > 0) all.push(eb('o.workplace_type', 'in', f.remoteWorkOptions));
  if (f.remote) all.push(eb('o.workplace_type', '=', 'remote'));
  if (f.withSalary) all.push(eb('o.salary_max_month_pln', 'is not', null));
  if (f.salaryMinPln !== null) all.push(eb('o.salary_max_month_pln', '>=', f.salaryMinPln));
  if (f.salaryMaxPln !== null) all.push(eb('o.salary_min_month_pln', '<=', f.salaryMaxPln));
  if (f.ukraineFriendly) all.push(eb('o.ukraine_friendly', '=', true));
  if (f.city !== null) all.push(f.cityRadiusKm === null ? eb('o.city_slug', '=', f.city.slug) : withinRadius(f.city, f.cityRadiusKm));
  return eb.and(all);
}

/**
 * Great-circle distance from the city's centre (haversine, plain SQL that any PostgreSQL runs), behind
 * a latitude/longitude box the btree index on (tenant_id, latitude) can narrow down first.
 */
function withinRadius(centre: { latitude: number; longitude: number }, km: number): Expression<SqlBool> {
  const dLat = km / KM_PER_DEGREE;
  const cosLat = Math.max(Math.cos((centre.latitude * Math.PI) / 180), 0.01);
  const dLon = Math.min(km / (KM_PER_DEGREE * cosLat), 180);
  const { latitude: lat, longitude: lon } = centre;
  return eb.and([
    eb('o.latitude', '>=', lat - dLat),
    eb('o.latitude', '<=', lat + dLat),
    eb('o.longitude', '>=', lon - dLon),
    eb('o.longitude', '<=', lon + dLon),
    sql<SqlBool>`2 * ${EARTH_RADIUS_KM}::float8 * asin(sqrt(power(sin(radians(o.latitude - ${lat}::float8) / 2), 2) + cos(radians(${lat}::float8)) * cos(radians(o.latitude)) * power(sin(radians(o.longitude - ${lon}::float8) / 2), 2))) <= ${km}::float8`,
  ]);
}

/** Offers inside a map area `minLon,minLat,maxLon,maxLat`. */
export function insideBox(box: { minLon: number; minLat: number; maxLon: number; maxLat: number }): Expression<SqlBool> {
  return eb.and([
    eb('o.latitude', '>=', box.minLat),
    eb('o.latitude', '<=', box.maxLat),
    eb('o.longitude', '>=', box.minLon),
    eb('o.longitude', '<=', box.maxLon),
  ]);
}
