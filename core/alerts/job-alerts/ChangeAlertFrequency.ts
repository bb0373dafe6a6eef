import { errAsync, type ResultAsync } from 'neverthrow';
import type { UseCase } from '../../shared/UseCase.ts';
import { isLoggedIn } from '../../session/SessionState.ts';
import type { SessionStore } from '../../session/SessionStore.ts';
import type { UpdateAlertFailure } from '../AlertFailure.ts';
import { parseFrequency } from '../alertRules.ts';
import { updateFailed } from '../updateFailed.ts';
import type { JobAlerts } from './JobAlerts.ts';
import type { Frequency } from '../JobFilter.ts';
import type { AuthenticatedCalls } from '../../session/AuthenticatedCalls.ts';

export interface ChangeAlertFrequencyInput {
  readonly jobFilterId: string;
  readonly frequency: string;
}

/**
 * A new frequency for an enabled alert. invalid-frequency before any call; logged in only
 * (login-required); any gateway failure is the generic alert-update-failed.
 */
export class ChangeAlertFrequency implements UseCase<ChangeAlertFrequencyInput, Frequency, UpdateAlertFailure> {
  constructor(
    private readonly jobAlerts: JobAlerts,
    private readonly session: SessionStore,
    private readonly calls: AuthenticatedCalls,
  ) {}

  execute(input: ChangeAlertFrequencyInput): ResultAsync<Frequency, UpdateAlertFailure> {
    if (input.frequency.trim() === '') return errAsync({ kind: 'invalid-frequency', value: '' });
    const frequency = parseFrequency(input.frequency);
    if (frequency.isErr()) return errAsync(frequency.error);
    if (!isLoggedIn(this.session.current)) return errAsync({ kind: 'login-required' });
    return this.calls
      .run(() => this.jobAlerts.changeFrequency(input.jobFilterId, frequency.value))
      .map(() => frequency.value)
      .mapErr(updateFailed);
  }
}
