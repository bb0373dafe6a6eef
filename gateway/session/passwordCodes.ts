import type { Kysely } from 'kysely';
import type { Schema } from '../db/Schema.ts';
import { OPAQUE_TOKEN_PATTERN, newOpaqueToken, tokenHash } from '../http/opaqueTokens.ts';

type Db = Kysely<Schema>;

/** How long a set-password link works: as long as the activation link it travels with. */
export const PASSWORD_CODE_DAYS = 30;
/** How long a "forgot password" link works: long enough to read the e-mail, short for a mailbox someone else reads later. */
export const RESET_CODE_MS = 3_600_000;

/** A new code for the candidate: returned in clear (for the e-mail), stored only as its hash. */
export async function issuePasswordCode(
  db: Db,
  candidateId: string,
  tenantId: string,
  now: Date,
  lifetimeMs = PASSWORD_CODE_DAYS * 86_400_000,
): Promise<string> {
  const code = newOpaqueToken();
  await db
    .insertInto('password_codes')
    .values({
      code_hash: tokenHash(code),
      candidate_id: candidateId,
      tenant_id: tenantId,
      created_at: now,
      expires_at: new Date(now.getTime() + lifetimeMs),
      used_at: null,
    })
    .execute();
  return code;
}

/** Spends every code the candidate still holds: once a password is set, older links must not set another. */
export async function spendAllPasswordCodes(db: Db, candidateId: string, now: Date): Promise<void> {
  await db.updateTable('password_codes').set({ used_at: now }).where('candidate_id', '=', candidateId).where('used_at', 'is', null).execute();
}

/**
 * Uses the candidate's code: true when it was theirs, in this tenant, unused and unexpired; it is
 * used up either way it is presented again. One statement, so two tabs cannot both use it.
 */
export async function usePasswordCode(db: Db, candidateId: string, tenantId: string, code: string, now: Date): Promise<boolean> {
  if (!OPAQUE_TOKEN_PATTERN.test(code)) return false;
  const used = await db
    .updateTable('password_codes')
    .set({ used_at: now })
    .where('code_hash', '=', tokenHash(code))
    .where('candidate_id', '=', candidateId)
    .where('tenant_id', '=', tenantId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('code_hash')
    .executeTakeFirst();
  return used !== undefined;
}
