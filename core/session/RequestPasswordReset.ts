import { errAsync, type ResultAsync } from 'neverthrow';
import type { UseCase } from '../shared/UseCase.ts';
import type { CandidateAuthentication, PasswordResetFailure, PasswordResetRequest } from './CandidateAuthentication.ts';
import { hasProblems, passwordResetProblems } from './credentials.ts';

/**
 * "Forgot your password?": asks the gateway to e-mail a single-use link to set a new password. It
 * succeeds the same way whether or not the address has an account (the page must not tell), so the
 * only failures are about the request itself. An address that breaks the form's rule fails with
 * invalid-input without a call. Fails with invalid-input, too-many-attempts, network-failure,
 * http-failure, bad-gateway-payload.
 */
export class RequestPasswordReset implements UseCase<PasswordResetRequest, void, PasswordResetFailure> {
  constructor(private readonly authentication: CandidateAuthentication) {}

  execute(input: PasswordResetRequest): ResultAsync<void, PasswordResetFailure> {
    if (hasProblems(passwordResetProblems(input))) return errAsync({ kind: 'invalid-input' });
    return this.authentication.requestPasswordReset({ email: input.email.trim(), language: input.language });
  }
}
