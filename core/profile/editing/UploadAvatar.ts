import { errAsync, type ResultAsync } from 'neverthrow';
import type { AuthenticatedCalls } from '../../session/AuthenticatedCalls.ts';
import type { SessionStore } from '../../session/SessionStore.ts';
import type { UseCase } from '../../shared/UseCase.ts';
import { forLoggedInCandidate } from '../loggedInCandidate.ts';
import { invalidInput, type LoginRequired, type ProfileFailure } from '../ProfileFailure.ts';
import type { Profiles } from '../Profiles.ts';
import type { ProfileStore } from '../ProfileStore.ts';
import { avatarProblem } from '../rules/avatarRules.ts';
import { problemMessage } from '../rules/Problems.ts';
import { withAvatar } from './withAvatar.ts';

/**
 * Uploads a new avatar: a PNG or JPEG (by its bytes) of at most 2 MB; answers its address, shown
 * in the profile and the menus. Fails with login-required, invalid-input (checked before sending,
 * and the gateway's 400), unauthorized, not-found, network-failure, http-failure, bad-gateway-payload.
 */
export class UploadAvatar implements UseCase<Uint8Array, string, ProfileFailure | LoginRequired> {
  constructor(
    private readonly profiles: Profiles,
    private readonly calls: AuthenticatedCalls,
    private readonly session: SessionStore,
    private readonly store: ProfileStore,
  ) {}

  execute(image: Uint8Array): ResultAsync<string, ProfileFailure | LoginRequired> {
    return forLoggedInCandidate(this.session, (candidateId) => {
      const problem = avatarProblem(image);
      if (problem !== undefined) return errAsync(invalidInput(problemMessage({ image: problem })));
      return this.calls
        .run(() => this.profiles.uploadAvatar(candidateId, image))
        .map((avatarUrl) => {
          withAvatar(this.store, this.session, candidateId, avatarUrl);
          return avatarUrl;
        });
    });
  }
}
