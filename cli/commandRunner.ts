import type { Command } from 'commander';
import { err } from 'neverthrow';
import type { Action, CliContext, CommandRun, GlobalOptions, Outcome } from './CliContext.ts';
import { failureJson, type CliFailure } from './CliFailure.ts';
import type { CliIo, FetchFunction } from './CliIo.ts';
import type { CliUseCases, ConnectCli } from './CliUseCases.ts';
import type { ExitCode } from './ExitCode.ts';
import { fetchRespectingRetryAfter } from './fetchRespectingRetryAfter.ts';
import { fetchWithReasons } from './fetchWithReasons.ts';
import { render } from './output.ts';
import { SetUpFailed } from './SetUpFailed.ts';

/**
 * The one set-up and error path of every command: global options, use cases built on first use,
 * the value printed (JSON with --json), or the failure's line on stderr, its JSON on stdout with
 * --json, and its exit code.
 */
export function createCliContext(io: CliIo, connect: ConnectCli, setExitCode: (code: ExitCode) => void): CliContext {
  // One fetch per run: the 429 pause it keeps is shared by every request (import runs several at once).
  const fetch: FetchFunction = fetchRespectingRetryAfter(fetchWithReasons(io.fetch), {
    onPause: (waitMs) => io.stderr(`jobboard: the gateway asks to slow down (HTTP 429): waiting ${Math.ceil(waitMs / 1000)} s\n`),
  });

  const fail = (failure: CliFailure, options: GlobalOptions): void => {
    if (options.json) io.stdout(failureJson(failure));
    io.stderr(`jobboard: ${failure.message}\n`);
    setExitCode(failure.exitCode);
  };

  const report = (outcome: Outcome, options: GlobalOptions): void => {
    if (outcome.isErr()) return fail(outcome.error, options);
    io.stdout(render(outcome.value.value, options.json, () => outcome.value.text()));
    for (const note of outcome.value.notes ?? []) io.stderr(`jobboard: ${note}\n`);
    const afterwards = outcome.value.failure;
    if (afterwards !== undefined) {
      io.stderr(`jobboard: ${afterwards.message}\n`);
      setExitCode(afterwards.exitCode);
    }
  };

  return {
    action:
      <A extends unknown[]>(body: Action<A>) =>
      async (...args: unknown[]): Promise<void> => {
        // Commander calls an action with the arguments, the options, then the command itself.
        const command = args[args.length - 1] as Command;
        const options = globalOptions(command);
        const run: CommandRun = {
          options,
          io,
          useCases: once(() => setUp(connect, { gateway: options.gateway, tenant: options.tenant, env: io.env, fetch })),
        };
        let outcome: Outcome;
        try {
          outcome = await body(run, ...(args.slice(0, -1) as A));
        } catch (error) {
          if (!(error instanceof SetUpFailed)) throw error;
          outcome = err(error.failure);
        }
        report(outcome, options);
      },
  };
}

/** The global options as given for the command being run (before or after its name). */
function globalOptions(command: Command): GlobalOptions {
  const options = command.optsWithGlobals<{ gateway: string; tenant: string; json?: true }>();
  return { gateway: options.gateway.replace(/\/+$/, ''), tenant: options.tenant, json: options.json === true };
}

async function setUp(connect: ConnectCli, connection: Parameters<ConnectCli>[0]): Promise<CliUseCases> {
  try {
    return await connect(connection);
  } catch (error) {
    throw new SetUpFailed(error);
  }
}

function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => (made ??= make());
}
