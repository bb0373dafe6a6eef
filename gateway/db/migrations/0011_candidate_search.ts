import { sql, type Kysely } from 'kysely';

/**
 * Indexes for an employer's candidate search (docs/profile.md, "Reading the profile"): candidates
 * of a tenant by shared skill, category or residence (GIN on the arrays), and by job-looking
 * status and availability.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('candidate_profiles_skills').on('candidate_profiles').using('gin').column('skill_ids').execute();
  await db.schema.createIndex('candidate_profiles_categories').on('candidate_profiles').using('gin').column('category_ids').execute();
  await db.schema.createIndex('candidate_profiles_residences').on('candidate_profiles').using('gin').column('residences').execute();
  await sql`create index candidate_profiles_looking on candidate_profiles (tenant_id, job_looking, availability_weeks)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of ['candidate_profiles_looking', 'candidate_profiles_residences', 'candidate_profiles_categories', 'candidate_profiles_skills']) {
    await db.schema.dropIndex(name).execute();
  }
}
