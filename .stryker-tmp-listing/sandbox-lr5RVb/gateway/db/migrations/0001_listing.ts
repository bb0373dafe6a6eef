// @ts-nocheck
import { sql, type Kysely } from 'kysely';

/** Categories, cities, companies and offers: what the listing search reads. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('categories')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('parent_id', 'integer', (c) => c.references('categories.id'))
    .addColumn('label_pl', 'text', (c) => c.notNull())
    .addColumn('label_en', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('depth', 'integer', (c) => c.notNull())
    .addColumn('lft', 'integer', (c) => c.notNull())
    .addColumn('rgt', 'integer', (c) => c.notNull())
    .addColumn('icon', 'text')
    .addColumn('redirect_to', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('categories_tenant_slug', ['tenant_id', 'slug'])
    .execute();

  await db.schema
    .createTable('cities')
    .addColumn('slug', 'text', (c) => c.primaryKey())
    .addColumn('label_pl', 'text', (c) => c.notNull())
    .addColumn('label_en', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('grp', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('latitude', 'double precision', (c) => c.notNull())
    .addColumn('longitude', 'double precision', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('companies')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('company_type', 'text', (c) => c.notNull())
    .addColumn('size', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('logo', 'text', (c) => c.notNull())
    .addColumn('short_description', 'text', (c) => c.notNull())
    .addColumn('is_top', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_actively_recruiting', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();

  await db.schema
    .createTable('offers')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id'))
    .addColumn('city_slug', 'text', (c) => c.notNull().references('cities.slug'))
    .addColumn('street', 'text', (c) => c.notNull())
    .addColumn('latitude', 'double precision', (c) => c.notNull())
    .addColumn('longitude', 'double precision', (c) => c.notNull())
    .addColumn('workplace_type', 'text', (c) => c.notNull())
    .addColumn('experience_level', 'text', (c) => c.notNull())
    .addColumn('working_time', 'text', (c) => c.notNull())
    .addColumn('employment_types', 'jsonb', (c) => c.notNull())
    .addColumn('employment_type_keys', sql`text[]`, (c) => c.notNull())
    .addColumn('salary_min_month_pln', 'double precision')
    .addColumn('salary_max_month_pln', 'double precision')
    .addColumn('required_skills', 'jsonb', (c) => c.notNull())
    .addColumn('optional_skills', 'jsonb', (c) => c.notNull())
    .addColumn('skill_names', sql`text[]`, (c) => c.notNull())
    .addColumn('multilocation', 'jsonb', (c) => c.notNull())
    .addColumn('ukraine_friendly', 'boolean', (c) => c.notNull())
    .addColumn('remote_interview', 'boolean', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('apply_url', 'text')
    .addColumn('published_at', 'timestamptz', (c) => c.notNull())
    .addColumn('search_document', 'text', (c) => c.notNull())
    .addColumn('search_text', sql`tsvector`, (c) => c.generatedAlwaysAs(sql`to_tsvector('simple', search_document)`).stored())
    .execute();

  await db.schema.createIndex('offers_tenant_published').on('offers').columns(['tenant_id', 'published_at desc', 'id']).execute();
  await db.schema.createIndex('offers_tenant_city').on('offers').columns(['tenant_id', 'city_slug', 'published_at desc']).execute();
  await db.schema.createIndex('offers_tenant_category').on('offers').columns(['tenant_id', 'category_id']).execute();
  await db.schema.createIndex('offers_search_text').on('offers').using('gin').column('search_text').execute();
  await db.schema.createIndex('offers_skill_names').on('offers').using('gin').column('skill_names').execute();
  await db.schema.createIndex('offers_employment_type_keys').on('offers').using('gin').column('employment_type_keys').execute();
  await db.schema.createIndex('offers_company').on('offers').column('company_id').execute();

  await db.schema
    .createTable('offer_views')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('brand', 'text', (c) => c.notNull())
    .addColumn('offer_slug', 'text', (c) => c.notNull())
    .addColumn('visited_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['offer_views', 'offers', 'companies', 'cities', 'categories']) {
    await db.schema.dropTable(table).execute();
  }
}
