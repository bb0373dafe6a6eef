import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, type CandidateProfileDto } from '../../contract/session.ts';
import type { Schema } from '../db/Schema.ts';
import type { CandidatesTable } from './tables.ts';

type Db = Kysely<Schema>;
export type CandidateRow = Selectable<CandidatesTable>;

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** The address normalised, or null when it is too long or not an e-mail address. */
export function validEmail(email: string): string | null {
  const normalised = normaliseEmail(email);
  return normalised.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(normalised) ? normalised : null;
}

/** The password hash of an account made by a job-alert form's "create account": no password matches it until one is set. */
export const NO_PASSWORD = '!unset:created-by-job-alert';

export function findByEmail(db: Db, tenantId: string, email: string): Promise<CandidateRow | undefined> {
  return db
    .selectFrom('candidates')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where(sql<string>`lower(email)`, '=', normaliseEmail(email))
    .executeTakeFirst();
}

export function findById(db: Db, tenantId: string, id: string): Promise<CandidateRow | undefined> {
  return db.selectFrom('candidates').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
}

export interface NewCandidate {
  readonly tenantId: string;
  readonly email: string;
  readonly passwordHash: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly now: Date;
}

/** The new row, or null when the e-mail already has an account in this tenant. */
export async function insertCandidate(db: Db, candidate: NewCandidate): Promise<CandidateRow | null> {
  try {
    return await db
      .insertInto('candidates')
      .values({
        id: randomUUID(),
        tenant_id: candidate.tenantId,
        email: normaliseEmail(candidate.email),
        password_hash: candidate.passwordHash,
        first_name: candidate.firstName,
        last_name: candidate.lastName,
        avatar_url: null,
        created_at: candidate.now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

export async function updatePasswordHash(db: Db, id: string, passwordHash: string): Promise<void> {
  await db.updateTable('candidates').set({ password_hash: passwordHash }).where('id', '=', id).execute();
}

const isUniqueViolation = (error: unknown) => typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

/** Chats and conversation requests do not exist yet: both counts are 0 until invitations land. */
export function toProfileDto(row: CandidateRow): CandidateProfileDto {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    avatarUrl: row.avatar_url,
    unreadMessages: { chatsCount: 0, conversationRequestsCount: 0 },
  };
}
