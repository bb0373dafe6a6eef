import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Schema } from '../db/Schema.ts';

/** 256 random bits, base64url (43 characters). The database keeps only its SHA-256. */
const newOpaqueToken = () => randomBytes(32).toString('base64url');
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * How long after a token was spent presenting it again returns the same successor instead of
 * counting as theft: two tabs opened or restored together refresh with one cookie at once, and the
 * loser must not end the winner's login. Past it, a reused token revokes its whole family.
 */
export const REUSE_GRACE_MS = 30_000;

/**
 * A token's successor, derived from it with the server's key: both requests that present one token
 * get the same successor without the database keeping any token in clear. Unguessable without the
 * key; 43 base64url characters, like every refresh token.
 */
const successorOf = (token: string, key: Uint8Array) => createHmac('sha256', key).update(`refresh-successor:${token}`).digest('base64url');

export interface IssuedRefreshToken {
  readonly token: string;
  readonly familyId: string;
}

export type Rotation =
  | { readonly kind: 'rotated'; readonly token: string; readonly familyId: string; readonly candidateId: string }
  /** A token spent over REUSE_GRACE_MS ago came back: someone holds a copy. The whole family is now revoked. */
  | { readonly kind: 'reused'; readonly familyId: string; readonly candidateId: string }
  /** Unknown, expired, revoked or another tenant's. */
  | { readonly kind: 'invalid' };

type Db = Kysely<Schema>;

async function insertToken(
  db: Db,
  row: { familyId: string; candidateId: string; tenantId: string; now: Date; lifetimeSeconds: number },
  token = newOpaqueToken(),
): Promise<string> {
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
 * Spends a refresh token and issues its successor in the same family, atomically. Of two requests
 * presenting the same token, one rotates; the other, within REUSE_GRACE_MS, gets the same successor
 * (the row lock makes it wait for the first to commit); later, it is reuse and revokes the family.
 */
export async function rotate(
  db: Db,
  token: string,
  tenantId: string,
  now: Date,
  lifetimeSeconds: number,
  successorKey: Uint8Array,
): Promise<Rotation> {
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
      const next = await insertToken(
        trx,
        { familyId: claimed.family_id, candidateId: claimed.candidate_id, tenantId, now, lifetimeSeconds },
        successorOf(token, successorKey),
      );
      return { kind: 'rotated', token: next, familyId: claimed.family_id, candidateId: claimed.candidate_id };
    }
    const known = await trx
      .selectFrom('refresh_tokens')
      .select(['family_id', 'candidate_id', 'used_at', 'revoked_at'])
      .where('token_hash', '=', hash)
      .where('tenant_id', '=', tenantId)
      .executeTakeFirst();
    if (known && known.used_at !== null && known.revoked_at === null) {
      const spentAgo = now.getTime() - new Date(known.used_at).getTime();
      if (spentAgo >= 0 && spentAgo <= REUSE_GRACE_MS) {
        const successor = successorOf(token, successorKey);
        const live = await trx
          .selectFrom('refresh_tokens')
          .select('id')
          .where('token_hash', '=', hashOf(successor))
          .where('family_id', '=', known.family_id)
          .where('revoked_at', 'is', null)
          .where('expires_at', '>', now)
          .executeTakeFirst();
        if (live) return { kind: 'rotated', token: successor, familyId: known.family_id, candidateId: known.candidate_id };
      }
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
  const row = await db
    .selectFrom('refresh_tokens')
    .select('family_id')
    .where('token_hash', '=', hashOf(token))
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
  if (!row) return null;
  await revokeFamilyIn(db, row.family_id, now);
  return row.family_id;
}

/** Ends every login of a candidate (a new password was set through an e-mailed link). */
export async function revokeCandidateFamilies(db: Db, candidateId: string, now: Date): Promise<void> {
  await db.updateTable('refresh_tokens').set({ revoked_at: now }).where('candidate_id', '=', candidateId).where('revoked_at', 'is', null).execute();
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
