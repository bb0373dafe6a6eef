import { errAsync, type ResultAsync } from 'neverthrow';
import type { UseCase } from '../../shared/UseCase.ts';
import { hasProblems, newPasswordProblems, type NewPasswordValues } from '../accountRules.ts';
import type { EmployerAuthentication } from '../EmployerAuthentication.ts';
import { invalidInput, type EmployerFailure } from '../EmployerFailure.ts';

export interface ResetEmployerPasswordInput extends NewPasswordValues {
  /** The `reset_password_token` of the e-mail's link. */
  readonly token: string;
}

/**
 * Sets a new password with the e-mail's token; every earlier login of the account ends. Fails with
 * invalid-link (also for a blank token, without a call), invalid-input, too-many-attempts,
 * network-failure, http-failure.
 */
export class ResetEmployerPassword implements UseCase<ResetEmployerPasswordInput, void, EmployerFailure> {
  constructor(private readonly authentication: EmployerAuthentication) {}

  execute(input: ResetEmployerPasswordInput): ResultAsync<void, EmployerFailure> {
    const token = input.token.trim();
    if (token === '') return errAsync({ kind: 'invalid-link' });
    if (hasProblems(newPasswordProblems(input))) return errAsync(invalidInput);
    return this.authentication.resetPassword({ token, password: input.password });
  }
}
