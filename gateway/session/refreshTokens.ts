import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Schema } from '../db/Schema.ts';

/** 256 random bits, base64url (43 characters). The database keeps only its SHA-256. */
const newOpaqueToken = () => randomBytes(32).toString('base64url');
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export interface IssuedRefreshToken {
  readonly token: string;
  readonly familyId: string;
}

export type Rotation =
  | { readonly kind: 'rotated'; readonly token: string; readonly familyId: string; readonly candidateId: string }
  /** A token that was already used came back: someone holds a copy. The whole family is now revoked. */
  | { readonly kind: 'reused'; readonly familyId: string; readonly candidateId: string }
  /** Unknown, expired, revoked or another tenant's. */
  | { readonly kind: 'invalid' };

type Db = Kysely<Schema>;

async function insertToken(db: Db, row: { familyId: string; candidateId: string; tenantId: string; now: Date; lifetimeSeconds: number }): Promise<string> {
  const token = newOpaqueToken();
  await db
    .insertInto('refresh_tokens')
    .values({
      id: randomUUID(),
      family_id: row.familyId,
      candidate_id: row.candidateId,
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

/** A new login: a new family with its first token. */
export async function startFamily(db: Db, candidateId: string, tenantId: string, now: Date, lifetimeSeconds: number): Promise<IssuedRefreshToken> {
  const familyId = randomUUID();
  const token = await insertToken(db, { familyId, candidateId, tenantId, now, lifetimeSeconds });
  return { token, familyId };
}

/**
 * Spends a refresh token and issues its successor in the same family, atomically: of two requests
 * presenting the same token, one rotates and the other is treated as reuse.
 */
export async function rotate(db: Db, token: string, tenantId: string, now: Date, lifetimeSeconds: number): Promise<Rotation> {
  const hash = hashOf(token);
  return db.transaction().execute(async (trx): Promise<Rotation> => {
    const claimed = await trx
      .updateTable('refresh_tokens')
      .set({ used_at: now })
      .where('token_hash', '=', hash)
      .where('tenant_id', '=', tenantId)
      .where('used_at', 'is', null)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .returning(['family_id', 'candidate_id'])
      .executeTakeFirst();
    if (claimed) {
      const next = await insertToken(trx, { familyId: claimed.family_id, candidateId: claimed.candidate_id, tenantId, now, lifetimeSeconds });
      return { kind: 'rotated', token: next, familyId: claimed.family_id, candidateId: claimed.candidate_id };
    }
    const known = await trx
      .selectFrom('refresh_tokens')
      .select(['family_id', 'candidate_id', 'used_at', 'revoked_at'])
      .where('token_hash', '=', hash)
      .where('tenant_id', '=', tenantId)
      .executeTakeFirst();
    if (known && known.used_at !== null && known.revoked_at === null) {
      await revokeFamilyIn(trx, known.family_id, now);
      return { kind: 'reused', familyId: known.family_id, candidateId: known.candidate_id };
    }
    return { kind: 'invalid' };
  });
}

async function revokeFamilyIn(db: Db, familyId: string, now: Date): Promise<void> {
  await db.updateTable('refresh_tokens').set({ revoked_at: now }).where('family_id', '=', familyId).where('revoked_at', 'is', null).execute();
}

export const revokeFamily = revokeFamilyIn;

/** Logout with the refresh cookie: revokes the family the token belongs to, whatever its state. */
export async function revokeFamilyOf(db: Db, token: string, tenantId: string, now: Date): Promise<string | null> {
  const row = await db.selectFrom('refresh_tokens').select('family_id').where('token_hash', '=', hashOf(token)).where('tenant_id', '=', tenantId).executeTakeFirst();
  if (!row) return null;
  await revokeFamilyIn(db, row.family_id, now);
  return row.family_id;
}

/** Whether an access token's login is still alive: logout and reuse detection end it before the token expires. */
export async function isFamilyActive(db: Db, familyId: string, candidateId: string, tenantId: string): Promise<boolean> {
  const row = await db
    .selectFrom('refresh_tokens')
    .select('id')
    .where('family_id', '=', familyId)
    .where('candidate_id', '=', candidateId)
    .where('tenant_id', '=', tenantId)
    .where('revoked_at', 'is', null)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Drops tokens past their expiry: they can no longer be rotated, and an expired copy only earns a 401. */
export async function pruneExpired(db: Db, now: Date): Promise<void> {
  await db.deleteFrom('refresh_tokens').where('expires_at', '<', now).execute();
}
