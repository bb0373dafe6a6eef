import type { Kysely } from 'kysely';
import type { Schema } from '../../db/Schema.ts';

/** One view of an offer page, the raw material of the popular ranking (popularOffers.ts). */
export async function recordView(db: Kysely<Schema>, view: { brand: string; offerSlug: string; visitedAt: Date }): Promise<void> {
  await db.insertInto('offer_views').values({ brand: view.brand, offer_slug: view.offerSlug, visited_at: view.visitedAt }).execute();
}
