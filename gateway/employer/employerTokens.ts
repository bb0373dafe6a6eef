import type { Kysely } from 'kysely';
import type { Schema } from '../db/Schema.ts';
import type { EmployerTokenPurpose } from './tables.ts';
import { OPAQUE_TOKEN_PATTERN, newOpaqueToken, tokenHash } from '../http/opaqueTokens.ts';

type Db = Kysely<Schema>;

/** How long each e-mail link works. A reset is short, as its e-mail may sit in an inbox others read. */
export const TOKEN_LIFETIME_MS: Readonly<Record<EmployerTokenPurpose, number>> = {
  confirmation: 3 * 86_400_000,
  invitation: 7 * 86_400_000,
  'password-reset': 3_600_000,
};

/**
 * A new token of this purpose for the user, in clear for the e-mail and stored only as its hash.
 * Earlier unused tokens of the same purpose stop working: only the newest e-mail's link does.
 */
export async function issueEmployerToken(db: Db, userId: string, tenantId: string, purpose: EmployerTokenPurpose, now: Date): Promise<string> {
  await db
    .updateTable('employer_tokens')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
  const token = newOpaqueToken();
  await db
    .insertInto('employer_tokens')
    .values({
      token_hash: tokenHash(token),
      user_id: userId,
      tenant_id: tenantId,
      purpose,
      created_at: now,
      expires_at: new Date(now.getTime() + TOKEN_LIFETIME_MS[purpose]),
      used_at: null,
    })
    .execute();
  return token;
}

/**
 * Spends a token: the user it belongs to when it is of one of these purposes, this tenant's, unused
 * and unexpired; null otherwise. One conditional UPDATE, so two tabs cannot both spend it.
 */
export async function spendEmployerToken(
  db: Db,
  token: string,
  tenantId: string,
  purposes: readonly EmployerTokenPurpose[],
  now: Date,
): Promise<{ userId: string; purpose: EmployerTokenPurpose } | null> {
  if (!OPAQUE_TOKEN_PATTERN.test(token)) return null;
  const row = await db
    .updateTable('employer_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash(token))
    .where('tenant_id', '=', tenantId)
    .where('purpose', 'in', [...purposes])
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['user_id', 'purpose'])
    .executeTakeFirst();
  return row ? { userId: row.user_id, purpose: row.purpose } : null;
}

/** Whether the token would be spent (without spending it): to check a password before using the link. */
export async function peekEmployerToken(
  db: Db,
  token: string,
  tenantId: string,
  purposes: readonly EmployerTokenPurpose[],
  now: Date,
): Promise<{ userId: string } | null> {
  if (!OPAQUE_TOKEN_PATTERN.test(token)) return null;
  const row = await db
    .selectFrom('employer_tokens')
    .select('user_id')
    .where('token_hash', '=', tokenHash(token))
    .where('tenant_id', '=', tenantId)
    .where('purpose', 'in', [...purposes])
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row ? { userId: row.user_id } : null;
}
