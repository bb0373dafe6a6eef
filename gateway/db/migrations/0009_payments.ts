import { sql, type Kysely } from 'kysely';

/** Payments for offers and the provider notifications already handled (gateway/payments/, ADR 19). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payments')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('offer_id', 'uuid', (c) => c.notNull().references('employer_offers.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (c) => c.references('companies.id').onDelete('set null'))
    .addColumn('pricing_plan', 'text', (c) => c.notNull())
    .addColumn('days', 'integer', (c) => c.notNull().check(sql`days > 0`))
    .addColumn('extend', 'boolean', (c) => c.notNull())
    .addColumn('net_minor', 'integer', (c) => c.notNull())
    .addColumn('tax_minor', 'integer', (c) => c.notNull())
    .addColumn('gross_minor', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'paid', 'declined')`))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_ref', 'text')
    .addColumn('return_url', 'text', (c) => c.notNull())
    .addColumn('invoice', 'jsonb', (c) => c.notNull())
    .addColumn('subscribe_to_newsletter', 'boolean', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addColumn('paid_at', 'timestamptz')
    .addColumn('declined_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('payments_offer').on('payments').column('offer_id').execute();
  await db.schema.createIndex('payments_company').on('payments').columns(['company_id', 'created_at desc']).execute();

  await db.schema
    .createTable('payment_notifications')
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('notification_id', 'text', (c) => c.notNull())
    .addColumn('payment_id', 'uuid')
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('payment_notifications_pk', ['provider', 'notification_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('payment_notifications').execute();
  await db.schema.dropTable('payments').execute();
}
