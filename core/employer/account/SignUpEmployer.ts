import { errAsync, type ResultAsync } from 'neverthrow';
import type { UseCase } from '../../shared/UseCase.ts';
import { hasProblems, signUpProblems, type SignUpValues } from '../accountRules.ts';
import type { EmployerAuthentication } from '../EmployerAuthentication.ts';
import { invalidInput, type EmployerFailure } from '../EmployerFailure.ts';

/**
 * Signs a company and its first user up (the registration entity); the account waits for the
 * e-mail's confirmation link. Input the form's rules refuse fails with invalid-input without a call.
 * Fails with email-taken, invalid-input, too-many-attempts, network-failure, http-failure.
 */
export class SignUpEmployer implements UseCase<SignUpValues, void, EmployerFailure> {
  constructor(private readonly authentication: EmployerAuthentication) {}

  execute(values: SignUpValues): ResultAsync<void, EmployerFailure> {
    if (hasProblems(signUpProblems(values))) return errAsync(invalidInput);
    return this.authentication.signUp({
      company: {
        name: values.companyName.trim(),
        acceptedRegulations: values.acceptedRegulations,
        subscribeToNewsletter: values.subscribeToNewsletter,
      },
      user: {
        name: values.name.trim(),
        phone: values.phone.trim(),
        email: values.email.trim(),
        password: values.password,
        passwordConfirmation: values.passwordConfirmation,
      },
    });
  }
}
