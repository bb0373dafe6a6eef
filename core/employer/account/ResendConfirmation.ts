import { errAsync, type ResultAsync } from 'neverthrow';
import type { UseCase } from '../../shared/UseCase.ts';
import { emailProblems, hasProblems } from '../accountRules.ts';
import type { EmployerAuthentication } from '../EmployerAuthentication.ts';
import { invalidInput, type EmployerFailure } from '../EmployerFailure.ts';

/**
 * Asks for a new confirmation link. The answer is the same whether the address has an account or
 * not, so nobody learns who signed up. Fails with invalid-input (before the call, or the gateway's),
 * too-many-attempts, network-failure, http-failure.
 */
export class ResendConfirmation implements UseCase<{ readonly email: string }, void, EmployerFailure> {
  constructor(private readonly authentication: EmployerAuthentication) {}

  execute(input: { readonly email: string }): ResultAsync<void, EmployerFailure> {
    if (hasProblems(emailProblems(input))) return errAsync(invalidInput);
    return this.authentication.resendConfirmation(input.email.trim());
  }
}
