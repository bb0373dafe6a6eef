import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Schema } from '../db/Schema.ts';

type Db = Kysely<Schema>;

/** How long a set-password link works: as long as the activation link it travels with. */
export const PASSWORD_CODE_DAYS = 30;
/** base64url of 32 bytes: 43 characters; anything else cannot be one of ours. */
export const PASSWORD_CODE_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const hashOf = (code: string): string => createHash('sha256').update(code, 'utf8').digest('hex');

/** A new code for the candidate: returned in clear (for the e-mail), stored only as its hash. */
export async function issuePasswordCode(db: Db, candidateId: string, tenantId: string, now: Date): Promise<string> {
  const code = randomBytes(32).toString('base64url');
  await db
    .insertInto('password_codes')
    .values({ code_hash: hashOf(code), candidate_id: candidateId, tenant_id: tenantId, created_at: now, expires_at: new Date(now.getTime() + PASSWORD_CODE_DAYS * 86_400_000), used_at: null })
    .execute();
  return code;
}

/**
 * Uses the candidate's code: true when it was theirs, in this tenant, unused and unexpired; it is
 * used up either way it is presented again. One statement, so two tabs cannot both use it.
 */
export async function usePasswordCode(db: Db, candidateId: string, tenantId: string, code: string, now: Date): Promise<boolean> {
  if (!PASSWORD_CODE_PATTERN.test(code)) return false;
  const used = await db
    .updateTable('password_codes')
    .set({ used_at: now })
    .where('code_hash', '=', hashOf(code))
    .where('candidate_id', '=', candidateId)
    .where('tenant_id', '=', tenantId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('code_hash')
    .executeTakeFirst();
  return used !== undefined;
}
