import { sql, type Kysely } from 'kysely';
import { upsertPricingCatalogue } from '../../offers/pricing/pricingCatalogue.ts';

/**
 * The offer lifecycle (gateway/offers/, docs/offer-lifecycle.md): pricing plans and testimonials
 * (written here too, so a data folder made before this migration gets them without a reseed),
 * employers' offers from draft to deletion, prepaid codes, and apply clicks for the statistics.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('pricing_plans')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull().check(sql`currency in ('PLN', 'EUR')`))
    .addColumn('net_minor', 'integer', (c) => c.notNull().check(sql`net_minor >= 0`))
    .addColumn('old_net_minor', 'integer')
    .addColumn('tax_rate_percent', 'integer', (c) => c.notNull())
    .addColumn('publication_days', 'integer', (c) => c.notNull().check(sql`publication_days > 0`))
    .addColumn('recommended', 'boolean', (c) => c.notNull())
    .addColumn('enable_graphics', 'boolean', (c) => c.notNull())
    .addColumn('active', 'boolean', (c) => c.notNull())
    .addColumn('promotion_deadline', 'timestamptz')
    .addColumn('names', 'jsonb', (c) => c.notNull())
    .addColumn('features', 'jsonb', (c) => c.notNull())
    .addColumn('tags', 'jsonb', (c) => c.notNull())
    .addPrimaryKeyConstraint('pricing_plans_pk', ['tenant_id', 'slug'])
    .execute();

  await db.schema
    .createTable('testimonials')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('author', 'text', (c) => c.notNull())
    .addColumn('company', 'text', (c) => c.notNull())
    .addColumn('roles', 'jsonb', (c) => c.notNull())
    .addColumn('quotes', 'jsonb', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('employer_offers')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('company_id', 'integer', (c) => c.references('companies.id').onDelete('cascade'))
    .addColumn('created_by', 'uuid', (c) => c.references('employer_users.id').onDelete('set null'))
    .addColumn('edit_token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('pricing_plan', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('draft', 'paid', 'published', 'finished', 'expired', 'deleted')`))
    .addColumn('form', 'jsonb', (c) => c.notNull())
    .addColumn('logo', 'bytea')
    .addColumn('logo_type', 'text')
    .addColumn('credit_days', 'integer')
    .addColumn('published_at', 'timestamptz')
    .addColumn('expires_at', 'timestamptz')
    .addColumn('finished_at', 'timestamptz')
    .addColumn('deleted_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('employer_offers_company').on('employer_offers').columns(['company_id', 'updated_at desc']).execute();
  // The expiry job's only question: which published offers have run out.
  await sql`create index employer_offers_expiring on employer_offers (expires_at) where status = 'published'`.execute(db);

  await db.schema
    .createTable('prepaid_codes')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('pricing_plan', 'text', (c) => c.notNull())
    .addColumn('days', 'integer', (c) => c.notNull().check(sql`days > 0`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('used_for_offer_id', 'uuid', (c) => c.references('employer_offers.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('prepaid_codes_company').on('prepaid_codes').columns(['company_id', 'created_at desc']).execute();

  await db.schema
    .createTable('offer_apply_clicks')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('offer_slug', 'text', (c) => c.notNull())
    .addColumn('clicked_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('offer_apply_clicks_slug_time').on('offer_apply_clicks').columns(['tenant_id', 'offer_slug', 'clicked_at']).execute();
  await db.schema.createIndex('offer_views_slug_time').on('offer_views').columns(['offer_slug', 'visited_at']).execute();

  await upsertPricingCatalogue(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('offer_views_slug_time').execute();
  for (const table of ['offer_apply_clicks', 'prepaid_codes', 'employer_offers', 'testimonials', 'pricing_plans']) {
    await db.schema.dropTable(table).execute();
  }
}
