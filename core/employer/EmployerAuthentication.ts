import type { ResultAsync } from 'neverthrow';
import type { GatewayFailure } from '../shared/Failure.ts';
import type { EmployerFailure } from './EmployerFailure.ts';

/** The registration entity (platform.md 3): the company and its first user, an admin. */
export interface EmployerRegistration {
  readonly company: { readonly name: string; readonly acceptedRegulations: boolean; readonly subscribeToNewsletter: boolean };
  readonly user: {
    readonly name: string;
    readonly phone: string;
    readonly email: string;
    readonly password: string;
    readonly passwordConfirmation: string;
  };
}

export interface EmployerCredentials {
  readonly email: string;
  readonly password: string;
}

/** The e-mail's confirmation token; a password too for a user an admin invited (the link says `set_password=1`). */
export interface EmailConfirmation {
  readonly token: string;
  readonly password?: string;
}

export interface PasswordReset {
  readonly token: string;
  readonly password: string;
}

/** An OAuth 2.0 access token (RFC 6749 5.1) of the public client `employer-panel`. */
export interface AccessToken {
  readonly token: string;
  readonly expiresInSeconds: number;
}

/**
 * Employer accounts and their OAuth 2.0 session. The refresh token is an HttpOnly cookie the
 * gateway sets on every grant and clears on revocation: this side never sees it.
 */
export interface EmployerAuthentication {
  /**
   * POST /v1/users/sign_up: the account, waiting for its e-mail confirmation. Fails with
   * email-taken (409), invalid-input (400, the gateway's message), too-many-attempts (429),
   * network-failure, http-failure.
   */
  signUp(registration: EmployerRegistration): ResultAsync<void, EmployerFailure>;
  /**
   * PATCH /v1/users/confirm. Fails with invalid-link (409), invalid-input (400), too-many-attempts,
   * network-failure, http-failure, bad-gateway-payload.
   */
  confirm(confirmation: EmailConfirmation): ResultAsync<{ readonly email: string }, EmployerFailure>;
  /**
   * PATCH /v1/users/regenerate_confirmation_token: the same answer whether the address has an
   * account or not. Fails with invalid-input (400), too-many-attempts, network-failure, http-failure.
   */
  resendConfirmation(email: string): ResultAsync<void, EmployerFailure>;
  /**
   * POST /v1/oauth/token, the password grant. Fails with invalid-credentials (`invalid_grant`:
   * wrong e-mail or password, or not confirmed yet), too-many-attempts (429), invalid-input
   * (`invalid_request`), network-failure, http-failure, bad-gateway-payload.
   */
  logIn(credentials: EmployerCredentials): ResultAsync<AccessToken, EmployerFailure>;
  /**
   * POST /v1/oauth/token, the refresh grant with the refresh cookie: a new access token, or null
   * when the gateway refuses the grant (no cookie, expired, revoked or reused: platform.md 8, a
   * failed refresh returns nothing). Fails only with network-failure, http-failure, bad-gateway-payload.
   */
  refresh(): ResultAsync<AccessToken | null, GatewayFailure>;
  /**
   * POST /v1/oauth/revoke (RFC 7009) of this login (the token given, and the refresh cookie): the
   * gateway answers 200 also for a token it does not know. Fails with network-failure, http-failure.
   */
  revoke(accessToken: string | null): ResultAsync<void, GatewayFailure>;
  /**
   * POST /v1/users/password: a reset link by e-mail, the same answer for any address. Fails with
   * invalid-input, too-many-attempts, network-failure, http-failure.
   */
  requestPasswordReset(email: string): ResultAsync<void, EmployerFailure>;
  /**
   * PATCH /v1/users/password with the e-mail's token. Fails with invalid-link (409), invalid-input
   * (400), too-many-attempts, network-failure, http-failure.
   */
  resetPassword(reset: PasswordReset): ResultAsync<void, EmployerFailure>;
}
