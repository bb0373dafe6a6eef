import type { Command } from 'commander';
import type { Container } from 'inversify';
import type { ResultAsync } from 'neverthrow';
import type { FetchFunction } from '../adapters/http/GatewayHttpClient.ts';
import type { GatewayFailure } from '../core/shared/Failure.ts';

/** Documented exit codes: scripts branch on these, so they never change meaning. */
export const ExitCode = {
  ok: 0,
  /** The operation failed: the gateway could not be reached, refused, or answered something unexpected. */
  failed: 1,
  /** The command line itself was wrong: unknown command or option, missing or invalid value. */
  usage: 2,
  /** `alerts import`: some rows were imported or skipped, others refused or failed (each reported with its line). */
  partial: 3,
} as const;
export type ExitCode = (typeof ExitCode)[keyof typeof ExitCode];

/** What the CLI touches of the outside world, passed in so tests can run it in-process. */
export interface CliIo {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly fetch: FetchFunction;
  /** Whether stderr is a terminal (progress bars go there only then); absent: not one. */
  readonly stderrIsTTY?: boolean;
  /** Whether stdin is a terminal (a command may then ask a yes/no question); absent: not one. */
  readonly stdinIsTTY?: boolean;
}

/** The options every command accepts (declared once, on the program). */
export interface GlobalOptions {
  /** Gateway base URL, without a trailing slash. */
  readonly gateway: string;
  readonly tenant: string;
  readonly json: boolean;
}

/** What a command group's `register(program, context)` is given. */
export interface CliContext {
  /** The global options as given for the command being run (before or after its name). */
  globalOptions(command: Command): GlobalOptions;
  /** The CLI container for those options: use cases come from here, never from fetch. */
  container(options: GlobalOptions): Promise<Container>;
  /**
   * Waits for a use case, then prints its value (JSON with --json, else `human`) or one line on
   * stderr describing the failure, and records the exit code.
   */
  report<T>(options: GlobalOptions, outcome: ResultAsync<T, GatewayFailure>, human: (value: T) => string): Promise<void>;
  /** A failure that is not the gateway's (bad input, a URL that is not a listing): one stderr line and the exit code (default 1). */
  fail(message: string, code?: ExitCode): void;
  /** The outside world as given to runCli, for commands that stream output (alerts import); see `ioOf`. */
  readonly io?: CliIo;
}

/** The context's io, or the process's own streams for contexts built without one (older test doubles). */
export function ioOf(context: CliContext): CliIo {
  return (
    context.io ?? {
      stdout: (text) => void process.stdout.write(text),
      stderr: (text) => void process.stderr.write(text),
      env: process.env,
      fetch: globalThis.fetch,
    }
  );
}
