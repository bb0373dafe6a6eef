import { errAsync, type ResultAsync } from 'neverthrow';
import type { UseCase } from '../../shared/UseCase.ts';
import { isLoggedIn } from '../../session/SessionState.ts';
import type { SessionStore } from '../../session/SessionStore.ts';
import type { UpdateAlertFailure } from '../AlertFailure.ts';
import { updateFailed } from '../updateFailed.ts';
import type { JobAlerts } from './JobAlerts.ts';
import type { AuthenticatedCalls } from '../../session/AuthenticatedCalls.ts';

export interface DisableAlertInput {
  readonly jobFilterId: string;
}

/**
 * "Alert enabled" back to "saved filter": the filter stays. Logged in only (login-required);
 * any gateway failure is the generic alert-update-failed.
 */
export class DisableAlert implements UseCase<DisableAlertInput, void, UpdateAlertFailure> {
  constructor(
    private readonly jobAlerts: JobAlerts,
    private readonly session: SessionStore,
    private readonly calls: AuthenticatedCalls,
  ) {}

  execute(input: DisableAlertInput): ResultAsync<void, UpdateAlertFailure> {
    if (!isLoggedIn(this.session.current)) return errAsync({ kind: 'login-required' });
    return this.calls.run(() => this.jobAlerts.disable(input.jobFilterId)).mapErr(updateFailed);
  }
}
