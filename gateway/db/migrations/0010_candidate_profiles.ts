import { sql, type Kysely } from 'kysely';

/**
 * The candidate's profile, avatar and work history (gateway/profile/tables.ts). Every row belongs
 * to a candidate and goes with the account (on delete cascade; the account deletion also deletes
 * them itself, docs/profile.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('candidate_profiles')
    .addColumn('candidate_id', 'uuid', (c) => c.primaryKey().references('candidates.id').onDelete('cascade'))
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('social_profiles', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('preferences', 'jsonb', (c) => c.notNull())
    .addColumn('skill_ids', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('category_ids', sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('residences', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('workplace_types', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('employment_types', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('experience_years', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`experience_years between 0 and 60`),
    )
    .addColumn('availability_weeks', 'integer', (c) => c.check(sql`availability_weeks in (0, 1, 2, 4, 8, 12)`))
    .addColumn('job_looking', 'text', (c) => c.check(sql`job_looking in ('activelyLooking', 'openToOffers', 'notLooking')`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('candidate_avatars')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('candidate_id', 'uuid', (c) => c.notNull().unique().references('candidates.id').onDelete('cascade'))
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('media_type', 'text', (c) => c.notNull().check(sql`media_type in ('image/png', 'image/jpeg')`))
    .addColumn('bytes', 'bytea', (c) => c.notNull().check(sql`octet_length(bytes) <= 2097152`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('work_history')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('candidate_id', 'uuid', (c) => c.notNull().references('candidates.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('company_name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('start_year', 'integer', (c) => c.notNull())
    .addColumn('start_month', 'integer', (c) => c.notNull().check(sql`start_month between 1 and 12`))
    .addColumn('end_year', 'integer')
    .addColumn('end_month', 'integer', (c) => c.check(sql`end_month between 1 and 12`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addCheckConstraint('work_history_end_whole', sql`(end_year is null) = (end_month is null)`)
    .execute();
  await db.schema.createIndex('work_history_candidate').on('work_history').column('candidate_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['work_history', 'candidate_avatars', 'candidate_profiles']) await db.schema.dropTable(table).execute();
}
