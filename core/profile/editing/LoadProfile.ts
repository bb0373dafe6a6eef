import { okAsync, type ResultAsync } from 'neverthrow';
import type { AuthenticatedCalls } from '../../session/AuthenticatedCalls.ts';
import { loggedInCandidateId, type SessionStore } from '../../session/SessionStore.ts';
import type { UseCase } from '../../shared/UseCase.ts';
import type { CandidateDocument } from '../CandidateDocument.ts';
import { loginRequired, type LoginRequired, type ProfileFailure } from '../ProfileFailure.ts';
import type { Profiles } from '../Profiles.ts';
import type { ProfileStore } from '../ProfileStore.ts';
import { syncSession } from '../syncSession.ts';

export type LoadProfileOutcome = LoginRequired | { readonly kind: 'loaded'; readonly document: CandidateDocument };

/**
 * The logged-in candidate's whole document into the store (the profile and settings pages). A
 * guest gets login-required without a call. Fails with unauthorized, not-found, network-failure,
 * http-failure, bad-gateway-payload.
 */
export class LoadProfile implements UseCase<void, LoadProfileOutcome, ProfileFailure> {
  constructor(
    private readonly profiles: Profiles,
    private readonly calls: AuthenticatedCalls,
    private readonly session: SessionStore,
    private readonly store: ProfileStore,
  ) {}

  execute(): ResultAsync<LoadProfileOutcome, ProfileFailure> {
    const candidateId = loggedInCandidateId(this.session);
    if (candidateId === null) return okAsync(loginRequired);
    return this.calls
      .run(() => this.profiles.load(candidateId))
      .map((document) => {
        this.store.set(document);
        syncSession(this.session, document);
        return { kind: 'loaded', document } as const;
      });
  }
}
