import { okAsync, type ResultAsync } from 'neverthrow';
import type { SessionCoordinator } from '../session/SessionCoordinator.ts';
import { isLoggedIn } from '../session/SessionState.ts';
import type { SessionStore } from '../session/SessionStore.ts';
import type { GatewayFailure } from '../shared/Failure.ts';
import type { UseCase } from '../shared/UseCase.ts';
import type { Consents } from './Consents.ts';

export type SetProfilingConsentOutcome = { readonly kind: 'login-required' } | { readonly kind: 'saved'; readonly given: boolean };

/**
 * Gives or withdraws the 'profiling' consent (the matched-for-you prompt). Logged-in candidates
 * only: a guest gets `login-required` without a call. Fails with unauthorized, network-failure,
 * http-failure.
 */
export class SetProfilingConsent implements UseCase<boolean, SetProfilingConsentOutcome, GatewayFailure> {
  constructor(
    private readonly consents: Consents,
    private readonly coordinator: SessionCoordinator,
    private readonly session: SessionStore,
  ) {}

  execute(given: boolean): ResultAsync<SetProfilingConsentOutcome, GatewayFailure> {
    if (!isLoggedIn(this.session.current)) return okAsync({ kind: 'login-required' });
    return this.coordinator.run(() => this.consents.set('profiling', given)).map(() => ({ kind: 'saved', given }) as const);
  }
}
