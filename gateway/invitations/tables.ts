import type { ColumnType } from 'kysely';
import type { ConversationRequestStatusDto } from '../../contract/invitations.ts';
import type { DefaultedTimestamp, NullableTimestamp, Timestamp } from '../db/columnTypes.ts';

/**
 * A tenant's passive-candidates switches (migration 0016): `enabled` is the tenant setting that puts
 * the passiveCandidates bit in the candidates' access tokens; `maintenance` pauses the feature (the
 * banner's maintenance variant, no opt-ins, no invitations, no chat). A tenant without a row: enabled,
 * no maintenance. Changed with SQL (README, "Passive candidates"); every process reads it per request.
 */
export interface PassiveCandidateSettingsTable {
  tenant_id: string;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
  maintenance: ColumnType<boolean, boolean | undefined, boolean>;
  updated_at: DefaultedTimestamp;
}

/** A candidate's choice to be found by companies; no row: not opted in. */
export interface PassiveCandidatesTable {
  candidate_id: string;
  tenant_id: string;
  opted_in: boolean;
  updated_at: Timestamp;
}

/**
 * An invitation to a conversation that a company sent a candidate for one of its offers: one per
 * candidate and offer. The offer's title and slug are kept as they were when it was sent (the offer
 * may leave the listing later).
 */
export interface ConversationRequestsTable {
  id: string;
  tenant_id: string;
  candidate_id: string;
  company_id: number;
  offer_id: string;
  offer_slug: string;
  offer_title: string;
  /** The employer user who sent it. */
  sent_by: string;
  status: ConversationRequestStatusDto;
  created_at: Timestamp;
  answered_at: NullableTimestamp;
}

export interface InvitationTables {
  passive_candidate_settings: PassiveCandidateSettingsTable;
  passive_candidates: PassiveCandidatesTable;
  conversation_requests: ConversationRequestsTable;
}
