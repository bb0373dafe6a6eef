import { errAsync, type ResultAsync } from 'neverthrow';
import type { ConsentName, Consents } from '../../preferences/Consents.ts';
import type { AuthenticatedCalls } from '../../session/AuthenticatedCalls.ts';
import { loggedInCandidateId, type SessionStore } from '../../session/SessionStore.ts';
import type { GatewayFailure } from '../../shared/Failure.ts';
import type { UseCase } from '../../shared/UseCase.ts';
import type { MatchPercentsStore } from '../matching/MatchPercentsStore.ts';
import { loginRequired, type LoginRequired } from '../ProfileFailure.ts';
import type { ProfileStore } from '../ProfileStore.ts';

export interface ConsentAnswer {
  readonly name: ConsentName;
  readonly given: boolean;
}

/**
 * Gives or withdraws a named consent from the settings (PATCH /candidates/consents/{name}). The
 * profiling consent decides whether match percents exist, so the ones known are forgotten. Fails
 * with login-required, unauthorized, network-failure, http-failure.
 */
export class SetConsent implements UseCase<ConsentAnswer, void, GatewayFailure | LoginRequired> {
  constructor(
    private readonly consents: Consents,
    private readonly calls: AuthenticatedCalls,
    private readonly session: SessionStore,
    private readonly store: ProfileStore,
    private readonly percents: MatchPercentsStore,
  ) {}

  execute(answer: ConsentAnswer): ResultAsync<void, GatewayFailure | LoginRequired> {
    if (loggedInCandidateId(this.session) === null) return errAsync(loginRequired);
    return this.calls
      .run(() => this.consents.set(answer.name, answer.given))
      .map(() => {
        this.store.update((document) => ({
          ...document,
          consents: [...document.consents.filter((consent) => consent.name !== answer.name), { name: answer.name, given: answer.given }],
        }));
        if (answer.name === 'profiling') this.percents.reset();
      });
  }
}
