import { cliFailure, type CliFailure } from './CliFailure.ts';

/**
 * Thrown by `CommandRun.useCases()` when the use cases cannot be built (the composition root failed
 * to load): caught by the runner, the one place that turns it into `cannot set up the CLI: ...`.
 */
export class SetUpFailed extends Error {
  readonly failure: CliFailure;

  constructor(cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(reason, { cause });
    this.failure = cliFailure('set-up-failed', `cannot set up the CLI: ${reason}`);
  }
}
