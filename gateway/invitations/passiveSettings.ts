import type { Kysely } from 'kysely';
import type { Schema } from '../db/Schema.ts';
import { withFeatureFlag } from '../session/accessTokens.ts';

type Db = Kysely<Schema>;

/** The tenant's passive-candidates switches (tables.ts): the tenant setting and maintenance. */
export interface PassiveGate {
  readonly enabled: boolean;
  readonly maintenance: boolean;
}

/** A tenant without a row of its own: the feature on, no maintenance. */
export const DEFAULT_GATE: PassiveGate = { enabled: true, maintenance: false };

export async function passiveGate(db: Db, tenantId: string): Promise<PassiveGate> {
  const row = await db
    .selectFrom('passive_candidate_settings')
    .select(['enabled', 'maintenance'])
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
  return row ?? DEFAULT_GATE;
}

/** Whether invitations and chat work now: the feature on and not paused. */
export const isOpen = (gate: PassiveGate): boolean => gate.enabled && !gate.maintenance;

/**
 * The feature-flag bits an access token carries: the account's own bits, with passiveCandidates set
 * exactly when the tenant offers the feature (platform.md 3; the token is signed at login and refresh).
 */
export async function tokenFeatureFlags(db: Db, tenantId: string, accountFlags: number): Promise<number> {
  const gate = await passiveGate(db, tenantId);
  return withFeatureFlag(accountFlags, 'passiveCandidates', gate.enabled);
}

export async function isOptedIn(db: Db, candidateId: string): Promise<boolean> {
  const row = await db.selectFrom('passive_candidates').select('opted_in').where('candidate_id', '=', candidateId).executeTakeFirst();
  return row?.opted_in ?? false;
}

export async function setOptedIn(db: Db, ids: { tenantId: string; candidateId: string }, optedIn: boolean, now: Date): Promise<void> {
  await db
    .insertInto('passive_candidates')
    .values({ candidate_id: ids.candidateId, tenant_id: ids.tenantId, opted_in: optedIn, updated_at: now })
    .onConflict((oc) => oc.column('candidate_id').doUpdateSet({ opted_in: optedIn, updated_at: now }))
    .execute();
}
