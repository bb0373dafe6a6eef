import { errAsync, type ResultAsync } from 'neverthrow';
import type { FavouritesStore } from '../favourites/FavouritesStore.ts';
import type { UseCase } from '../shared/UseCase.ts';
import type { BearerTokenStore } from './BearerTokenStore.ts';
import type { AuthenticationFailure, CandidateAuthentication, Credentials } from './CandidateAuthentication.ts';
import { favouriteOfferIdFrom, hasProblems, loginProblems } from './credentials.ts';
import type { SessionStore } from './SessionStore.ts';
import { startSession, type LoggedInOutcome } from './startSession.ts';

/**
 * Logs a candidate in with e-mail and password, optionally adding the offer the favourites prompt
 * was opened for (`favoriteOfferId`; the gateway adds it in the same call). Input that breaks the
 * form's rules fails with invalid-input without a call. Fails with the port's failures otherwise:
 * invalid-credentials, invalid-input, too-many-attempts, network-failure, http-failure,
 * bad-gateway-payload.
 */
export class LogIn implements UseCase<Credentials, LoggedInOutcome, AuthenticationFailure> {
  constructor(
    private readonly authentication: CandidateAuthentication,
    private readonly bearer: BearerTokenStore,
    private readonly session: SessionStore,
    private readonly favourites: FavouritesStore,
  ) {}

  execute(input: Credentials): ResultAsync<LoggedInOutcome, AuthenticationFailure> {
    if (hasProblems(loginProblems(input))) return errAsync({ kind: 'invalid-input' });
    const favoriteOfferId = favouriteOfferIdFrom(input.favoriteOfferId);
    const credentials: Credentials = {
      email: input.email.trim(),
      password: input.password,
      ...(favoriteOfferId === null ? {} : { favoriteOfferId }),
    };
    return this.authentication.login(credentials).map((opened) => startSession(opened, favoriteOfferId, this.bearer, this.session, this.favourites));
  }
}
