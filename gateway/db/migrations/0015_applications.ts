import { sql, type Kysely } from 'kysely';

/**
 * Applications made on the board and the candidates' application history (gateway/applications/,
 * docs/applications.md). An application keeps what the applicant saw and agreed to (the clause and
 * consent texts) and its place in the pipeline; a guest's waits for its e-mail link
 * (`confirmation_token_hash`, SHA-256 only). A history item is a logged-in candidate's record of one
 * offer: a board application, or a click to apply elsewhere that waits for "did you apply?".
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('applications')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('offer_id', 'uuid', (c) => c.notNull().references('employer_offers.id').onDelete('cascade'))
    .addColumn('offer_slug', 'text', (c) => c.notNull())
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('candidate_id', 'uuid', (c) => c.references('candidates.id').onDelete('set null'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull().check(sql`language in ('pl', 'en')`))
    .addColumn('cv_document_id', 'uuid')
    .addColumn('future_consent', 'boolean', (c) => c.notNull())
    .addColumn('custom_consent', 'boolean', (c) => c.notNull())
    .addColumn('future_consent_text', 'text')
    .addColumn('custom_consent_text', 'text')
    .addColumn('information_clause', 'text')
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('new', 'in-review', 'interview', 'offer', 'hired', 'rejected')`))
    .addColumn('status_changed_at', 'timestamptz')
    .addColumn('email_confirmed_at', 'timestamptz')
    .addColumn('confirmation_token_hash', 'text', (c) => c.unique())
    .addColumn('confirmation_expires_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('applications_offer_email').on('applications').columns(['offer_id', 'email']).unique().execute();
  await db.schema.createIndex('applications_company').on('applications').columns(['tenant_id', 'company_id', 'created_at desc']).execute();
  await sql`create index applications_unconfirmed on applications (created_at) where email_confirmed_at is null`.execute(db);

  await db.schema
    .createTable('application_history')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('candidate_id', 'uuid', (c) => c.notNull().references('candidates.id').onDelete('cascade'))
    .addColumn('redirect_id', 'text', (c) => c.notNull())
    .addColumn('offer_id', 'uuid', (c) => c.notNull())
    .addColumn('offer_slug', 'text', (c) => c.notNull())
    .addColumn('offer_title', 'text', (c) => c.notNull())
    .addColumn('company_name', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('board', 'external')`))
    .addColumn('application_id', 'uuid', (c) => c.references('applications.id').onDelete('set null'))
    .addColumn('confirmed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('application_history_redirect').on('application_history').columns(['candidate_id', 'redirect_id']).unique().execute();
  await db.schema.createIndex('application_history_offer').on('application_history').columns(['candidate_id', 'offer_id']).unique().execute();
  await db.schema.createIndex('application_history_recent').on('application_history').columns(['candidate_id', 'created_at desc']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('application_history').execute();
  await db.schema.dropTable('applications').execute();
}
