import { errAsync, type ResultAsync } from 'neverthrow';
import type { UseCase } from '../../shared/UseCase.ts';
import type { UnsubscribeFailure } from '../AlertFailure.ts';
import type { JobAlerts } from './JobAlerts.ts';

export interface UnsubscribeInput {
  readonly candidateId: string | null | undefined;
  readonly code: string | null | undefined;
}

/**
 * The unsubscribe link (`?job-alerts=unsubscribe&candidate-id&code`). Both values are needed:
 * without one, invalid-unsubscribe-link and no call. Any gateway failure (a wrong or reused code
 * is not-found) is unsubscribe-failed, for the shared error handler.
 */
export class Unsubscribe implements UseCase<UnsubscribeInput, void, UnsubscribeFailure> {
  constructor(private readonly jobAlerts: JobAlerts) {}

  execute(input: UnsubscribeInput): ResultAsync<void, UnsubscribeFailure> {
    const candidateId = input.candidateId?.trim() ?? '';
    const code = input.code?.trim() ?? '';
    if (candidateId === '' || code === '') return errAsync({ kind: 'invalid-unsubscribe-link' });
    return this.jobAlerts.unsubscribe(candidateId, code).mapErr((cause) => ({ kind: 'unsubscribe-failed' as const, cause }));
  }
}
