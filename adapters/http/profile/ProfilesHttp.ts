import type { ResultAsync } from 'neverthrow';
import { AvatarCodec, CandidateDocumentCodec, PreferencesCodec, WorkHistoryEntryCodec } from '../../../contract/profile.ts';
import type {
  CandidateDocument,
  Preferences,
  PreferencesPatch,
  ProfilePatch,
  WorkHistoryEntry,
  WorkHistoryFields,
} from '../../../core/profile/CandidateDocument.ts';
import type { ProfileFailure } from '../../../core/profile/ProfileFailure.ts';
import type { Profiles } from '../../../core/profile/Profiles.ts';
import type { GatewayHttpClient } from '../GatewayHttpClient.ts';
import { profileFailureOf, toBase64 } from './profileHttpFailure.ts';
import { tenantApi } from '../tenantApi.ts';

/** /api/{tenant}/candidates/{id} and below; the bearer comes from the client's headers. */
export class ProfilesHttp implements Profiles {
  constructor(
    private readonly http: GatewayHttpClient,
    private readonly tenantId: string,
  ) {}

  load(candidateId: string): ResultAsync<CandidateDocument, ProfileFailure> {
    return this.http.get(this.path(candidateId), CandidateDocumentCodec).mapErr(profileFailureOf);
  }

  updateProfile(candidateId: string, patch: ProfilePatch): ResultAsync<CandidateDocument, ProfileFailure> {
    return this.http
      .request('PATCH', this.path(candidateId), CandidateDocumentCodec, { body: patch, errorMessageFromBody: true })
      .mapErr(profileFailureOf);
  }

  uploadAvatar(candidateId: string, image: Uint8Array): ResultAsync<string, ProfileFailure> {
    return this.http
      .request('PUT', `${this.path(candidateId)}/avatar`, AvatarCodec, { body: { image: toBase64(image) }, errorMessageFromBody: true })
      .map((answer) => answer.avatarUrl)
      .mapErr(profileFailureOf);
  }

  removeAvatar(candidateId: string): ResultAsync<void, ProfileFailure> {
    return this.http.command('DELETE', `${this.path(candidateId)}/avatar`).mapErr(profileFailureOf);
  }

  updatePreferences(candidateId: string, patch: PreferencesPatch): ResultAsync<Preferences, ProfileFailure> {
    return this.http
      .request('PATCH', `${this.path(candidateId)}/preferences`, PreferencesCodec, { body: patch, errorMessageFromBody: true })
      .mapErr(profileFailureOf);
  }

  addWorkHistoryEntry(candidateId: string, fields: WorkHistoryFields): ResultAsync<WorkHistoryEntry, ProfileFailure> {
    return this.http
      .request('POST', `${this.path(candidateId)}/work-history`, WorkHistoryEntryCodec, { body: fields, errorMessageFromBody: true })
      .mapErr(profileFailureOf);
  }

  updateWorkHistoryEntry(candidateId: string, entryId: string, fields: WorkHistoryFields): ResultAsync<WorkHistoryEntry, ProfileFailure> {
    return this.http
      .request('PUT', `${this.path(candidateId)}/work-history/${encodeURIComponent(entryId)}`, WorkHistoryEntryCodec, {
        body: fields,
        errorMessageFromBody: true,
      })
      .mapErr(profileFailureOf);
  }

  removeWorkHistoryEntry(candidateId: string, entryId: string): ResultAsync<void, ProfileFailure> {
    return this.http.command('DELETE', `${this.path(candidateId)}/work-history/${encodeURIComponent(entryId)}`).mapErr(profileFailureOf);
  }

  private path(candidateId: string): string {
    return tenantApi(this.tenantId, `/candidates/${encodeURIComponent(candidateId)}`);
  }
}
