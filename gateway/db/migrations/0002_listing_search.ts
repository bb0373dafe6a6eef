import { sql, type Kysely } from 'kysely';

/**
 * Covering indexes that let the listing search choose a page without reading a table row: every
 * column a filter tests rides along in the index (INCLUDE), so PostgreSQL filters and orders with
 * an index-only scan and fetches only the page's hundred offers. The table's rows average 1.7 kB
 * (description, JSON, search vector); the index entries a tenth of that. Figures before and after
 * on 100,000 offers: docs/performance.md, "Listing SQL".
 *
 * - offers_search_published replaces 0001's offers_tenant_published (same key, more columns): the
 *   default order, newest first, and every count.
 * - offers_search_salary_max / _min: salary sorts, highest (of the range) first and lowest first,
 *   offers without a salary last.
 * - offers_tenant_latitude: the latitude band of a radius search's bounding box.
 * - offer_views_brand_visited: views of one brand in a window (popular offers).
 *
 * It also re-derives `search_text` with slashes read as spaces: PostgreSQL's parser takes
 * "mid/senior" or "java/kotlin" for one file-path word, so "senior" never found "Mid/Senior
 * Developer". Queries get the same treatment (offerConditions.ts, prefixTsQuery).
 */
const filterColumns = [
  'category_id',
  'city_slug',
  'company_id',
  'workplace_type',
  'experience_level',
  'working_time',
  'salary_min_month_pln',
  'salary_max_month_pln',
  'ukraine_friendly',
  'latitude',
  'longitude',
  'employment_type_keys',
  'skill_names',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('offers').dropColumn('search_text').execute();
  await db.schema
    .alterTable('offers')
    .addColumn('search_text', sql`tsvector`, (c) => c.generatedAlwaysAs(sql`to_tsvector('simple', translate(search_document, '/', ' '))`).stored())
    .execute();
  await db.schema.createIndex('offers_search_text').on('offers').using('gin').column('search_text').execute();
  const include = sql.join(filterColumns.map((column) => sql.ref(column)));
  await db.schema.dropIndex('offers_tenant_published').execute();
  await sql`create index offers_search_published on offers (tenant_id, published_at desc, id) include (${include}, title, search_text)`.execute(db);
  await sql`create index offers_search_salary_max on offers (tenant_id, salary_max_month_pln desc nulls last, published_at desc, id) include (${include})`.execute(
    db,
  );
  await sql`create index offers_search_salary_min on offers (tenant_id, salary_min_month_pln asc nulls last, published_at desc, id) include (${include})`.execute(
    db,
  );
  await db.schema.createIndex('offers_tenant_latitude').on('offers').columns(['tenant_id', 'latitude', 'longitude']).execute();
  await db.schema.createIndex('offer_views_brand_visited').on('offer_views').columns(['brand', 'visited_at', 'offer_slug']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of [
    'offer_views_brand_visited',
    'offers_tenant_latitude',
    'offers_search_salary_min',
    'offers_search_salary_max',
    'offers_search_published',
  ]) {
    await db.schema.dropIndex(name).execute();
  }
  await db.schema.createIndex('offers_tenant_published').on('offers').columns(['tenant_id', 'published_at desc', 'id']).execute();
  await db.schema.alterTable('offers').dropColumn('search_text').execute();
  await db.schema
    .alterTable('offers')
    .addColumn('search_text', sql`tsvector`, (c) => c.generatedAlwaysAs(sql`to_tsvector('simple', search_document)`).stored())
    .execute();
  await db.schema.createIndex('offers_search_text').on('offers').using('gin').column('search_text').execute();
}
