import { Command, CommanderError, Option } from 'commander';
import packageJson from '../package.json' with { type: 'json' };
import type { CliContext } from './CliContext.ts';
import { cliFailure, failureJson } from './CliFailure.ts';
import type { CliIo } from './CliIo.ts';
import type { ConnectCli } from './CliUseCases.ts';
import { createCliContext } from './commandRunner.ts';
import * as alertsCommands from './commands/alerts/alertsCommands.ts';
import * as digestsCommand from './commands/digestsCommand.ts';
import * as healthCommand from './commands/healthCommand.ts';
import * as loginCommand from './commands/loginCommand.ts';
import * as logoutCommand from './commands/logoutCommand.ts';
import * as offersCommand from './commands/offersCommand.ts';
import * as tenantsCommand from './commands/tenantsCommand.ts';
import * as urlCommands from './commands/url/urlCommands.ts';
import { ExitCode } from './ExitCode.ts';
import { checkGatewayFromEnvironment, defaultGateway, environment, parseGatewayUrl } from './gatewayOption.ts';

/** Every top-level command; a new one is a file in commands/ and one line here. */
const commands: ReadonlyArray<{ register(program: Command, cli: CliContext): void }> = [
  tenantsCommand,
  healthCommand,
  urlCommands,
  offersCommand,
  alertsCommands,
  digestsCommand,
  loginCommand,
  logoutCommand,
];

const exitCodesHelp = `
Exit codes:
  0  success
  1  the operation failed (gateway unreachable, refused or answered unexpectedly)
  2  usage error (unknown command or option, missing or invalid value)
  3  alerts import: some rows were not imported (each reported with its line)

Environment:
  JOBBOARD_GATEWAY  gateway URL (default: http://localhost:$PORT, PORT defaulting to 3000)
  JOBBOARD_TENANT   tenant id (default: jobboard)
  JOBBOARD_OPERATOR_TOKEN  the gateway's operator token, for digests run (else OPERATOR_TOKEN)`;

/**
 * Runs one command line and returns its exit code; the launcher sets `process.exitCode` from it.
 * `connect` builds the use cases, called only once a command runs.
 */
export async function runCli(argv: readonly string[], io: CliIo, connect: ConnectCli): Promise<ExitCode> {
  let exitCode: ExitCode = ExitCode.ok;
  let usageError: string | null = null;
  const cli = createCliContext(io, connect, (code) => (exitCode = code));
  const program = buildProgram(cli, io, (message) => (usageError = message));
  try {
    await program.parseAsync([...argv], { from: 'user' });
    return exitCode;
  } catch (error) {
    // Help and --version also arrive here (with exit code 0): exitOverride turns every exit into a throw.
    if (!(error instanceof CommanderError)) throw error;
    if (error.exitCode === 0) return ExitCode.ok;
    if (asksForJson(argv)) io.stdout(failureJson(cliFailure('usage', usageError ?? 'a command is needed (see jobboard --help)', ExitCode.usage)));
    return ExitCode.usage;
  }
}

/** The `jobboard` program: global options, then each command. Usage errors are told to `onUsageError` as one line. */
function buildProgram(cli: CliContext, io: CliIo, onUsageError: (message: string) => void): Command {
  const program = new Command()
    .name('jobboard')
    .description('Scripted operations against a jobboard gateway.')
    .version(packageJson.version, '-V, --version')
    // Before the commands are added, so that every command inherits them.
    .exitOverride()
    .configureOutput({
      writeOut: io.stdout,
      writeErr: io.stderr,
      outputError: (message, write) => {
        onUsageError(usageLine(message));
        write(`jobboard: ${usageLine(message)} (see jobboard --help)\n`);
      },
    })
    .configureHelp({ showGlobalOptions: true })
    // Defaults come from the environment given in `io` (commander's own `.env()` reads process.env).
    .addOption(new Option('--gateway <url>', 'gateway base URL').default(defaultGateway(io.env)).argParser(parseGatewayUrl))
    .addOption(new Option('--tenant <id>', 'tenant id').default(environment(io.env, 'JOBBOARD_TENANT') ?? 'jobboard'))
    .option('--json', 'print JSON instead of text, for scripts')
    .addHelpText('after', exitCodesHelp)
    .hook('preAction', (_program, command) => checkGatewayFromEnvironment(command));
  for (const command of commands) command.register(program, cli);
  return program;
}

/** Commander's messages can span lines (a "Did you mean" hint): scripts get one line. */
function usageLine(message: string): string {
  return message
    .replace(/^error: /, '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join(' ');
}

/** Whether the command line asks for JSON (before a `--` that ends the options). */
function asksForJson(argv: readonly string[]): boolean {
  const end = argv.indexOf('--');
  return (end === -1 ? argv : argv.slice(0, end)).includes('--json');
}
