import { errAsync, type ResultAsync } from 'neverthrow';
import type { FavouritesStore } from '../favourites/FavouritesStore.ts';
import type { UseCase } from '../shared/UseCase.ts';
import type { BearerTokenStore } from './BearerTokenStore.ts';
import type { AuthenticationFailure, CandidateAuthentication, FirstPassword } from './CandidateAuthentication.ts';
import { firstPasswordProblems, hasProblems } from './credentials.ts';
import { startSession, type LoggedInOutcome } from './startSession.ts';
import type { SessionStore } from './SessionStore.ts';

/**
 * Sets the first password of an account a job-alert form made ("create account"), or a new one
 * after RequestPasswordReset, with the single-use code of its e-mail link, and logs it in. A link without its parts or a password that
 * breaks the rules fails with invalid-code or invalid-input without a call. Fails with invalid-code
 * (a wrong, expired or used link), too-many-attempts, network-failure, http-failure, bad-gateway-payload.
 */
export class SetFirstPassword implements UseCase<FirstPassword, LoggedInOutcome, AuthenticationFailure> {
  constructor(
    private readonly authentication: CandidateAuthentication,
    private readonly bearer: BearerTokenStore,
    private readonly session: SessionStore,
    private readonly favourites: FavouritesStore,
  ) {}

  execute(input: FirstPassword): ResultAsync<LoggedInOutcome, AuthenticationFailure> {
    const candidateId = input.candidateId.trim();
    const code = input.code.trim();
    if (candidateId === '' || code === '') return errAsync({ kind: 'invalid-code' });
    if (hasProblems(firstPasswordProblems(input))) return errAsync({ kind: 'invalid-input' });
    return this.authentication
      .setPassword({ candidateId, code, password: input.password })
      .map((opened) => startSession(opened, null, this.bearer, this.session, this.favourites));
  }
}
