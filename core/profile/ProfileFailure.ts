import type { GatewayFailure } from '../shared/Failure.ts';

/** The gateway refused what was sent (400), with its words; or the use case refused it before sending. */
export type InvalidInput = { readonly kind: 'invalid-input'; readonly message: string };
/** A password change whose current password is wrong (409). */
export type WrongPassword = { readonly kind: 'wrong-password' };
/** Matching asked for without the profiling consent (403). */
export type ProfilingConsentRequired = { readonly kind: 'profiling-consent-required' };

export type ProfileFailure = GatewayFailure | InvalidInput;
export type PasswordFailure = ProfileFailure | WrongPassword;
export type MatchingFailure = GatewayFailure | ProfilingConsentRequired;

export const invalidInput = (message: string): InvalidInput => ({ kind: 'invalid-input', message });

/** A guest asked for something of a logged-in candidate: answered without a call. */
export type LoginRequired = { readonly kind: 'login-required' };
export const loginRequired: LoginRequired = { kind: 'login-required' };
