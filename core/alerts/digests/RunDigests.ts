import { errAsync, type ResultAsync } from 'neverthrow';
import type { UseCase } from '../../shared/UseCase.ts';
import type { DigestRunFailure, DigestRunReport, DigestRuns } from './DigestRuns.ts';

export interface RunDigestsInput {
  readonly dryRun: boolean;
  /** The operator credential; blank: refused before any call. */
  readonly operatorToken: string | null | undefined;
}

/**
 * An operator runs the job-alert digests now (`jobboard digests run`), or sees what a run would
 * send (`--dry-run`), instead of waiting for the server's one-minute loop.
 */
export class RunDigests implements UseCase<RunDigestsInput, DigestRunReport, DigestRunFailure> {
  constructor(private readonly digests: DigestRuns) {}

  execute(input: RunDigestsInput): ResultAsync<DigestRunReport, DigestRunFailure> {
    const operatorToken = input.operatorToken?.trim() ?? '';
    if (operatorToken === '') return errAsync({ kind: 'operator-unauthorized' });
    return this.digests.run({ dryRun: input.dryRun, operatorToken });
  }
}
