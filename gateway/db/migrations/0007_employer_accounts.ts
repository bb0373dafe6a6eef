import { sql, type Kysely } from 'kysely';

/**
 * Employer accounts (gateway/employer/): companies that signed up, their users, their refresh
 * tokens and the single-use tokens of their e-mails. A company's public row stays in `companies`;
 * new ones take ids from employer_company_ids, which starts far above the seeded companies so that
 * a reseed (which recreates ids 1…n) never meets them.
 */
export const FIRST_EMPLOYER_COMPANY_ID = 1_000_001;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create sequence employer_company_ids start with ${sql.lit(FIRST_EMPLOYER_COMPANY_ID)}`.execute(db);

  await db.schema
    .createTable('employer_companies')
    .addColumn('company_id', 'integer', (c) => c.primaryKey().references('companies.id').onDelete('cascade'))
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('accepted_regulations_at', 'timestamptz', (c) => c.notNull())
    .addColumn('subscribe_to_newsletter', 'boolean', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('employer_users')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('company_id', 'integer', (c) => c.notNull().references('employer_companies.company_id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('admin', 'member')`))
    .addColumn('language', 'text', (c) => c.notNull().check(sql`language in ('pl', 'en')`))
    .addColumn('confirmed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`create unique index employer_users_tenant_email on employer_users (tenant_id, lower(email))`.execute(db);
  await db.schema.createIndex('employer_users_company').on('employer_users').column('company_id').execute();

  await db.schema
    .createTable('employer_refresh_tokens')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('family_id', 'uuid', (c) => c.notNull())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('employer_users.id').onDelete('cascade'))
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('employer_refresh_tokens_family').on('employer_refresh_tokens').column('family_id').execute();
  await db.schema.createIndex('employer_refresh_tokens_expires').on('employer_refresh_tokens').column('expires_at').execute();

  await db.schema
    .createTable('employer_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('employer_users.id').onDelete('cascade'))
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('confirmation', 'invitation', 'password-reset')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('employer_tokens_user').on('employer_tokens').columns(['user_id', 'purpose']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['employer_tokens', 'employer_refresh_tokens', 'employer_users', 'employer_companies']) {
    await db.schema.dropTable(table).execute();
  }
  await sql`drop sequence employer_company_ids`.execute(db);
}
