import { errAsync, type ResultAsync } from 'neverthrow';
import type { AuthenticatedCalls } from '../../session/AuthenticatedCalls.ts';
import type { SessionStore } from '../../session/SessionStore.ts';
import type { UseCase } from '../../shared/UseCase.ts';
import type { CandidateDocument, ProfilePatch } from '../CandidateDocument.ts';
import { forLoggedInCandidate } from '../loggedInCandidate.ts';
import { invalidInput, type LoginRequired, type ProfileFailure } from '../ProfileFailure.ts';
import type { Profiles } from '../Profiles.ts';
import type { ProfileStore } from '../ProfileStore.ts';
import { normaliseProfilePatch, profilePatchProblems } from '../rules/personalRules.ts';
import { hasProblems, problemMessage } from '../rules/Problems.ts';
import { syncSession } from '../syncSession.ts';

/**
 * Saves the personal fields given (names, social profiles), trimmed; the menus show the new name.
 * Fails with login-required (a guest, no call), invalid-input (checked before sending, and the
 * gateway's 400), unauthorized, not-found, network-failure, http-failure, bad-gateway-payload.
 */
export class UpdateProfile implements UseCase<ProfilePatch, CandidateDocument, ProfileFailure | LoginRequired> {
  constructor(
    private readonly profiles: Profiles,
    private readonly calls: AuthenticatedCalls,
    private readonly session: SessionStore,
    private readonly store: ProfileStore,
  ) {}

  execute(patch: ProfilePatch): ResultAsync<CandidateDocument, ProfileFailure | LoginRequired> {
    return forLoggedInCandidate(this.session, (candidateId) => {
      const problems = profilePatchProblems(patch);
      if (hasProblems(problems)) return errAsync(invalidInput(problemMessage(problems)));
      return this.calls
        .run(() => this.profiles.updateProfile(candidateId, normaliseProfilePatch(patch)))
        .map((document) => {
          this.store.set(document);
          syncSession(this.session, document);
          return document;
        });
    });
  }
}
