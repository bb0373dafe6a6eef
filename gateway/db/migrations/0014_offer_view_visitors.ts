import type { Kysely } from 'kysely';

/**
 * Who has viewed which offer on which day (gateway/analytics/offerViews.ts): a view counts once per
 * visitor, offer and day. The visitor is a keyed hash of the client address and browser, never the
 * address itself; rows older than two days are deleted as new ones arrive.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('offer_view_visitors')
    .addColumn('brand', 'text', (c) => c.notNull())
    .addColumn('offer_slug', 'text', (c) => c.notNull())
    .addColumn('visitor', 'text', (c) => c.notNull())
    .addColumn('day', 'date', (c) => c.notNull())
    .addPrimaryKeyConstraint('offer_view_visitors_pkey', ['brand', 'offer_slug', 'visitor', 'day'])
    .execute();
  await db.schema.createIndex('offer_view_visitors_day').on('offer_view_visitors').column('day').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('offer_view_visitors').execute();
}
