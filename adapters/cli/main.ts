import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import type { ResultAsync } from 'neverthrow';
import packageJson from '../../package.json' with { type: 'json' };
import type { GatewayFailure } from '../../core/shared/Failure.ts';
import { createCliContainer } from '../../composition/containers.ts';
import { ExitCode, type CliContext, type CliIo, type GlobalOptions } from './CliContext.ts';
import * as healthCommand from './commands/healthCommand.ts';
import * as tenantsCommand from './commands/tenantsCommand.ts';
import { describeFailure } from './describeFailure.ts';
import { fetchWithReasons } from './fetchWithReasons.ts';
import { render } from './output.ts';

/** Every command group; a new group is one file in commands/ and one line here. */
const commandGroups: ReadonlyArray<{ register(program: Command, context: CliContext): void }> = [tenantsCommand, healthCommand];

const exitCodesHelp = `
Exit codes:
  0  success
  1  the operation failed (gateway unreachable, refused or answered unexpectedly)
  2  usage error (unknown command or option, missing or invalid value)

Environment:
  JOBBOARD_GATEWAY  gateway URL (default: http://localhost:$PORT, PORT defaulting to 3000)
  JOBBOARD_TENANT   tenant id (default: jobboard)`;

/** Runs one command line and returns its exit code; the launcher sets `process.exitCode` from it. */
export async function runCli(argv: readonly string[], io: CliIo): Promise<ExitCode> {
  let exitCode: ExitCode = ExitCode.ok;
  const context = createContext(io, (code) => (exitCode = code));
  const program = buildProgram(context, io);
  try {
    await program.parseAsync([...argv], { from: 'user' });
    return exitCode;
  } catch (error) {
    // Help and --version also arrive here (with exit code 0): exitOverride turns every exit into a throw.
    if (error instanceof CommanderError) return error.exitCode === 0 ? ExitCode.ok : ExitCode.usage;
    throw error;
  }
}

/** The `jobboard` program: global options, then each command group. */
export function buildProgram(context: CliContext, io: CliIo): Command {
  const program = new Command()
    .name('jobboard')
    .description('Scripted operations against a jobboard gateway.')
    .version(packageJson.version, '-V, --version')
    // Before the commands are added, so that every command inherits them.
    .exitOverride()
    .configureOutput({ writeOut: io.stdout, writeErr: io.stderr, outputError: (message, write) => write(usageLine(message)) })
    .configureHelp({ showGlobalOptions: true })
    .addOption(
      new Option('--gateway <url>', 'gateway base URL').env('JOBBOARD_GATEWAY').default(defaultGateway(io.env)).argParser(parseGatewayUrl),
    )
    .addOption(new Option('--tenant <id>', 'tenant id').env('JOBBOARD_TENANT').default('jobboard'))
    .option('--json', 'print JSON instead of text, for scripts')
    .addHelpText('after', exitCodesHelp);
  for (const group of commandGroups) group.register(program, context);
  return program;
}

function createContext(io: CliIo, setExitCode: (code: ExitCode) => void): CliContext {
  const fetch = fetchWithReasons(io.fetch);
  return {
    globalOptions: (command) => {
      const options = command.optsWithGlobals<{ gateway: string; tenant: string; json?: true }>();
      return { gateway: withoutTrailingSlash(options.gateway), tenant: options.tenant, json: options.json === true };
    },
    container: (options) => createCliContainer({ fetch, baseUrl: options.gateway, tenantId: options.tenant }),
    report: async <T>(options: GlobalOptions, outcome: ResultAsync<T, GatewayFailure>, human: (value: T) => string) => {
      const result = await outcome;
      if (result.isOk()) io.stdout(render(result.value, options.json, human));
      else {
        io.stderr(`jobboard: ${describeFailure(result.error, options.gateway)}\n`);
        setExitCode(ExitCode.failed);
      }
    },
  };
}

export function defaultGateway(env: Readonly<Record<string, string | undefined>>): string {
  const port = env.PORT !== undefined && /^\d{1,5}$/.test(env.PORT) ? env.PORT : '3000';
  return `http://localhost:${port}`;
}

/** A gateway URL must be http(s); a typo here is a usage error (exit 2), not a network failure. */
function parseGatewayUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new InvalidArgumentError('not a URL.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new InvalidArgumentError('must be an http or https URL.');
  return withoutTrailingSlash(value);
}

const withoutTrailingSlash = (url: string): string => url.replace(/\/+$/, '');

/** Commander's messages can span lines (a "Did you mean" hint): scripts get one line. */
function usageLine(message: string): string {
  const text = message
    .replace(/^error: /, '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join(' ');
  return `jobboard: ${text} (see jobboard --help)\n`;
}
