import type { JSONColumnType } from 'kysely';
import type { PreferencesFieldsDto } from '../../contract/profile.ts';
import type { Timestamp } from '../db/columnTypes.ts';

export interface SocialProfileRow {
  type: 'linkedin' | 'github' | 'other';
  link: string;
}

/**
 * A candidate's profile beyond the account row (candidates): social profiles and preferences. One
 * row per candidate, made at the first save. The preferences are kept whole as JSON, and the parts
 * an employer's candidate search filters on are repeated in columns (indexed in migration 0011),
 * written together with the JSON by gateway/profile/preferences.ts only.
 */
export interface CandidateProfilesTable {
  candidate_id: string;
  tenant_id: string;
  social_profiles: JSONColumnType<SocialProfileRow[]>;
  preferences: JSONColumnType<PreferencesFieldsDto>;
  /** Lower-cased skill names (the offers' skill_names are lower-cased too). */
  skill_ids: string[];
  category_ids: number[];
  residences: string[];
  workplace_types: string[];
  employment_types: string[];
  experience_years: number;
  availability_weeks: number | null;
  job_looking: string | null;
  updated_at: Timestamp;
}

/**
 * The avatar image itself (PNG or JPEG, at most 2 MB), served at /api/{tenant}/candidate-avatars/{id}.
 * The id is random and new at every upload: the address is unguessable and can be cached for ever.
 */
export interface CandidateAvatarsTable {
  id: string;
  candidate_id: string;
  tenant_id: string;
  media_type: 'image/png' | 'image/jpeg';
  bytes: Buffer;
  created_at: Timestamp;
}

/** One entry of a candidate's work history; end_year and end_month null: an open end. */
export interface WorkHistoryTable {
  id: string;
  candidate_id: string;
  title: string;
  company_name: string;
  description: string;
  start_year: number;
  start_month: number;
  end_year: number | null;
  end_month: number | null;
  created_at: Timestamp;
}

/** Tables of the profile context (migrations 0010 and 0011). */
export interface ProfileTables {
  candidate_profiles: CandidateProfilesTable;
  candidate_avatars: CandidateAvatarsTable;
  work_history: WorkHistoryTable;
}
