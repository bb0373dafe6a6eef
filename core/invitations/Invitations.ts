import type { ResultAsync } from 'neverthrow';
import type { GatewayFailure } from '../shared/Failure.ts';
import type { Invitation, InvitationIds } from './Invitation.ts';
import type { InvitationFailure } from './InvitationFailure.ts';

/** The candidate's invitations to conversations (all calls carry the bearer token). */
export interface Invitations {
  /**
   * GET /candidates/{id}/conversation-requests, newest first.
   * Fails with unauthorized, not-found (another candidate's id), network-failure, http-failure, bad-gateway-payload.
   */
  list(candidateId: string): ResultAsync<readonly Invitation[], GatewayFailure>;
  /**
   * PUT …/conversation-request/acceptances: opens the conversation; accepting twice is not an error.
   * Fails with unauthorized, not-found, invitation-already-answered, passive-candidates-unavailable, network-failure, http-failure.
   */
  accept(ids: InvitationIds): ResultAsync<void, InvitationFailure>;
  /**
   * PUT …/conversation-request/rejections with `{ reason: null }`; rejecting twice is not an error.
   * Fails with unauthorized, not-found, invitation-already-answered, network-failure, http-failure.
   */
  reject(ids: InvitationIds): ResultAsync<void, InvitationFailure>;
}
