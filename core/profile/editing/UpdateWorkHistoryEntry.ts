import type { ResultAsync } from 'neverthrow';
import type { AuthenticatedCalls } from '../../session/AuthenticatedCalls.ts';
import type { SessionStore } from '../../session/SessionStore.ts';
import type { Clock } from '../../shared/Clock.ts';
import type { UseCase } from '../../shared/UseCase.ts';
import type { WorkHistoryEntry } from '../CandidateDocument.ts';
import { forLoggedInCandidate } from '../loggedInCandidate.ts';
import type { LoginRequired, ProfileFailure } from '../ProfileFailure.ts';
import type { Profiles } from '../Profiles.ts';
import type { ProfileStore } from '../ProfileStore.ts';
import { checkedEntry, withEntry } from './workHistoryEdits.ts';

/**
 * Replaces a work-history entry's fields. Fails with login-required, invalid-input, not-found (no
 * such entry of this candidate), unauthorized, network-failure, http-failure, bad-gateway-payload.
 */
export class UpdateWorkHistoryEntry implements UseCase<WorkHistoryEntry, WorkHistoryEntry, ProfileFailure | LoginRequired> {
  constructor(
    private readonly profiles: Profiles,
    private readonly calls: AuthenticatedCalls,
    private readonly session: SessionStore,
    private readonly store: ProfileStore,
    private readonly clock: Clock,
  ) {}

  execute(entry: WorkHistoryEntry): ResultAsync<WorkHistoryEntry, ProfileFailure | LoginRequired> {
    const { id, ...fields } = entry;
    return forLoggedInCandidate(this.session, (candidateId) =>
      checkedEntry(fields, this.clock)
        .asyncAndThen((checked) => this.calls.run(() => this.profiles.updateWorkHistoryEntry(candidateId, id, checked)))
        .map((saved) => withEntry(this.store, saved)),
    );
  }
}
