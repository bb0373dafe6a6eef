import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { emailProblem, loginPasswordProblem } from '../../session/credentials.ts';
import type { UseCase } from '../../shared/UseCase.ts';
import type { EmployerAuthentication, EmployerCredentials } from '../EmployerAuthentication.ts';
import { invalidInput, type EmployerFailure } from '../EmployerFailure.ts';
import type { EmployerProfile } from '../EmployerProfile.ts';
import type { EmployerProfiles } from '../EmployerProfiles.ts';
import type { EmployerSessionCoordinator } from './EmployerSessionCoordinator.ts';
import { authenticatedEmployer } from './EmployerSessionState.ts';
import type { EmployerSessionStore } from './EmployerSessionStore.ts';

/**
 * Logs an employer in with the OAuth password grant: the access token stored for this tab, then
 * the profile loaded into the session store. A profile that fails to load leaves the employer
 * logged in without one (the panel loads it again). Fails with invalid-input (before any call),
 * invalid-credentials, too-many-attempts, network-failure, http-failure, bad-gateway-payload.
 */
export class LogInEmployer implements UseCase<EmployerCredentials, EmployerProfile | null, EmployerFailure> {
  constructor(
    private readonly authentication: EmployerAuthentication,
    private readonly profiles: EmployerProfiles,
    private readonly coordinator: EmployerSessionCoordinator,
    private readonly session: EmployerSessionStore,
  ) {}

  execute(input: EmployerCredentials): ResultAsync<EmployerProfile | null, EmployerFailure> {
    if (emailProblem(input.email) !== undefined || loginPasswordProblem(input.password) !== undefined) return errAsync(invalidInput);
    return this.authentication.logIn({ email: input.email.trim(), password: input.password }).andThen((granted) => {
      this.coordinator.begin(granted.token);
      this.session.set(authenticatedEmployer(null));
      return this.profiles
        .me()
        .map((profile): EmployerProfile | null => profile)
        .orElse(() => okAsync(null))
        .map((profile) => {
          this.session.set(authenticatedEmployer(profile));
          return profile;
        });
    });
  }
}
