import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { BearerTokenStore } from '../../session/BearerTokenStore.ts';
import type { GatewayFailure } from '../../shared/Failure.ts';
import type { UseCase } from '../../shared/UseCase.ts';
import type { EmployerProfiles } from '../EmployerProfiles.ts';
import type { EmployerSessionCoordinator } from './EmployerSessionCoordinator.ts';
import { authenticatedEmployer, isAuthenticated, type EmployerSessionState } from './EmployerSessionState.ts';
import type { EmployerSessionStore } from './EmployerSessionStore.ts';

/**
 * The panel's start in a tab: a session already known is kept; otherwise the token stored in the
 * tab is used, or, without one, the refresh cookie is tried once when this device has logged in
 * (a login from another tab); a device that never did makes no call. Then the profile. The outcome is the store's new state: anonymous when nothing worked. Fails with
 * network-failure, http-failure, bad-gateway-payload (the state then stays unknown).
 */
export class RestoreEmployerSession implements UseCase<void, EmployerSessionState, GatewayFailure> {
  constructor(
    private readonly coordinator: EmployerSessionCoordinator,
    private readonly profiles: EmployerProfiles,
    private readonly bearer: BearerTokenStore,
    private readonly session: EmployerSessionStore,
  ) {}

  execute(): ResultAsync<EmployerSessionState, GatewayFailure> {
    const state = this.session.current;
    if (isAuthenticated(state) && state.profile !== null) return okAsync(state);
    if (!this.coordinator.mayRestore()) {
      this.coordinator.endLocally();
      return okAsync(this.session.current);
    }
    const token = this.bearer.get() === null ? this.coordinator.refresh() : okAsync<string | null, GatewayFailure>(this.bearer.get());
    return token.andThen((current) => {
      if (current === null) {
        this.coordinator.endLocally();
        return okAsync(this.session.current);
      }
      return this.coordinator
        .run(() => this.profiles.me())
        .map((profile) => {
          this.session.set(authenticatedEmployer(profile));
          return this.session.current;
        })
        .orElse((failure): ResultAsync<EmployerSessionState, GatewayFailure> => {
          if (failure.kind !== 'unauthorized') return errAsync(failure);
          this.coordinator.endLocally();
          return okAsync(this.session.current);
        });
    });
  }
}
