import { createHmac, randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Schema } from '../db/Schema.ts';
import { newOpaqueToken, tokenHash } from '../http/opaqueTokens.ts';

/**
 * Refresh-token families (ADR 8), one set of rules for every kind of login: candidates' in
 * `refresh_tokens`, employer users' in `employer_refresh_tokens` (their own table, so that a
 * candidate's token never rotates into an employer session or back). A token is 256 random bits
 * stored as its SHA-256 only, spent once (rotation); a spent token presented again revokes its whole
 * family (reuse detection), except within REUSE_GRACE_MS.
 */

/**
 * How long after a token was spent presenting it again returns the same successor instead of
 * counting as theft: two tabs opened or restored together refresh with one cookie at once, and the
 * loser must not end the winner's login. Past it, a reused token revokes its whole family.
 */
export const REUSE_GRACE_MS = 30_000;

export interface IssuedRefreshToken {
  readonly token: string;
  readonly familyId: string;
}

/** `ownerId` is the candidate's id, or the employer user's. */
export type Rotation =
  | { readonly kind: 'rotated'; readonly token: string; readonly familyId: string; readonly ownerId: string }
  /** A token spent over REUSE_GRACE_MS ago came back: someone holds a copy. The whole family is now revoked. */
  | { readonly kind: 'reused'; readonly familyId: string; readonly ownerId: string }
  /** Unknown, expired, revoked or another tenant's. */
  | { readonly kind: 'invalid' };

/** Where one kind of login keeps its families. */
interface FamilyTable {
  readonly table: 'refresh_tokens' | 'employer_refresh_tokens';
  /** The column naming the family's owner. */
  readonly owner: 'candidate_id' | 'user_id';
  /** Keeps one kind's successors apart from the other's, under the same server key. */
  readonly successorLabel: string;
}

/** The columns both tables share, the owner's under either name: the one shape the queries below need. */
type FamilyRow = Omit<Schema['refresh_tokens'], 'candidate_id'> & { candidate_id?: string; user_id?: string };
type Db = Kysely<Record<FamilyTable['table'], FamilyRow>>;

