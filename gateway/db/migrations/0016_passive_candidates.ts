import { sql, type Kysely } from 'kysely';

/**
 * Passive candidates and conversation invitations (gateway/invitations/tables.ts, docs/chat.md):
 * the tenant's switches, the candidates' opt-in, and the invitations companies send for an offer.
 * A candidate's rows go with the account (on delete cascade; the account deletion names them too).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('passive_candidate_settings')
    .addColumn('tenant_id', 'text', (c) => c.primaryKey())
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('maintenance', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('passive_candidates')
    .addColumn('candidate_id', 'uuid', (c) => c.primaryKey().references('candidates.id').onDelete('cascade'))
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('opted_in', 'boolean', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('conversation_requests')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('candidate_id', 'uuid', (c) => c.notNull().references('candidates.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('offer_id', 'uuid', (c) => c.notNull())
    .addColumn('offer_slug', 'text', (c) => c.notNull())
    .addColumn('offer_title', 'text', (c) => c.notNull())
    .addColumn('sent_by', 'uuid', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'accepted', 'rejected')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('answered_at', 'timestamptz')
    .addUniqueConstraint('conversation_requests_once', ['candidate_id', 'offer_id'])
    .execute();
  await db.schema.createIndex('conversation_requests_candidate').on('conversation_requests').columns(['candidate_id', 'created_at']).execute();
  await db.schema.createIndex('conversation_requests_company').on('conversation_requests').columns(['tenant_id', 'company_id', 'offer_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['conversation_requests', 'passive_candidates', 'passive_candidate_settings']) await db.schema.dropTable(table).execute();
}
