import { sql, type Kysely } from 'kysely';
import type { Schema } from '../../db/Schema.ts';
import { offerCards, type OfferListRow } from './offerCards.ts';

const POPULAR_WINDOW_DAYS = 30;

/**
 * The tenant's offers by views in the last 30 days, then newest first: a whole-board ranking, so
 * the caller keeps it for a while.
 */
export function popularOffers(
  db: Kysely<Schema>,
  tenantId: string,
  now: Date,
  page: { readonly from: number; readonly limit: number },
): Promise<OfferListRow[]> {
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
