import type { Command } from 'commander';
import type { CliContext } from '../../CliContext.ts';
import * as activateCommand from './activateCommand.ts';
import * as createCommand from './createCommand.ts';
import * as deleteCommand from './deleteCommand.ts';
import * as disableCommand from './disableCommand.ts';
import * as enableCommand from './enableCommand.ts';
import * as exportCommand from './exportCommand.ts';
import * as frequencyCommand from './frequencyCommand.ts';
import * as importCommand from './importCommand.ts';
import * as listCommand from './listCommand.ts';
import * as moveCommand from './moveCommand.ts';
import * as saveCommand from './saveCommand.ts';
import * as unsubscribeCommand from './unsubscribeCommand.ts';

const alertsHelp = `
Guests (not logged in) keep up to 10 saved searches in $HOME/.jobboard/<tenant>/job-alerts.json;
after \`jobboard login\` the commands work on the account's saved filters on the gateway.

Exit codes:
  0  success
  1  the operation failed (gateway unreachable or refused, limit reached, link not valid)
  2  usage error, or input refused before any call (bad e-mail, name, frequency, URL, link)
  3  import: some rows were not imported (each reported with its line number)`;

/** In the order `jobboard alerts --help` lists them. */
const subcommands: ReadonlyArray<{ register(alerts: Command, cli: CliContext): void }> = [
  listCommand,
  saveCommand,
  createCommand,
  enableCommand,
  disableCommand,
  frequencyCommand,
  deleteCommand,
  activateCommand,
  unsubscribeCommand,
  moveCommand,
  importCommand,
  exportCommand,
];

/**
 * `jobboard alerts ...`: saved searches and job alerts through the same use cases as the web app,
 * over the CLI's device (a file for a guest's searches, the `jobboard login` session file).
 */
export function register(program: Command, cli: CliContext): void {
  const alerts = program
    .command('alerts')
    .description('saved searches and job alerts: list, save, create, enable, disable, frequency, delete, activate, unsubscribe, import, export')
    .addHelpText('after', alertsHelp);
  for (const subcommand of subcommands) subcommand.register(alerts, cli);
}
