import { sql, type Kysely } from 'kysely';

/**
 * The employer panel's company settings (gateway/employer/company/, docs/companies.md "Roles"):
 * the two roles are admin and recruiter (the earlier "member" becomes a recruiter), and a company
 * keeps its invoice data (what the payment form pre-fills) and its default clauses (copied into each
 * new offer at initiation) beside its sign-up record. Both are JSON values: read and written whole.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table employer_users drop constraint if exists employer_users_role_check`.execute(db);
  await sql`update employer_users set role = 'recruiter' where role = 'member'`.execute(db);
  await sql`alter table employer_users add constraint employer_users_role_check check (role in ('admin', 'recruiter'))`.execute(db);
  await db.schema.alterTable('employer_companies').addColumn('billing', 'jsonb').addColumn('clauses', 'jsonb').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('employer_companies').dropColumn('billing').dropColumn('clauses').execute();
  await sql`alter table employer_users drop constraint if exists employer_users_role_check`.execute(db);
  await sql`update employer_users set role = 'member' where role = 'recruiter'`.execute(db);
  await sql`alter table employer_users add constraint employer_users_role_check check (role in ('admin', 'member'))`.execute(db);
}