/** A login's refresh-token families, over one table. Every function takes the gateway's database. */
export function refreshTokenFamilies({ table, owner, successorLabel }: FamilyTable) {
  /**
   * A token's successor, derived from it with the server's key: both requests that present one token
   * get the same successor without the database keeping any token in clear. Unguessable without the
   * key; 43 base64url characters, like every refresh token.
   */
  const successorOf = (token: string, key: Uint8Array) => createHmac('sha256', key).update(`${successorLabel}:${token}`).digest('base64url');
  const ownerColumn = sql.ref<string>(owner);
  const families = (db: Kysely<Schema>) => db as unknown as Db;

  async function insertToken(
    db: Db,
    row: { familyId: string; ownerId: string; tenantId: string; now: Date; lifetimeSeconds: number },
    token = newOpaqueToken(),
  ): Promise<string> {
    await db
      .insertInto(table)
      .values({
        id: randomUUID(),
        family_id: row.familyId,
        [owner]: row.ownerId,
        tenant_id: row.tenantId,
        token_hash: tokenHash(token),
        expires_at: new Date(row.now.getTime() + row.lifetimeSeconds * 1000),
        used_at: null,
        revoked_at: null,
        created_at: row.now,
      })
      .execute();
    return token;
  }

  async function revokeFamilyIn(db: Db, familyId: string, now: Date): Promise<void> {
    await db.updateTable(table).set({ revoked_at: now }).where('family_id', '=', familyId).where('revoked_at', 'is', null).execute();
  }

  /** The successor already issued for a token spent within REUSE_GRACE_MS, while its family lives. */
  async function graceSuccessor(db: Db, token: string, familyId: string, spentAt: Date, now: Date, key: Uint8Array): Promise<string | null> {
    const spentAgo = now.getTime() - spentAt.getTime();
    if (spentAgo < 0 || spentAgo > REUSE_GRACE_MS) return null;
    const successor = successorOf(token, key);
    const live = await db
      .selectFrom(table)
      .select('id')
      .where('token_hash', '=', tokenHash(successor))
      .where('family_id', '=', familyId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return live ? successor : null;
  }

  return {
    /** A new login: a new family with its first token. */
    async start(db: Kysely<Schema>, ownerId: string, tenantId: string, now: Date, lifetimeSeconds: number): Promise<IssuedRefreshToken> {
      const familyId = randomUUID();
      const token = await insertToken(families(db), { familyId, ownerId, tenantId, now, lifetimeSeconds });
      return { token, familyId };
    },

    /**
     * Spends a refresh token and issues its successor in the same family, atomically. Of two requests
     * presenting the same token, one rotates; the other, within REUSE_GRACE_MS, gets the same successor
     * (the row lock makes it wait for the first to commit); later, it is reuse and revokes the family.
     */
    async rotate(
      db: Kysely<Schema>,
      token: string,
      tenantId: string,
      now: Date,
      lifetimeSeconds: number,
      successorKey: Uint8Array,
    ): Promise<Rotation> {
      const hash = tokenHash(token);
      return families(db)
        .transaction()
        .execute(async (trx): Promise<Rotation> => {
          const claimed = await trx
            .updateTable(table)
            .set({ used_at: now })
            .where('token_hash', '=', hash)
            .where('tenant_id', '=', tenantId)
            .where('used_at', 'is', null)
            .where('revoked_at', 'is', null)
            .where('expires_at', '>', now)
            .returning(['family_id', ownerColumn.as('owner_id')])
            .executeTakeFirst();
          if (claimed) {
            const row = { familyId: claimed.family_id, ownerId: claimed.owner_id, tenantId, now, lifetimeSeconds };
            const next = await insertToken(trx, row, successorOf(token, successorKey));
            return { kind: 'rotated', token: next, familyId: claimed.family_id, ownerId: claimed.owner_id };
          }
          const known = await trx
            .selectFrom(table)
            .select(['family_id', ownerColumn.as('owner_id'), 'used_at', 'revoked_at'])
            .where('token_hash', '=', hash)
            .where('tenant_id', '=', tenantId)
            .executeTakeFirst();
          if (!known || known.used_at === null || known.revoked_at !== null) return { kind: 'invalid' };
          const successor = await graceSuccessor(trx, token, known.family_id, new Date(known.used_at), now, successorKey);
          if (successor !== null) return { kind: 'rotated', token: successor, familyId: known.family_id, ownerId: known.owner_id };
          await revokeFamilyIn(trx, known.family_id, now);
          return { kind: 'reused', familyId: known.family_id, ownerId: known.owner_id };
        });
    },

    /** Ends one login. */
    revokeFamily: (db: Kysely<Schema>, familyId: string, now: Date) => revokeFamilyIn(families(db), familyId, now),

    /** Logout with the refresh cookie: revokes the family the token belongs to, whatever its state; null when the token is unknown. */
    async revokeFamilyOf(db: Kysely<Schema>, token: string, tenantId: string, now: Date): Promise<string | null> {
      const row = await families(db)
        .selectFrom(table)
        .select('family_id')
        .where('token_hash', '=', tokenHash(token))
        .where('tenant_id', '=', tenantId)
        .executeTakeFirst();
      if (!row) return null;
      await revokeFamilyIn(families(db), row.family_id, now);
      return row.family_id;
    },

    /** Ends every login of one owner (a new password was set through an e-mailed link). */
    async revokeOwner(db: Kysely<Schema>, ownerId: string, now: Date): Promise<void> {
      await families(db).updateTable(table).set({ revoked_at: now }).where(ownerColumn, '=', ownerId).where('revoked_at', 'is', null).execute();
    },

    /** Whether an access token's login is still alive: logout and reuse detection end it before the token expires. */
    async isActive(db: Kysely<Schema>, familyId: string, ownerId: string, tenantId: string): Promise<boolean> {
      const row = await families(db)
        .selectFrom(table)
        .select('id')
        .where('family_id', '=', familyId)
        .where(ownerColumn, '=', ownerId)
        .where('tenant_id', '=', tenantId)
        .where('revoked_at', 'is', null)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Drops tokens past their expiry: they can no longer be rotated, and an expired copy only earns a 401. */
    async pruneExpired(db: Kysely<Schema>, now: Date): Promise<void> {
      await families(db).deleteFrom(table).where('expires_at', '<', now).execute();
    },
  };
}

/** Candidates' logins. */
export const candidateFamilies = refreshTokenFamilies({ table: 'refresh_tokens', owner: 'candidate_id', successorLabel: 'refresh-successor' });

/** Employer users' logins. */
export const employerFamilies = refreshTokenFamilies({
  table: 'employer_refresh_tokens',
  owner: 'user_id',
  successorLabel: 'employer-refresh-successor',
});
