import type { Result, ResultAsync } from 'neverthrow';
import type { CliFailure } from './CliFailure.ts';
import type { CliIo } from './CliIo.ts';
import type { CliUseCases } from './CliUseCases.ts';

/** The options every command accepts (declared once, on the program). */
export interface GlobalOptions {
  /** Gateway base URL, without a trailing slash. */
  readonly gateway: string;
  readonly tenant: string;
  readonly json: boolean;
}

/** What a command prints when it succeeds: its value as JSON for scripts, else text for people. */
export interface Printed {
  readonly value: unknown;
  /** Called only without --json. */
  readonly text: () => string;
  /** Lines for stderr once the value is printed (an import's --stats). */
  readonly notes?: readonly string[];
  /**
   * The value is printed and still the run failed (an import with rows not imported): the
   * failure's line and exit code follow. Its JSON is part of the value, which stays one document.
   */
  readonly failure?: CliFailure;
}

export const printed = <T>(value: T, human: (value: T) => string): Printed => ({ value, text: () => human(value) });

export type Outcome = Result<Printed, CliFailure>;

/** What a command's action is given, besides commander's arguments and options. */
export interface CommandRun {
  readonly options: GlobalOptions;
  readonly io: CliIo;
  /**
   * The use cases for these options, built on first call. A failure to build them ends the command
   * on the one set-up error path (`cannot set up the CLI: ...`), so commands just await them.
   */
  readonly useCases: () => Promise<CliUseCases>;
}

/** A command's body: commander's arguments and options in, an outcome out; printing is the runner's. */
export type Action<A extends unknown[]> = (run: CommandRun, ...args: A) => PromiseLike<Outcome>;

/**
 * The body of a command that runs one use case without input and prints its value:
 * `cli.action(runUseCase((useCases) => useCases.checkHealth, gatewayFailure, healthFields))`.
 * `text` is called only without --json.
 */
export const runUseCase =
  <T, F>(
    useCaseOf: (useCases: CliUseCases) => { execute(): ResultAsync<T, F> },
    failure: (gateway: string) => (failure: F) => CliFailure,
    text: (value: T, run: CommandRun) => string,
  ): Action<[]> =>
  async (run) =>
    useCaseOf(await run.useCases())
      .execute()
      .mapErr(failure(run.options.gateway))
      .map((value) => printed(value, () => text(value, run)));

/** What each command's `register(parent, cli)` is given. */
export interface CliContext {
  /** Wraps a command's body into a commander action: set-up, printing, the error path and the exit code. */
  action<A extends unknown[]>(body: Action<A>): (...args: unknown[]) => Promise<void>;
}
