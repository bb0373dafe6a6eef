import type { ResultAsync } from 'neverthrow';
import type { CandidateDocument, PreferencesPatch, Preferences, ProfilePatch, WorkHistoryEntry, WorkHistoryFields } from './CandidateDocument.ts';
import type { ProfileFailure } from './ProfileFailure.ts';

/**
 * The logged-in candidate's own profile, preferences and work history (bearer token; another
 * candidate's id is not-found). Every method fails with unauthorized, not-found, network-failure,
 * http-failure and, where it reads an answer, bad-gateway-payload; writes also with invalid-input
 * (the gateway's 400, with its message).
 */
export interface Profiles {
  /** GET /candidates/{id}. */
  load(candidateId: string): ResultAsync<CandidateDocument, ProfileFailure>;
  /** PATCH /candidates/{id}: the fields given are replaced; answers the whole candidate. */
  updateProfile(candidateId: string, patch: ProfilePatch): ResultAsync<CandidateDocument, ProfileFailure>;
  /** PUT /candidates/{id}/avatar: a PNG or JPEG of at most 2 MB; answers the image's new address. */
  uploadAvatar(candidateId: string, image: Uint8Array): ResultAsync<string, ProfileFailure>;
  /** DELETE /candidates/{id}/avatar; removing none is not an error. */
  removeAvatar(candidateId: string): ResultAsync<void, ProfileFailure>;
  /** PATCH /candidates/{id}/preferences: the fields given are replaced. */
  updatePreferences(candidateId: string, patch: PreferencesPatch): ResultAsync<Preferences, ProfileFailure>;
  /** POST /candidates/{id}/work-history. */
  addWorkHistoryEntry(candidateId: string, fields: WorkHistoryFields): ResultAsync<WorkHistoryEntry, ProfileFailure>;
  /** PUT /candidates/{id}/work-history/{entryId}; an unknown entry is not-found. */
  updateWorkHistoryEntry(candidateId: string, entryId: string, fields: WorkHistoryFields): ResultAsync<WorkHistoryEntry, ProfileFailure>;
  /** DELETE /candidates/{id}/work-history/{entryId}; removing a missing one is not an error. */
  removeWorkHistoryEntry(candidateId: string, entryId: string): ResultAsync<void, ProfileFailure>;
}
