import { sql, type Kysely } from 'kysely';

/** Analytics events from the pages (gateway/analytics/analyticsRoutes.ts), read per tenant and name over time. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('analytics_events')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('properties', 'jsonb', (c) => c.notNull())
    .addColumn('page', 'text', (c) => c.notNull())
    .addColumn('session_id', 'text')
    .addColumn('utm', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('occurred_at', 'timestamptz', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('analytics_events_tenant_name_time').on('analytics_events').columns(['tenant_id', 'name', 'occurred_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('analytics_events').execute();
}
