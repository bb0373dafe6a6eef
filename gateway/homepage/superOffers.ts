import type { Kysely } from 'kysely';
import type { Schema } from '../db/Schema.ts';
import { offerCards, type OfferListRow } from '../listing/queries/offerCards.ts';

/**
 * A super offer (docs/companies.md): an offer published on a pricing plan with the graphic highlight
 * (`enable_graphics`, the premium plan), or a demo offer of a top company (demo offers have no plan).
 * The newest first.
 */
export function superOffersQuery(db: Kysely<Schema>, tenantId: string) {
  return offerCards(db)
    .leftJoin('employer_offers as eo', 'eo.id', 'o.id')
    .leftJoin('pricing_plans as pp', (join) => join.onRef('pp.tenant_id', '=', 'eo.tenant_id').onRef('pp.slug', '=', 'eo.pricing_plan'))
    .where('o.tenant_id', '=', tenantId)
    .where((eb) => eb.or([eb('pp.enable_graphics', '=', true), eb.and([eb('eo.id', 'is', null), eb('c.is_top', '=', true)])]))
    .orderBy('o.published_at', 'desc')
    .orderBy('o.id');
}

export function latestSuperOffers(db: Kysely<Schema>, tenantId: string, limit: number): Promise<OfferListRow[]> {
  return superOffersQuery(db, tenantId).limit(limit).execute();
}

/**
 * Offer banners for a category (a main category includes its subcategories) and cities (any of
 * them; none: anywhere): the newest super offers there. An unknown category has none.
 */
export async function bannerOffers(
  db: Kysely<Schema>,
  tenantId: string,
  categorySlug: string,
  cities: readonly string[],
  limit: number,
): Promise<OfferListRow[]> {
  const category = await db
    .selectFrom('categories')
    .select(['lft', 'rgt'])
    .where('tenant_id', '=', tenantId)
    .where('slug', '=', categorySlug)
    .executeTakeFirst();
  if (!category) return [];
  const categoryIds = db
    .selectFrom('categories')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('lft', '>=', category.lft)
    .where('rgt', '<=', category.rgt);
  let query = superOffersQuery(db, tenantId).where('o.category_id', 'in', categoryIds);
  if (cities.length > 0) query = query.where('o.city_slug', 'in', [...cities]);
  return query.limit(limit).execute();
}
