// @ts-nocheck
import { sql, type Kysely } from 'kysely';

/** Candidate accounts, refresh-token families, favourite offers and consents. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('candidates')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('avatar_url', 'text')
    .addColumn('feature_flags', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('accepts_profiling', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // Case-insensitive uniqueness even for rows written without the gateway's normalisation.
  await sql`create unique index candidates_tenant_email on candidates (tenant_id, lower(email))`.execute(db);

  await db.schema
    .createTable('refresh_tokens')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('family_id', 'uuid', (c) => c.notNull())
    .addColumn('candidate_id', 'uuid', (c) => c.notNull().references('candidates.id').onDelete('cascade'))
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('refresh_tokens_family').on('refresh_tokens').column('family_id').execute();
  await db.schema.createIndex('refresh_tokens_expires').on('refresh_tokens').column('expires_at').execute();

  // offer_id has no foreign key: reseeding replaces the offers, and a favourite of a vanished offer
  // simply stops being listed (reads join on offers of the candidate's tenant).
  await db.schema
    .createTable('favourites')
    .addColumn('candidate_id', 'uuid', (c) => c.notNull().references('candidates.id').onDelete('cascade'))
    .addColumn('offer_id', 'uuid', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('favourites_pk', ['candidate_id', 'offer_id'])
    .execute();
  await db.schema.createIndex('favourites_candidate_created').on('favourites').columns(['candidate_id', 'created_at desc']).execute();

  await db.schema
    .createTable('consents')
    .addColumn('candidate_id', 'uuid', (c) => c.notNull().references('candidates.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('given', 'boolean', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('consents_pk', ['candidate_id', 'name'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['consents', 'favourites', 'refresh_tokens', 'candidates']) {
    await db.schema.dropTable(table).execute();
  }
}
