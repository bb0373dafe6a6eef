import type { ResultAsync } from 'neverthrow';
import type { GatewayFailure } from '../shared/Failure.ts';
import type { InvitationStats, PassiveStatus } from './Invitation.ts';
import type { InvitationFailure } from './InvitationFailure.ts';

/** The candidate's passive-candidates status, opt-in and invitation stats (bearer token). */
export interface PassiveCandidates {
  /** GET /candidates/{id}/passive-candidate-status. Fails with unauthorized, not-found, network-failure, http-failure, bad-gateway-payload. */
  status(candidateId: string): ResultAsync<PassiveStatus, GatewayFailure>;
  /**
   * PUT /candidates/{id}/passive-candidate-status `{ optedIn }`: the new status. Opting out always works.
   * Fails with unauthorized, not-found, passive-candidates-unavailable (opting in while off or paused), network-failure, http-failure, bad-gateway-payload.
   */
  setOptIn(candidateId: string, optedIn: boolean): ResultAsync<PassiveStatus, InvitationFailure>;
  /** GET /candidates/{id}/invitation-stats. Fails with unauthorized, not-found, network-failure, http-failure, bad-gateway-payload. */
  stats(candidateId: string): ResultAsync<InvitationStats, GatewayFailure>;
}
