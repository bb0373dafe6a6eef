import { sql, type Kysely } from 'kysely';
import { MARKERS_MAX as MAX_MARKERS } from '../../../contract/listing.ts';
import type { Schema } from '../../db/Schema.ts';
import { insideBox, offerConditions, type ResolvedFilters } from '../offerConditions.ts';

/** The offers map: matching offers grouped by city, and single offers when zoomed in. */

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
  return rows.map((row) => ({
    citySlug: row.city_slug,
    count: Number(row.n),
    mainCategoryId: row.main_category_id === null ? null : Number(row.main_category_id),
  }));
}

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
