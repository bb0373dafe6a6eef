import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import type { ResultAsync } from 'neverthrow';
import packageJson from '../package.json' with { type: 'json' };
import type { GatewayFailure } from '../core/shared/Failure.ts';
import { ExitCode, type CliContext, type CliIo, type GlobalOptions } from './CliContext.ts';
import * as healthCommand from './commands/healthCommand.ts';
import * as tenantsCommand from './commands/tenantsCommand.ts';
import * as urlCommand from './commands/urlCommand.ts';
import * as offersCommand from './commands/offersCommand.ts';
import * as alertsCommand from './commands/alertsCommand.ts';
import * as loginCommand from './commands/loginCommand.ts';
import { createCliDevice } from './cliDevice.ts';
import { describeFailure } from './describeFailure.ts';
import { fetchWithReasons } from './fetchWithReasons.ts';
import { render } from './output.ts';

/** Every command group; a new group is one file in commands/ and one line here. */
const commandGroups: ReadonlyArray<{ register(program: Command, context: CliContext): void }> = [tenantsCommand, healthCommand, urlCommand, offersCommand, alertsCommand, loginCommand];

const exitCodesHelp = `
Exit codes:
  0  success
  1  the operation failed (gateway unreachable, refused or answered unexpectedly)
  2  usage error (unknown command or option, missing or invalid value)
  3  alerts import: some rows were not imported (each reported with its line)

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
    // Defaults come from the environment given in `io` (commander's own `.env()` reads process.env).
    .addOption(new Option('--gateway <url>', 'gateway base URL').default(defaultGateway(io.env)).argParser(parseGatewayUrl))
    .addOption(new Option('--tenant <id>', 'tenant id').default(environment(io.env, 'JOBBOARD_TENANT') ?? 'jobboard'))
    .option('--json', 'print JSON instead of text, for scripts')
    .addHelpText('after', exitCodesHelp)
    .hook('preAction', (_program, command) => checkGatewayFromEnvironment(command));
  for (const group of commandGroups) group.register(program, context);
  return program;
}

/** `--gateway` is checked as it is parsed; a default from JOBBOARD_GATEWAY is checked here, as the same usage error. */
function checkGatewayFromEnvironment(command: Command): void {
  const program = rootOf(command);
  if (program.getOptionValueSource('gateway') !== 'default') return;
  const value = String(program.getOptionValue('gateway'));
  try {
    parseGatewayUrl(value);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    program.error(`environment variable JOBBOARD_GATEWAY '${value}' is invalid. ${reason}`, { exitCode: ExitCode.usage, code: 'jobboard.invalidEnvironment' });
  }
}

function rootOf(command: Command): Command {
  return command.parent ? rootOf(command.parent) : command;
}

function createContext(io: CliIo, setExitCode: (code: ExitCode) => void): CliContext {
  const fetch = fetchWithReasons(io.fetch);
  return {
    io,
    globalOptions: (command) => {
      const options = command.optsWithGlobals<{ gateway: string; tenant: string; json?: true }>();
      return { gateway: withoutTrailingSlash(options.gateway), tenant: options.tenant, json: options.json === true };
    },
    container: async (options) => {
      // Loaded on first use: inversify and the codecs are most of the start-up time, and --help or a
      // usage error should not pay for them.
      const { createCliContainer } = await import('../composition/containers.ts');
      // The CLI's files (guest searches, the login session) under $HOME/.jobboard/<tenant>/.
      const device = createCliDevice(io.env, options.gateway, options.tenant, fetch, io.stderr);
      return createCliContainer({ fetch: device.fetch, baseUrl: options.gateway, tenantId: options.tenant, device });
    },
    report: async <T>(options: GlobalOptions, outcome: ResultAsync<T, GatewayFailure>, human: (value: T) => string) => {
      const result = await outcome;
      if (result.isOk()) io.stdout(render(result.value, options.json, human));
      else {
        io.stderr(`jobboard: ${describeFailure(result.error, options.gateway)}\n`);
        setExitCode(ExitCode.failed);
      }
    },
    fail: (message, code = ExitCode.failed) => {
      io.stderr(`jobboard: ${message}\n`);
      setExitCode(code);
    },
  };
}

type Environment = Readonly<Record<string, string | undefined>>;

/** JOBBOARD_GATEWAY, else the gateway `npm start` runs on this machine (PORT, as the server reads it). */
export function defaultGateway(env: Environment): string {
  const fromEnvironment = environment(env, 'JOBBOARD_GATEWAY');
  if (fromEnvironment !== undefined) return withoutTrailingSlash(fromEnvironment);
  const port = environment(env, 'PORT') ?? '3000';
  return `http://localhost:${/^\d{1,5}$/.test(port) ? port : '3000'}`;
}

/** An empty variable counts as unset, as shells and CI files often leave them. */
const environment = (env: Environment, name: string): string | undefined => (env[name] === '' ? undefined : env[name]);

/** A gateway URL must be http(s); a typo here is a usage error (exit 2), not a network failure. */
function parseGatewayUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new InvalidArgumentError('It is not a URL.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new InvalidArgumentError('It must be an http or https URL.');
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
