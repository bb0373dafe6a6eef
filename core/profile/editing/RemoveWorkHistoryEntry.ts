import type { ResultAsync } from 'neverthrow';
import type { AuthenticatedCalls } from '../../session/AuthenticatedCalls.ts';
import type { SessionStore } from '../../session/SessionStore.ts';
import type { UseCase } from '../../shared/UseCase.ts';
import { forLoggedInCandidate } from '../loggedInCandidate.ts';
import type { LoginRequired, ProfileFailure } from '../ProfileFailure.ts';
import type { Profiles } from '../Profiles.ts';
import type { ProfileStore } from '../ProfileStore.ts';

/** Removes a work-history entry (a missing one is not an error). Fails with login-required, unauthorized, not-found, network-failure, http-failure. */
export class RemoveWorkHistoryEntry implements UseCase<string, void, ProfileFailure | LoginRequired> {
  constructor(
    private readonly profiles: Profiles,
    private readonly calls: AuthenticatedCalls,
    private readonly session: SessionStore,
    private readonly store: ProfileStore,
  ) {}

  execute(entryId: string): ResultAsync<void, ProfileFailure | LoginRequired> {
    return forLoggedInCandidate(this.session, (candidateId) =>
      this.calls
        .run(() => this.profiles.removeWorkHistoryEntry(candidateId, entryId))
        .map(() => this.store.update((document) => ({ ...document, workHistory: document.workHistory.filter((entry) => entry.id !== entryId) }))),
    );
  }
}
