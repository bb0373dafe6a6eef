import { sql, type Kysely } from 'kysely';
import { industries } from '../../companies/seed/industries.ts';

/**
 * The company profile (gateway/companies/tables.ts, docs/companies.md): industries, images stored
 * in the database, one profile row per company (cover and industry), its offices, and its brand
 * story in both languages. Designed for the employer panel's company data and brand-story writes:
 * those only add rows and routes, never columns.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('industries')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('label_pl', 'text', (c) => c.notNull())
    .addColumn('label_en', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await db
    .insertInto('industries' as never)
    .values(industries.map((industry) => ({ ...industry })) as never)
    .execute();

  await db.schema
    .createTable('company_images')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('cover', 'logo', 'story')`))
    .addColumn('media_type', 'text', (c) => c.notNull().check(sql`media_type in ('image/png', 'image/jpeg', 'image/webp', 'image/svg+xml')`))
    .addColumn('bytes', 'bytea', (c) => c.notNull().check(sql`octet_length(bytes) <= 5242880`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('company_images_company').on('company_images').column('company_id').execute();

  await db.schema
    .createTable('company_profiles')
    .addColumn('company_id', 'integer', (c) => c.primaryKey().references('companies.id').onDelete('cascade'))
    .addColumn('cover_image_id', 'uuid', (c) => c.references('company_images.id').onDelete('set null'))
    .addColumn('industry', 'text', (c) => c.references('industries.key').onDelete('set null'))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();

  // No reference to cities: the seed prunes cities it no longer defines; an office in one simply drops out of the joins.
  await db.schema
    .createTable('company_locations')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('city_slug', 'text', (c) => c.notNull())
    .addColumn('street', 'text', (c) => c.notNull())
    .addColumn('latitude', 'double precision', (c) => c.notNull().check(sql`latitude between -90 and 90`))
    .addColumn('longitude', 'double precision', (c) => c.notNull().check(sql`longitude between -180 and 180`))
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('company_locations_company').on('company_locations').columns(['company_id', 'position']).execute();
  await db.schema.createIndex('company_locations_city').on('company_locations').columns(['city_slug', 'company_id']).execute();

  await db.schema
    .createTable('brand_stories')
    .addColumn('company_id', 'integer', (c) => c.primaryKey().references('companies.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('draft', 'published')`))
    .addColumn('content', 'jsonb', (c) => c.notNull())
    .addColumn('technologies', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('published_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addCheckConstraint('brand_stories_published_at', sql`(status = 'published') = (published_at is not null)`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['brand_stories', 'company_locations', 'company_profiles', 'company_images', 'industries'])
    await db.schema.dropTable(table).execute();
}
