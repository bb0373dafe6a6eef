import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Schema } from '../db/Schema.ts';

/**
 * Employer refresh-token families, by the rules of the candidates' (gateway/session/refreshTokens.ts,
 * ADR 8): 256 random bits stored as SHA-256, spent once (rotation), and a spent token presented
 * again revokes its whole family (reuse detection). Their own table, because a family belongs to an
 * employer user, and a candidate's token must never rotate into an employer session or back.
 */
const newOpaqueToken = () => randomBytes(32).toString('base64url');
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export type EmployerRotation =
  | { readonly kind: 'rotated'; readonly token: string; readonly familyId: string; readonly userId: string }
  | { readonly kind: 'reused'; readonly familyId: string; readonly userId: string }
  | { readonly kind: 'invalid' };

type Db = Kysely<Schema>;

async function insertToken(db: Db, row: { familyId: string; userId: string; tenantId: string; now: Date; lifetimeSeconds: number }): Promise<string> {
  const token = newOpaqueToken();
  await db
    .insertInto('employer_refresh_tokens')
    .values({
      id: randomUUID(),
      family_id: row.familyId,
      user_id: row.userId,
      tenant_id: row.tenantId,
      token_hash: hashOf(token),
      expires_at: new Date(row.now.getTime() + row.lifetimeSeconds * 1000),
      used_at: null,
      revoked_at: null,
      created_at: row.now,
    })
    .execute();
  return token;
}

export async function startEmployerFamily(
  db: Db,
  userId: string,
  tenantId: string,
  now: Date,
  lifetimeSeconds: number,
): Promise<{ token: string; familyId: string }> {
  const familyId = randomUUID();
  return { token: await insertToken(db, { familyId, userId, tenantId, now, lifetimeSeconds }), familyId };
}

/** Spends the token and issues its successor atomically; a spent token's return revokes the family. */
export async function rotateEmployerToken(db: Db, token: string, tenantId: string, now: Date, lifetimeSeconds: number): Promise<EmployerRotation> {
  const hash = hashOf(token);
  return db.transaction().execute(async (trx): Promise<EmployerRotation> => {
    const claimed = await trx
      .updateTable('employer_refresh_tokens')
      .set({ used_at: now })
      .where('token_hash', '=', hash)
      .where('tenant_id', '=', tenantId)
      .where('used_at', 'is', null)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .returning(['family_id', 'user_id'])
      .executeTakeFirst();
    if (claimed) {
      const next = await insertToken(trx, { familyId: claimed.family_id, userId: claimed.user_id, tenantId, now, lifetimeSeconds });
      return { kind: 'rotated', token: next, familyId: claimed.family_id, userId: claimed.user_id };
    }
    const known = await trx
      .selectFrom('employer_refresh_tokens')
      .select(['family_id', 'user_id', 'used_at', 'revoked_at'])
      .where('token_hash', '=', hash)
      .where('tenant_id', '=', tenantId)
      .executeTakeFirst();
    if (known && known.used_at !== null && known.revoked_at === null) {
      await revokeEmployerFamily(trx, known.family_id, now);
      return { kind: 'reused', familyId: known.family_id, userId: known.user_id };
    }
    return { kind: 'invalid' };
  });
}

export async function revokeEmployerFamily(db: Db, familyId: string, now: Date): Promise<void> {
  await db
    .updateTable('employer_refresh_tokens')
    .set({ revoked_at: now })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** The family of a presented refresh token (any state), revoked; false when the token is unknown. */
export async function revokeFamilyOfEmployerToken(db: Db, token: string, tenantId: string, now: Date): Promise<boolean> {
  const row = await db
    .selectFrom('employer_refresh_tokens')
    .select('family_id')
    .where('token_hash', '=', hashOf(token))
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
  if (!row) return false;
  await revokeEmployerFamily(db, row.family_id, now);
  return true;
}

/** Every login of the user ends (after a password reset). */
export async function revokeAllOfUser(db: Db, userId: string, now: Date): Promise<void> {
  await db.updateTable('employer_refresh_tokens').set({ revoked_at: now }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
}

export async function isEmployerFamilyActive(db: Db, familyId: string, userId: string, tenantId: string): Promise<boolean> {
  const row = await db
    .selectFrom('employer_refresh_tokens')
    .select('id')
    .where('family_id', '=', familyId)
    .where('user_id', '=', userId)
    .where('tenant_id', '=', tenantId)
    .where('revoked_at', 'is', null)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function pruneExpiredEmployerTokens(db: Db, now: Date): Promise<void> {
  await db.deleteFrom('employer_refresh_tokens').where('expires_at', '<', now).execute();
}
