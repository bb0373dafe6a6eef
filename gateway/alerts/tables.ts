import type { ColumnType, JSONColumnType } from 'kysely';
import type { FiltersDto } from '../../contract/alerts.ts';
import type { NullableTimestamp, Timestamp } from '../db/columnTypes.ts';

export type AlertStatus = 'inactive' | 'active' | 'unsubscribed';
export type AlertFrequency = 'daily' | 'twiceAWeek' | 'weekly';
export type MailKind = 'activation' | 'confirmation' | 'digest';
export type CodePurpose = 'activation' | 'unsubscribe';

/**
 * A saved search. A candidate's (candidate_id set) or a guest's (guest_email set, lower-cased);
 * exactly one of the two. Unique per owner and search_url.
 */
export interface JobFiltersTable {
  id: string;
  tenant_id: string;
  candidate_id: string | null;
  guest_email: string | null;
  search_url: string;
  name: string;
  filters: JSONColumnType<FiltersDto>;
  created_at: Timestamp;
  /** Offers published after this (or after created_at) are the filter's unread count. */
  last_read_at: NullableTimestamp;
}

/**
 * The e-mail alert of one filter (at most one). `inactive`: a guest's, waiting for its activation
 * link; `unsubscribed`: stopped from an e-mail link, kept so that a repeated one-click POST still
 * answers 200. Digests cover offers published in (high_water_mark, run time − settle margin].
 */
export interface JobAlertsTable {
  id: string;
  job_filter_id: string;
  tenant_id: string;
  /** Where the digests go (the guest's address, or the candidate's when it was enabled). */
  email: string;
  language: 'pl' | 'en';
  status: AlertStatus;
  frequency: AlertFrequency;
  marketing_agreement: boolean;
  activated_at: NullableTimestamp;
  high_water_mark: NullableTimestamp;
  last_digest_at: NullableTimestamp;
  next_digest_at: NullableTimestamp;
  unsubscribed_at: NullableTimestamp;
  /** Why the last digest attempt failed (the alert is retried an hour later); null when it did not. */
  last_error: string | null;
  created_at: Timestamp;
}

/**
 * Activation and unsubscribe codes: 32 random bytes sent in an e-mail, stored only as their
 * SHA-256. Each e-mail gets its own unsubscribe code; each code works once.
 */
export interface AlertCodesTable {
  code_hash: string;
  job_alert_id: string;
  purpose: CodePurpose;
  created_at: Timestamp;
  expires_at: NullableTimestamp;
  used_at: NullableTimestamp;
}

/**
 * Every e-mail the gateway writes. Without SMTP_URL the rows stay unsent and the local mailbox shows
 * them; with it, the sender delivers them (a lease in claimed_until keeps two senders apart).
 * dedupe_key (digests: alert and period start) makes a second digest for one period impossible.
 */
export interface OutboxTable {
  id: string;
  tenant_id: string;
  job_alert_id: string | null;
  kind: MailKind;
  dedupe_key: string | null;
  from_address: string;
  to_email: string;
  subject: string;
  text: string;
  html: string;
  headers: JSONColumnType<Record<string, string>>;
  created_at: Timestamp;
  sent_at: NullableTimestamp;
  attempts: ColumnType<number, number | undefined, number>;
  last_error: string | null;
  next_attempt_at: Timestamp;
  claimed_until: NullableTimestamp;
}

/** Tables of the alerts context (migration 0004). */
export interface AlertTables {
  job_filters: JobFiltersTable;
  job_alerts: JobAlertsTable;
  alert_codes: AlertCodesTable;
  outbox: OutboxTable;
}
