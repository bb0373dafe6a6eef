import type { ResultAsync } from 'neverthrow';
import type { AuthenticatedCalls } from '../../session/AuthenticatedCalls.ts';
import type { SessionStore } from '../../session/SessionStore.ts';
import type { UseCase } from '../../shared/UseCase.ts';
import { forLoggedInCandidate } from '../loggedInCandidate.ts';
import type { LoginRequired, ProfileFailure } from '../ProfileFailure.ts';
import type { Profiles } from '../Profiles.ts';
import type { ProfileStore } from '../ProfileStore.ts';
import { withAvatar } from './withAvatar.ts';

/** Removes the avatar. Fails with login-required, unauthorized, not-found, network-failure, http-failure. */
export class RemoveAvatar implements UseCase<void, void, ProfileFailure | LoginRequired> {
  constructor(
    private readonly profiles: Profiles,
    private readonly calls: AuthenticatedCalls,
    private readonly session: SessionStore,
    private readonly store: ProfileStore,
  ) {}

  execute(): ResultAsync<void, ProfileFailure | LoginRequired> {
    return forLoggedInCandidate(this.session, (candidateId) =>
      this.calls.run(() => this.profiles.removeAvatar(candidateId)).map(() => withAvatar(this.store, this.session, candidateId, null)),
    );
  }
}
