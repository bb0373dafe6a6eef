import { invalidInput, type MatchingFailure, type PasswordFailure, type ProfileFailure } from '../../../core/profile/ProfileFailure.ts';
import type { GatewayFailure } from '../../../core/shared/Failure.ts';

/** A 400 is the gateway refusing what was sent, in its own words (it names the field). */
export function profileFailureOf(failure: GatewayFailure): ProfileFailure {
  return failure.kind === 'http-failure' && failure.status === 400 ? invalidInput(failure.message ?? 'The request was refused.') : failure;
}

/** A password change's 409: the current password is wrong. */
export function passwordFailureOf(failure: GatewayFailure): PasswordFailure {
  return failure.kind === 'http-failure' && failure.status === 409 ? { kind: 'wrong-password' } : profileFailureOf(failure);
}

/** The matching routes' 403: the profiling consent has not been given. */
export function matchingFailureOf(failure: GatewayFailure): MatchingFailure {
  return failure.kind === 'http-failure' && failure.status === 403 ? { kind: 'profiling-consent-required' } : failure;
}

/** Bytes as base64, in slices (a spread of 2 MB of arguments would overflow the stack). */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
}
