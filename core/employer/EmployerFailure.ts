import type { GatewayFailure, InvalidInput, TooManyAttempts } from '../shared/Failure.ts';

/** The e-mail or password is wrong, or the address is not confirmed yet (RFC 6749 `invalid_grant`: the gateway does not say which). */
export type InvalidCredentials = { readonly kind: 'invalid-credentials' };
/** A confirmation or reset link that is wrong, expired or used. */
export type InvalidLink = { readonly kind: 'invalid-link' };
export type EmailTaken = { readonly kind: 'email-taken' };

/** Every failure of the employer's account and session calls. */
export type EmployerFailure = InvalidCredentials | InvalidLink | EmailTaken | InvalidInput | TooManyAttempts | GatewayFailure;

export const invalidInput: InvalidInput = { kind: 'invalid-input' };
