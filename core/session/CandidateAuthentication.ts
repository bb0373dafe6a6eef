import type { ResultAsync } from 'neverthrow';
import type { GatewayFailure, InvalidInput, TooManyAttempts } from '../shared/Failure.ts';
import type { Language } from '../tenancy/Tenant.ts';
import type { RefreshedSession } from './SessionTokens.ts';

export interface Credentials {
  readonly email: string;
  readonly password: string;
  /** An offer to add to the candidate's favourites once logged in (the favourites prompt's link). */
  readonly favoriteOfferId?: string;
}

export interface Registration extends Credentials {
  readonly firstName: string;
  readonly lastName: string;
}

/** A password set with an e-mail link's single-use code: an account a job-alert form made, or a forgotten password. */
export interface FirstPassword {
  readonly candidateId: string;
  readonly code: string;
  readonly password: string;
}

/** "Forgot password": the address to send the link to, and the language of that e-mail. */
export interface PasswordResetRequest {
  readonly email: string;
  readonly language: Language;
}

export type InvalidCredentials = { readonly kind: 'invalid-credentials' };
/** A set-password link that is wrong, expired or used. */
export type InvalidCode = { readonly kind: 'invalid-code' };
export type EmailTaken = { readonly kind: 'email-taken' };
/** Register for an address whose account a job-alert form made and nobody claimed: a set-password link went there instead of a session. */
export type PasswordLinkSent = { readonly kind: 'password-link-sent' };

export type AuthenticationFailure =
  InvalidCredentials | EmailTaken | InvalidInput | TooManyAttempts | InvalidCode | PasswordLinkSent | GatewayFailure;

/** A reset request never says whether the address has an account, so it has no failure of its own beyond the input and the limit. */
export type PasswordResetFailure = InvalidInput | TooManyAttempts | GatewayFailure;

/**
 * Opening a candidate session with an e-mail and a password. On success the gateway has set the
 * HttpOnly refresh cookie and the user-id cookie; the bearer token and the candidate come back.
 */
export interface CandidateAuthentication {
  /**
   * POST /authentication/login {email, password, favoriteOfferId?}. Fails with invalid-credentials
   * (401: wrong e-mail or password, never saying which), invalid-input (400), too-many-attempts
   * (429), network-failure, http-failure, bad-gateway-payload.
   */
  login(credentials: Credentials): ResultAsync<RefreshedSession, AuthenticationFailure>;
  /**
   * POST /authentication/register {email, password, firstName, lastName, favoriteOfferId?}: a new
   * account, logged in. Fails with email-taken (409), password-link-sent (202: the address has an
   * unclaimed account made by a job-alert form; its set-password link went by e-mail), invalid-input
   * (400), too-many-attempts (429), network-failure, http-failure, bad-gateway-payload.
   */
  register(registration: Registration): ResultAsync<RefreshedSession, AuthenticationFailure>;
  /**
   * POST /authentication/set-password {candidateId, code, password}: a password set with an e-mail
   * link's code (the first one of an account a job-alert form made, or a new one after
   * requestPasswordReset), logged in. Fails with invalid-code (409: wrong, expired or used link), invalid-input (400),
   * too-many-attempts (429), network-failure, http-failure, bad-gateway-payload.
   */
  setPassword(input: FirstPassword): ResultAsync<RefreshedSession, AuthenticationFailure>;
  /**
   * POST /authentication/forgot-password {email, language}: when the address has an account, a
   * single-use set-password link goes to it (the page setPassword serves). The answer is the same
   * (202) whether or not it has one, so nobody can learn which addresses are registered. Fails with
   * invalid-input (400: not an e-mail address), too-many-attempts (429: the client's or the
   * address's limit, shared with login), network-failure, http-failure, bad-gateway-payload.
   */
  requestPasswordReset(request: PasswordResetRequest): ResultAsync<void, PasswordResetFailure>;
}
