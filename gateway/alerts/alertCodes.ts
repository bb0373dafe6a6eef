import type { Kysely } from 'kysely';
import type { Schema } from '../db/Schema.ts';
import type { CodePurpose } from './tables.ts';
import { OPAQUE_TOKEN_PATTERN, newOpaqueToken, tokenHash } from '../http/opaqueTokens.ts';

type Db = Kysely<Schema>;

/** Activation links work for 30 days; unsubscribe links as long as the alert exists. */
export const ACTIVATION_CODE_DAYS = 30;

/** A new random code for the alert: returned in clear (for the e-mail), stored only as its hash. */
export async function issueCode(db: Db, alertId: string, purpose: CodePurpose, now: Date): Promise<string> {
  const [code] = await issueCodes(db, [alertId], purpose, now);
  if (code === undefined) throw new Error('no code was issued');
  return code;
}

/** One new code per alert, in one statement (digest batches); the codes in the same order. */
export async function issueCodes(db: Db, alertIds: readonly string[], purpose: CodePurpose, now: Date): Promise<string[]> {
  if (alertIds.length === 0) return [];
  const codes = alertIds.map(() => newOpaqueToken());
  const expiresAt = purpose === 'activation' ? new Date(now.getTime() + ACTIVATION_CODE_DAYS * 86_400_000) : null;
  await db
    .insertInto('alert_codes')
    .values(
      alertIds.map((alertId, index) => ({
        code_hash: tokenHash(codes[index] ?? ''),
        job_alert_id: alertId,
        purpose,
        created_at: now,
        expires_at: expiresAt,
        used_at: null,
      })),
    )
    .execute();
  return codes;
}

export interface CodeRow {
  readonly jobAlertId: string;
  readonly expiresAt: Date | null;
  readonly usedAt: Date | null;
}

/** The code's row, locked for the caller's transaction, or undefined for a code that was never issued. */
export async function findCode(db: Db, code: string, purpose: CodePurpose): Promise<CodeRow | undefined> {
  if (!OPAQUE_TOKEN_PATTERN.test(code)) return undefined;
  const row = await db
    .selectFrom('alert_codes')
    .select(['job_alert_id', 'expires_at', 'used_at'])
    .where('code_hash', '=', tokenHash(code))
    .where('purpose', '=', purpose)
    .forUpdate()
    .executeTakeFirst();
  return row && { jobAlertId: row.job_alert_id, expiresAt: row.expires_at, usedAt: row.used_at };
}

export async function markUsed(db: Db, code: string, now: Date): Promise<void> {
  await db.updateTable('alert_codes').set({ used_at: now }).where('code_hash', '=', tokenHash(code)).execute();
}
