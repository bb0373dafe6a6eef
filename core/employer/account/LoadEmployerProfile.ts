import type { ResultAsync } from 'neverthrow';
import type { GatewayFailure } from '../../shared/Failure.ts';
import type { UseCase } from '../../shared/UseCase.ts';
import type { EmployerProfile } from '../EmployerProfile.ts';
import type { EmployerProfiles } from '../EmployerProfiles.ts';
import type { EmployerSessionCoordinator } from '../session/EmployerSessionCoordinator.ts';
import { authenticatedEmployer } from '../session/EmployerSessionState.ts';
import type { EmployerSessionStore } from '../session/EmployerSessionStore.ts';

/**
 * The logged-in user's profile, fresh from the gateway, also kept in the session store. Fails with
 * unauthorized (after one refresh), network-failure, http-failure, bad-gateway-payload.
 */
export class LoadEmployerProfile implements UseCase<void, EmployerProfile, GatewayFailure> {
  constructor(
    private readonly profiles: EmployerProfiles,
    private readonly coordinator: EmployerSessionCoordinator,
    private readonly session: EmployerSessionStore,
  ) {}

  execute(): ResultAsync<EmployerProfile, GatewayFailure> {
    return this.coordinator
      .run(() => this.profiles.me())
      .map((profile) => {
        this.session.set(authenticatedEmployer(profile));
        return profile;
      });
  }
}
