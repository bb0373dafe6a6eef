import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import type { SessionCoordinator } from '../session/SessionCoordinator.ts';
import { isLoggedIn } from '../session/SessionState.ts';
import type { SessionStore } from '../session/SessionStore.ts';
import type { GatewayFailure } from '../shared/Failure.ts';
import type { UseCase } from '../shared/UseCase.ts';
import type { PassiveStatus } from './Invitation.ts';
import type { PassiveCandidates } from './PassiveCandidates.ts';
import type { PassiveStatusStore } from './PassiveStatusStore.ts';

/**
 * The server-reported passive-candidates status of the logged-in candidate, from the store while
 * fresh (5 s), else fetched (concurrent reads share one call). A guest is unauthorized without a call.
 */
export class LoadPassiveStatus implements UseCase<void, PassiveStatus, GatewayFailure> {
  private inFlight: ResultAsync<PassiveStatus, GatewayFailure> | null = null;

  constructor(
    private readonly passive: PassiveCandidates,
    private readonly coordinator: SessionCoordinator,
    private readonly session: SessionStore,
    private readonly store: PassiveStatusStore,
  ) {}

  execute(): ResultAsync<PassiveStatus, GatewayFailure> {
    const state = this.session.current;
    if (!isLoggedIn(state)) return errAsync({ kind: 'unauthorized' });
    const candidateId = state.candidate.id;
    const fresh = this.store.fresh(candidateId);
    if (fresh !== null) return okAsync(fresh);
    if (this.inFlight) return this.inFlight;
    const result = this.coordinator
      .run(() => this.passive.status(candidateId))
      .map((status) => {
        this.store.set(candidateId, status);
        return status;
      });
    this.inFlight = new ResultAsync(
      (async () => {
        try {
          return await result;
        } finally {
          this.inFlight = null;
        }
      })(),
    );
    return this.inFlight;
  }
}
