import type { ResultAsync } from 'neverthrow';
import { InvitationStatsCodec, PassiveStatusCodec } from '../../../contract/invitations.ts';
import type { InvitationStats, PassiveStatus } from '../../../core/invitations/Invitation.ts';
import type { InvitationFailure } from '../../../core/invitations/InvitationFailure.ts';
import type { PassiveCandidates } from '../../../core/invitations/PassiveCandidates.ts';
import type { GatewayFailure } from '../../../core/shared/Failure.ts';
import { decodeAnswer } from '../answers.ts';
import type { GatewayHttpClient } from '../GatewayHttpClient.ts';
import { invitationRefusal } from './invitationRefusal.ts';
import { tenantApi } from '../tenantApi.ts';

/** /api/{tenant}/candidates/{id}/passive-candidate-status and /invitation-stats. */
export class PassiveCandidatesHttp implements PassiveCandidates {
  constructor(
    private readonly http: GatewayHttpClient,
    private readonly tenantId: string,
  ) {}

  status(candidateId: string): ResultAsync<PassiveStatus, GatewayFailure> {
    return this.http.get(`${this.candidate(candidateId)}/passive-candidate-status`, PassiveStatusCodec);
  }

  setOptIn(candidateId: string, optedIn: boolean): ResultAsync<PassiveStatus, InvitationFailure> {
    return this.http
      .exchange('PUT', `${this.candidate(candidateId)}/passive-candidate-status`, { body: { optedIn } })
      .andThen((answer) => decodeAnswer(answer, PassiveStatusCodec, invitationRefusal));
  }

  stats(candidateId: string): ResultAsync<InvitationStats, GatewayFailure> {
    return this.http.get(`${this.candidate(candidateId)}/invitation-stats`, InvitationStatsCodec);
  }

  private candidate(candidateId: string): string {
    return tenantApi(this.tenantId, `/candidates/${encodeURIComponent(candidateId)}`);
  }
}
