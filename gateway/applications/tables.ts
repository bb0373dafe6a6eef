import type { ApplicationStatusDto } from '../../contract/applications.ts';
import type { NullableTimestamp, Timestamp } from '../db/columnTypes.ts';

/** An application made on the board (migration 0015), guest's or candidate's. */
export interface ApplicationsTable {
  id: string;
  tenant_id: string;
  offer_id: string;
  offer_slug: string;
  company_id: number;
  /** The logged-in candidate who applied; null for a guest. */
  candidate_id: string | null;
  name: string;
  /** Trimmed and lower-cased: one application per offer and address. */
  email: string;
  message: string;
  /** The language of the applicant's e-mails. */
  language: 'pl' | 'en';
  cv_document_id: string | null;
  future_consent: boolean;
  custom_consent: boolean;
  /** The texts as the applicant read them (null: the offer did not ask). */
  future_consent_text: string | null;
  custom_consent_text: string | null;
  information_clause: string | null;
  status: ApplicationStatusDto;
  status_changed_at: NullableTimestamp;
  /** Null until a guest follows the e-mail's link; a candidate's is confirmed at once. */
  email_confirmed_at: NullableTimestamp;
  confirmation_token_hash: string | null;
  confirmation_expires_at: NullableTimestamp;
  created_at: Timestamp;
}

/** One offer in a candidate's application history (migration 0015). */
export interface ApplicationHistoryTable {
  id: string;
  tenant_id: string;
  candidate_id: string;
  /** The id the history's calls name the item by (by-core-id): a board application's id, or the id of a click to apply elsewhere. */
  redirect_id: string;
  offer_id: string;
  offer_slug: string;
  offer_title: string;
  company_name: string;
  source: 'board' | 'external';
  application_id: string | null;
  confirmed_at: NullableTimestamp;
  created_at: Timestamp;
}

/** Tables of the applications context (migration 0015). */
export interface ApplicationTables {
  applications: ApplicationsTable;
  application_history: ApplicationHistoryTable;
}
