import { errAsync, type ResultAsync } from 'neverthrow';
import type { UseCase } from '../../shared/UseCase.ts';
import { isLoggedIn } from '../../session/SessionState.ts';
import type { SessionStore } from '../../session/SessionStore.ts';
import { toCreateAlertFailure, type CreateAlertFailure } from '../AlertFailure.ts';
import { parseFrequency, validAlertName } from '../alertRules.ts';
import type { JobAlerts } from './JobAlerts.ts';
import type { JobFilter } from '../JobFilter.ts';
import type { AuthenticatedCalls } from '../../session/AuthenticatedCalls.ts';

export interface EnableAlertInput {
  readonly jobFilterId: string;
  /** twiceAWeek when absent. */
  readonly frequency?: string;
  readonly name: string;
}

/**
 * "Saved filter" to "alert enabled with a frequency", for a logged-in candidate's server filter (a
 * separate step from saving it). Guests get login-required (they use CreateGuestAlert). Input rules
 * first (invalid-name, invalid-frequency); then the error catalogue (active-alert-exists and the
 * other conflicts, alert-limit-reached, otherwise alert-failed).
 */
export class EnableAlert implements UseCase<EnableAlertInput, JobFilter, CreateAlertFailure> {
  constructor(
    private readonly jobAlerts: JobAlerts,
    private readonly session: SessionStore,
    private readonly calls: AuthenticatedCalls,
  ) {}

  execute(input: EnableAlertInput): ResultAsync<JobFilter, CreateAlertFailure> {
    const name = validAlertName(input.name);
    if (name.isErr()) return errAsync(name.error);
    const frequency = parseFrequency(input.frequency);
    if (frequency.isErr()) return errAsync(frequency.error);
    if (!isLoggedIn(this.session.current)) return errAsync({ kind: 'login-required' });
    return this.calls
      .run(() => this.jobAlerts.enable({ jobFilterId: input.jobFilterId, frequency: frequency.value, name: name.value }))
      .mapErr(toCreateAlertFailure);
  }
}
