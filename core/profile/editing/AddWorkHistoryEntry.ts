import type { ResultAsync } from 'neverthrow';
import type { AuthenticatedCalls } from '../../session/AuthenticatedCalls.ts';
import type { SessionStore } from '../../session/SessionStore.ts';
import type { Clock } from '../../shared/Clock.ts';
import type { UseCase } from '../../shared/UseCase.ts';
import type { WorkHistoryEntry, WorkHistoryFields } from '../CandidateDocument.ts';
import { forLoggedInCandidate } from '../loggedInCandidate.ts';
import type { LoginRequired, ProfileFailure } from '../ProfileFailure.ts';
import type { Profiles } from '../Profiles.ts';
import type { ProfileStore } from '../ProfileStore.ts';
import { checkedEntry, withEntry } from './workHistoryEdits.ts';

/**
 * Adds a work-history entry (title, company, description, start and end month, or an open end).
 * Fails with login-required, invalid-input (checked before sending, and the gateway's 400, e.g.
 * more than 30 entries), unauthorized, not-found, network-failure, http-failure, bad-gateway-payload.
 */
export class AddWorkHistoryEntry implements UseCase<WorkHistoryFields, WorkHistoryEntry, ProfileFailure | LoginRequired> {
  constructor(
    private readonly profiles: Profiles,
    private readonly calls: AuthenticatedCalls,
    private readonly session: SessionStore,
    private readonly store: ProfileStore,
    private readonly clock: Clock,
  ) {}

  execute(fields: WorkHistoryFields): ResultAsync<WorkHistoryEntry, ProfileFailure | LoginRequired> {
    return forLoggedInCandidate(this.session, (candidateId) =>
      checkedEntry(fields, this.clock)
        .asyncAndThen((entry) => this.calls.run(() => this.profiles.addWorkHistoryEntry(candidateId, entry)))
        .map((saved) => withEntry(this.store, saved)),
    );
  }
}
