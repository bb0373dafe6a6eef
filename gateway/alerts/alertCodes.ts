import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Schema } from '../db/Schema.ts';
import type { CodePurpose } from './tables.ts';

type Db = Kysely<Schema>;

/** Activation links work for 30 days; unsubscribe links as long as the alert exists. */
export const ACTIVATION_CODE_DAYS = 30;
const CODE_BYTES = 32;
/** base64url of 32 bytes is 43 characters; anything else cannot be one of ours. */
export const CODE_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const hashCode = (code: string): string => createHash('sha256').update(code, 'utf8').digest('hex');

/** A new random code for the alert: returned in clear (for the e-mail), stored only as its hash. */
export async function issueCode(db: Db, alertId: string, purpose: CodePurpose, now: Date): Promise<string> {
  const code = randomBytes(CODE_BYTES).toString('base64url');
  await db
    .insertInto('alert_codes')
    .values({
      code_hash: hashCode(code),
      job_alert_id: alertId,
      purpose,
      created_at: now,
      expires_at: purpose === 'activation' ? new Date(now.getTime() + ACTIVATION_CODE_DAYS * 86_400_000) : null,
      used_at: null,
    })
    .execute();
  return code;
}

export interface CodeRow {
  readonly jobAlertId: string;
  readonly expiresAt: Date | null;
  readonly usedAt: Date | null;
}

/** The code's row, locked for the caller's transaction, or undefined for a code that was never issued. */
export async function findCode(db: Db, code: string, purpose: CodePurpose): Promise<CodeRow | undefined> {
  if (!CODE_PATTERN.test(code)) return undefined;
  const row = await db
    .selectFrom('alert_codes')
    .select(['job_alert_id', 'expires_at', 'used_at'])
    .where('code_hash', '=', hashCode(code))
    .where('purpose', '=', purpose)
    .forUpdate()
    .executeTakeFirst();
  return row && { jobAlertId: row.job_alert_id, expiresAt: row.expires_at, usedAt: row.used_at };
}

export async function markUsed(db: Db, code: string, now: Date): Promise<void> {
  await db.updateTable('alert_codes').set({ used_at: now }).where('code_hash', '=', hashCode(code)).execute();
}
