import type { Kysely } from 'kysely';

/**
 * Single-use codes that let the owner of an account made by "create account" in a job-alert form
 * set its first password (the link in the activation e-mail). Stored as hashes only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('password_codes')
    .addColumn('code_hash', 'text', (c) => c.primaryKey())
    .addColumn('candidate_id', 'uuid', (c) => c.notNull().references('candidates.id').onDelete('cascade'))
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('password_codes_candidate').on('password_codes').column('candidate_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('password_codes').execute();
}
