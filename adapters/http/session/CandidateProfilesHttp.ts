import type { ResultAsync } from 'neverthrow';
import { CandidateProfileCodec } from '../../../contract/session.ts';
import type { CandidateProfiles } from '../../../core/session/CandidateProfiles.ts';
import type { CandidateProfile } from '../../../core/session/LoggedCandidate.ts';
import type { GatewayFailure } from '../../../core/shared/Failure.ts';
import type { GatewayHttpClient } from '../GatewayHttpClient.ts';
import { tenantApi } from '../tenantApi.ts';

/** GET /api/{tenant}/candidates/{id}; the bearer comes from the client's headers. */
export class CandidateProfilesHttp implements CandidateProfiles {
  constructor(
    private readonly http: GatewayHttpClient,
    private readonly tenantId: string,
  ) {}

  profile(id: string): ResultAsync<CandidateProfile, GatewayFailure> {
    return this.http.get(tenantApi(this.tenantId, `/candidates/${encodeURIComponent(id)}`), CandidateProfileCodec);
  }
}
