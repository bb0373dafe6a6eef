import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { EmployerProfileDto, EmployerRole, EmployerUserDto } from '../../contract/employer.ts';
import type { Schema } from '../db/Schema.ts';
import { logoDataUrl } from '../seed/companies.ts';
import { slugify } from '../seed/slugify.ts';
import type { EmployerUsersTable } from './tables.ts';

type Db = Kysely<Schema>;
export type EmployerUserRow = Selectable<EmployerUsersTable>;
export type Language = 'pl' | 'en';

/** The password hash of an invited user who has not chosen a password yet: nothing matches it. */
export const NO_PASSWORD = '!unset:invited-employer';

const LOGO_COLOURS = ['#1d4ed8', '#b91c1c', '#047857', '#7c3aed', '#b45309', '#0f766e'] as const;

export interface NewCompany {
  readonly tenantId: string;
  readonly name: string;
  readonly subscribeToNewsletter: boolean;
  readonly now: Date;
}

export interface NewUser {
  readonly tenantId: string;
  readonly companyId: number;
  readonly email: string;
  readonly passwordHash: string;
  readonly name: string;
  readonly phone: string | null;
  readonly role: EmployerRole;
  readonly language: Language;
  readonly now: Date;
}

/** A new row in `companies` (id from employer_company_ids, a slug carrying the id so two companies may share a name, initials for a logo). */
export async function insertPublicCompany(db: Db, name: string): Promise<{ id: number; slug: string; name: string }> {
  const { rows } = await sql<{ id: number }>`select nextval('employer_company_ids')::int as id`.execute(db);
  const id = Number(rows[0]?.id);
  const slug = `${slugify(name).slice(0, 80) || 'company'}-${id}`;
  await db
    .insertInto('companies')
    .values({
      id,
      slug,
      name,
      company_type: 'other',
      size: '',
      url: '',
      logo: logoDataUrl(name, LOGO_COLOURS[id % LOGO_COLOURS.length] ?? '#334155'),
      short_description: '',
      is_top: false,
      is_actively_recruiting: false,
    })
    .execute();
  return { id, slug, name };
}

/** A company that signs up: its public row and its employer record. */
export async function insertCompany(db: Db, company: NewCompany): Promise<{ id: number; slug: string; name: string }> {
  const created = await insertPublicCompany(db, company.name);
  await db
    .insertInto('employer_companies')
    .values({
      company_id: created.id,
      tenant_id: company.tenantId,
      accepted_regulations_at: company.now,
      subscribe_to_newsletter: company.subscribeToNewsletter,
      created_at: company.now,
    })
    .execute();
  return created;
}

/** The new user, or null when the e-mail already has an employer account on this tenant. */
export async function insertUser(db: Db, user: NewUser): Promise<EmployerUserRow | null> {
  if (await findUserByEmail(db, user.tenantId, user.email)) return null;
  const insert = db
    .insertInto('employer_users')
    .values({
      id: randomUUID(),
      tenant_id: user.tenantId,
      company_id: user.companyId,
      email: user.email.trim().toLowerCase(),
      password_hash: user.passwordHash,
      name: user.name,
      phone: user.phone,
      role: user.role,
      language: user.language,
      confirmed_at: null,
      created_at: user.now,
    })
    .returningAll()
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  // Two sign-ups with one e-mail at once: the unique index lets one in, the other finds nothing written.
  return (await insert) ?? null;
}

export function findUserByEmail(db: Db, tenantId: string, email: string): Promise<EmployerUserRow | undefined> {
  return db
    .selectFrom('employer_users')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
    .executeTakeFirst();
}

export function findUserById(db: Db, tenantId: string, id: string): Promise<EmployerUserRow | undefined> {
  return db.selectFrom('employer_users').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
}

export async function setPasswordHash(db: Db, id: string, passwordHash: string): Promise<void> {
  await db.updateTable('employer_users').set({ password_hash: passwordHash }).where('id', '=', id).execute();
}

export async function markConfirmed(db: Db, id: string, now: Date): Promise<void> {
  await db.updateTable('employer_users').set({ confirmed_at: now }).where('id', '=', id).where('confirmed_at', 'is', null).execute();
}

export async function updateProfile(db: Db, id: string, changes: { name?: string; phone?: string | null; language?: Language }): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db.updateTable('employer_users').set(changes).where('id', '=', id).execute();
}

export async function loadProfile(db: Db, tenantId: string, id: string): Promise<EmployerProfileDto | undefined> {
  const row = await db
    .selectFrom('employer_users as u')
    .innerJoin('companies as c', 'c.id', 'u.company_id')
    .select([
      'u.id',
      'u.name',
      'u.email',
      'u.phone',
      'u.role',
      'u.language',
      'c.id as company_id',
      'c.name as company_name',
      'c.slug as company_slug',
    ])
    .where('u.tenant_id', '=', tenantId)
    .where('u.id', '=', id)
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      name: row.name,
      email: row.email,
      phone: row.phone,
      role: row.role,
      language: row.language,
      company: { id: row.company_id, name: row.company_name, slug: row.company_slug },
    }
  );
}

export function toUserDto(row: EmployerUserRow): EmployerUserDto {
  return { id: row.id, name: row.name, email: row.email, phone: row.phone, role: row.role, confirmed: row.confirmed_at !== null };
}
