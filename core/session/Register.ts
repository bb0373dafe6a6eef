import { errAsync, type ResultAsync } from 'neverthrow';
import type { FavouritesStore } from '../favourites/FavouritesStore.ts';
import type { UseCase } from '../shared/UseCase.ts';
import type { BearerTokenStore } from './BearerTokenStore.ts';
import type { AuthenticationFailure, CandidateAuthentication, Registration } from './CandidateAuthentication.ts';
import { favouriteOfferIdFrom, hasProblems, registrationProblems } from './credentials.ts';
import { startSession, type LoggedInOutcome } from './startSession.ts';
import type { SessionStore } from './SessionStore.ts';

/**
 * Creates a candidate account and logs it in, adding the prompt's favourite like LogIn does. Input
 * that breaks the form's rules fails with invalid-input without a call. Fails with email-taken,
 * invalid-input, too-many-attempts, network-failure, http-failure, bad-gateway-payload.
 */
export class Register implements UseCase<Registration, LoggedInOutcome, AuthenticationFailure> {
  constructor(
    private readonly authentication: CandidateAuthentication,
    private readonly bearer: BearerTokenStore,
    private readonly session: SessionStore,
    private readonly favourites: FavouritesStore,
  ) {}

  execute(input: Registration): ResultAsync<LoggedInOutcome, AuthenticationFailure> {
    if (hasProblems(registrationProblems(input))) return errAsync({ kind: 'invalid-input' });
    const favoriteOfferId = favouriteOfferIdFrom(input.favoriteOfferId);
    const registration: Registration = {
      email: input.email.trim(),
      password: input.password,
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      ...(favoriteOfferId === null ? {} : { favoriteOfferId }),
    };
    return this.authentication
      .register(registration)
      .map((opened) => startSession(opened, favoriteOfferId, this.bearer, this.session, this.favourites));
  }
}
