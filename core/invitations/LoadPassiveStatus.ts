import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { SessionCoordinator } from '../session/SessionCoordinator.ts';
import { loggedInCandidateId, type SessionStore } from '../session/SessionStore.ts';
import type { GatewayFailure } from '../shared/Failure.ts';
import { SingleFlight } from '../shared/singleFlight.ts';
import type { UseCase } from '../shared/UseCase.ts';
import type { PassiveStatus } from './Invitation.ts';
import type { PassiveCandidates } from './PassiveCandidates.ts';
import type { PassiveStatusStore } from './PassiveStatusStore.ts';

/**
 * The server-reported passive-candidates status of the logged-in candidate, from the store while
 * fresh (5 s), else fetched (concurrent reads share one call). A guest is unauthorized without a call.
 */
export class LoadPassiveStatus implements UseCase<void, PassiveStatus, GatewayFailure> {
  private readonly fetches = new SingleFlight<'status', PassiveStatus, GatewayFailure>();

  constructor(
    private readonly passive: PassiveCandidates,
    private readonly coordinator: SessionCoordinator,
    private readonly session: SessionStore,
    private readonly store: PassiveStatusStore,
  ) {}

  execute(): ResultAsync<PassiveStatus, GatewayFailure> {
    const candidateId = loggedInCandidateId(this.session);
    if (candidateId === null) return errAsync({ kind: 'unauthorized' });
    const fresh = this.store.fresh(candidateId);
    if (fresh !== null) return okAsync(fresh);
    return this.fetches.run('status', () =>
      this.coordinator
        .run(() => this.passive.status(candidateId))
        .map((status) => {
          this.store.set(candidateId, status);
          return status;
        }),
    );
  }
}
