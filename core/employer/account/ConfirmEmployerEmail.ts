import { errAsync, type ResultAsync } from 'neverthrow';
import type { UseCase } from '../../shared/UseCase.ts';
import { hasProblems, newPasswordProblems, type NewPasswordValues } from '../accountRules.ts';
import type { EmployerAuthentication } from '../EmployerAuthentication.ts';
import { invalidInput, type EmployerFailure } from '../EmployerFailure.ts';

export interface ConfirmEmployerEmailInput {
  /** The `confirmation_token` of the e-mail's link. */
  readonly token: string;
  /** For a user an admin invited: the account's first password. */
  readonly password?: NewPasswordValues;
}

/**
 * Confirms the address with the e-mail's token (and sets the first password of an invited user).
 * A blank token or a password the rules refuse fails with invalid-input without a call. Fails with
 * invalid-link, invalid-input, too-many-attempts, network-failure, http-failure, bad-gateway-payload.
 */
export class ConfirmEmployerEmail implements UseCase<ConfirmEmployerEmailInput, { readonly email: string }, EmployerFailure> {
  constructor(private readonly authentication: EmployerAuthentication) {}

  execute(input: ConfirmEmployerEmailInput): ResultAsync<{ readonly email: string }, EmployerFailure> {
    const token = input.token.trim();
    if (token === '') return errAsync({ kind: 'invalid-link' });
    if (input.password && hasProblems(newPasswordProblems(input.password))) return errAsync(invalidInput);
    return this.authentication.confirm({ token, ...(input.password ? { password: input.password.password } : {}) });
  }
}
