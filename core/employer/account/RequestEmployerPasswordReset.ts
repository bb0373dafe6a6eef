import { errAsync, type ResultAsync } from 'neverthrow';
import type { UseCase } from '../../shared/UseCase.ts';
import { emailProblems, hasProblems } from '../accountRules.ts';
import type { EmployerAuthentication } from '../EmployerAuthentication.ts';
import { invalidInput, type EmployerFailure } from '../EmployerFailure.ts';

/**
 * Asks for a password-reset link by e-mail; the same answer for any address. Fails with
 * invalid-input, too-many-attempts, network-failure, http-failure.
 */
export class RequestEmployerPasswordReset implements UseCase<{ readonly email: string }, void, EmployerFailure> {
  constructor(private readonly authentication: EmployerAuthentication) {}

  execute(input: { readonly email: string }): ResultAsync<void, EmployerFailure> {
    if (hasProblems(emailProblems(input))) return errAsync(invalidInput);
    return this.authentication.requestPasswordReset(input.email.trim());
  }
}
