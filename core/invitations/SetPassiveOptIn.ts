import { errAsync, type ResultAsync } from 'neverthrow';
import type { SessionCoordinator } from '../session/SessionCoordinator.ts';
import { isLoggedIn } from '../session/SessionState.ts';
import type { SessionStore } from '../session/SessionStore.ts';
import type { UseCase } from '../shared/UseCase.ts';
import type { PassiveStatus } from './Invitation.ts';
import type { InvitationFailure } from './InvitationFailure.ts';
import type { PassiveCandidates } from './PassiveCandidates.ts';
import type { PassiveStatusStore } from './PassiveStatusStore.ts';

/**
 * The candidate opts in to (or out of) being found by companies. The answer is the new status, kept
 * in the store. Fails with unauthorized, passive-candidates-unavailable (opting in while off or
 * paused), network-failure, http-failure, bad-gateway-payload.
 */
export class SetPassiveOptIn implements UseCase<boolean, PassiveStatus, InvitationFailure> {
  constructor(
    private readonly passive: PassiveCandidates,
    private readonly coordinator: SessionCoordinator,
    private readonly session: SessionStore,
    private readonly store: PassiveStatusStore,
  ) {}

  execute(optedIn: boolean): ResultAsync<PassiveStatus, InvitationFailure> {
    const state = this.session.current;
    if (!isLoggedIn(state)) return errAsync({ kind: 'unauthorized' });
    const candidateId = state.candidate.id;
    return this.coordinator
      .run(() => this.passive.setOptIn(candidateId, optedIn))
      .map((status) => {
        this.store.set(candidateId, status);
        return status;
      });
  }
}
