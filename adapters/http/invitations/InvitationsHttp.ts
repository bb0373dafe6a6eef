import type { ResultAsync } from 'neverthrow';
import { ConversationRequestListCodec } from '../../../contract/invitations.ts';
import type { Invitation, InvitationIds } from '../../../core/invitations/Invitation.ts';
import type { InvitationFailure } from '../../../core/invitations/InvitationFailure.ts';
import type { Invitations } from '../../../core/invitations/Invitations.ts';
import type { GatewayFailure } from '../../../core/shared/Failure.ts';
import { acceptAnswer } from '../answers.ts';
import type { GatewayHttpClient } from '../GatewayHttpClient.ts';
import { invitationRefusal } from './invitationRefusal.ts';
import { tenantApi } from '../tenantApi.ts';

/** /api/{tenant}/candidates/{id}/conversation-requests and the answers (platform.md 7); the bearer comes from the client's headers. */
export class InvitationsHttp implements Invitations {
  constructor(
    private readonly http: GatewayHttpClient,
    private readonly tenantId: string,
  ) {}

  list(candidateId: string): ResultAsync<readonly Invitation[], GatewayFailure> {
    return this.http.get(`${this.candidate(candidateId)}/conversation-requests`, ConversationRequestListCodec).map((list) => list.items);
  }

  accept(ids: InvitationIds): ResultAsync<void, InvitationFailure> {
    return this.answer(ids, 'acceptances', {});
  }

  reject(ids: InvitationIds): ResultAsync<void, InvitationFailure> {
    return this.answer(ids, 'rejections', { reason: null });
  }

  private answer(ids: InvitationIds, kind: 'acceptances' | 'rejections', body: object): ResultAsync<void, InvitationFailure> {
    const path = `${this.candidate(ids.candidateId)}/companies/${ids.companyId}/job-advertisements/${encodeURIComponent(ids.jobAdvertisementId)}/conversation-request/${kind}`;
    return this.http.exchange('PUT', path, { body }).andThen((answer) => acceptAnswer(answer, invitationRefusal));
  }

  private candidate(candidateId: string): string {
    return tenantApi(this.tenantId, `/candidates/${encodeURIComponent(candidateId)}`);
  }
}
