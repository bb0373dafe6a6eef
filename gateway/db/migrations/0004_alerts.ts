import { sql, type Kysely } from 'kysely';

/**
 * Saved filters, their e-mail alerts, the codes of alert e-mails and the outbox every e-mail is
 * written to (gateway/alerts/README.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('job_filters')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('candidate_id', 'uuid', (c) => c.references('candidates.id').onDelete('cascade'))
    .addColumn('guest_email', 'text')
    .addColumn('search_url', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('filters', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_read_at', 'timestamptz')
    .addCheckConstraint('job_filters_one_owner', sql`(candidate_id is null) <> (guest_email is null)`)
    .execute();
  await sql`create unique index job_filters_candidate_search on job_filters (candidate_id, search_url) where candidate_id is not null`.execute(db);
  await sql`create unique index job_filters_guest_search on job_filters (tenant_id, guest_email, search_url) where guest_email is not null`.execute(
    db,
  );
  await sql`create index job_filters_candidate_created on job_filters (candidate_id, created_at desc) where candidate_id is not null`.execute(db);

  await db.schema
    .createTable('job_alerts')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('job_filter_id', 'uuid', (c) => c.notNull().unique().references('job_filters.id').onDelete('cascade'))
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull().check(sql`language in ('pl', 'en')`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('inactive', 'active', 'unsubscribed')`))
    .addColumn('frequency', 'text', (c) => c.notNull().check(sql`frequency in ('daily', 'twiceAWeek', 'weekly')`))
    .addColumn('marketing_agreement', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('activated_at', 'timestamptz')
    .addColumn('high_water_mark', 'timestamptz')
    .addColumn('last_digest_at', 'timestamptz')
    .addColumn('next_digest_at', 'timestamptz')
    .addColumn('unsubscribed_at', 'timestamptz')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  // The digest run's only question: which active alerts are due, oldest first.
  await sql`create index job_alerts_due on job_alerts (next_digest_at, id) where status = 'active'`.execute(db);
  await db.schema.createIndex('job_alerts_email').on('job_alerts').columns(['tenant_id', 'email']).execute();

  await db.schema
    .createTable('alert_codes')
    .addColumn('code_hash', 'text', (c) => c.primaryKey())
    .addColumn('job_alert_id', 'uuid', (c) => c.notNull().references('job_alerts.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('activation', 'unsubscribe')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz')
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('alert_codes_alert').on('alert_codes').column('job_alert_id').execute();

  await db.schema
    .createTable('outbox')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('job_alert_id', 'uuid', (c) => c.references('job_alerts.id').onDelete('set null'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('activation', 'confirmation', 'digest')`))
    .addColumn('dedupe_key', 'text', (c) => c.unique())
    .addColumn('from_address', 'text', (c) => c.notNull())
    .addColumn('to_email', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('html', 'text', (c) => c.notNull())
    .addColumn('headers', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('sent_at', 'timestamptz')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull())
    .addColumn('claimed_until', 'timestamptz')
    .execute();
  await sql`create index outbox_pending on outbox (next_attempt_at) where sent_at is null`.execute(db);
  await db.schema.createIndex('outbox_tenant_created').on('outbox').columns(['tenant_id', 'created_at desc']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['outbox', 'alert_codes', 'job_alerts', 'job_filters']) {
    await db.schema.dropTable(table).execute();
  }
}
