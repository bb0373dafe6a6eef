import { errAsync, type ResultAsync } from 'neverthrow';
import type { SessionCoordinator } from '../session/SessionCoordinator.ts';
import { loggedInCandidateId, type SessionStore } from '../session/SessionStore.ts';
import type { GatewayFailure } from '../shared/Failure.ts';
import type { UseCase } from '../shared/UseCase.ts';
import type { InvitationStats } from './Invitation.ts';
import type { PassiveCandidates } from './PassiveCandidates.ts';

/** How many invitations the candidate received in all (the settings' passive-candidates section shows it). */
export class LoadInvitationStats implements UseCase<void, InvitationStats, GatewayFailure> {
  constructor(
    private readonly passive: PassiveCandidates,
    private readonly coordinator: SessionCoordinator,
    private readonly session: SessionStore,
  ) {}

  execute(): ResultAsync<InvitationStats, GatewayFailure> {
    const candidateId = loggedInCandidateId(this.session);
    if (candidateId === null) return errAsync({ kind: 'unauthorized' });
    return this.coordinator.run(() => this.passive.stats(candidateId));
  }
}
