import { errAsync, type ResultAsync } from 'neverthrow';
import type { UseCase } from '../../shared/UseCase.ts';
import type { ActivateAlertFailure } from '../AlertFailure.ts';
import type { JobAlerts } from './JobAlerts.ts';

export interface ActivateAlertInput {
  readonly code: string | null | undefined;
  readonly jobFilterId: string | null | undefined;
}

/**
 * The activation link (`?job-alerts=activate&code&job-filter-id`). Both values are needed:
 * without one, invalid-activation-link and no call. A wrong or reused code is
 * activation-conflict: the dialog's error variant. Other failures (network-failure, http-failure,
 * not-found, bad-gateway-payload) go to the shared error handler.
 */
export class ActivateAlert implements UseCase<ActivateAlertInput, void, ActivateAlertFailure> {
  constructor(private readonly jobAlerts: JobAlerts) {}

  execute(input: ActivateAlertInput): ResultAsync<void, ActivateAlertFailure> {
    const code = input.code?.trim() ?? '';
    const jobFilterId = input.jobFilterId?.trim() ?? '';
    if (code === '' || jobFilterId === '') return errAsync({ kind: 'invalid-activation-link' });
    return this.jobAlerts.activate(code, jobFilterId);
  }
}
