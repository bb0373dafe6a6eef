import { sql, type Kysely } from 'kysely';

/**
 * A brand story's pictures (`company_images` rows with purpose `story`), in the order the story
 * shows them, shared by both languages: an office photo needs no translation. Written by
 * PUT /v2/employer-panel/brand-stories/{slug}; pictures no story lists any more are deleted there.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('brand_stories')
    .addColumn('picture_ids', sql`uuid[]`, (c) => c.notNull().defaultTo(sql`'{}'::uuid[]`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('brand_stories').dropColumn('picture_ids').execute();
}
