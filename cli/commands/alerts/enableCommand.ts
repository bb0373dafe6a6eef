import type { Command } from 'commander';
import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { isLoggedIn } from '../../../core/session/SessionState.ts';
import { printed, type CliContext, type CommandRun } from '../../CliContext.ts';
import type { CliFailure } from '../../CliFailure.ts';
import type { CliUseCases } from '../../CliUseCases.ts';
import { alertsFailure } from '../../describeAlertFailure.ts';
import { frequencyOption, givenFrequency } from './alertsOptions.ts';
import { alertEnabledLine } from './savedSearchesOutput.ts';

/** `jobboard alerts enable <id>`: EnableAlert on a search saved on the account. */
export function register(alerts: Command, cli: CliContext): void {
  alerts
    .command('enable')
    .description('enable the e-mail alert of a saved search (logged in)')
    .argument('<id>', "the saved search's id (see alerts list)")
    .addOption(frequencyOption())
    .option('--name <name>', "the alert's name (default: the saved search's)")
    .action(
      cli.action(async (run: CommandRun, id: string, commandOptions: { frequency?: string; name?: string }) => {
        const useCases = await run.useCases();
        const failure = alertsFailure(run.options.gateway);
        if (!isLoggedIn(useCases.session.current)) return errAsync(failure({ kind: 'login-required' }));
        const name = commandOptions.name === undefined ? savedName(useCases, id, failure) : okAsync(commandOptions.name);
        return name
          .andThen((alertName) =>
            useCases.enableAlert.execute({ jobFilterId: id, name: alertName, ...givenFrequency(commandOptions.frequency) }).mapErr(failure),
          )
          .map((filter) => printed(filter, alertEnabledLine));
      }),
    );
}

/** The saved search's own name, the alert's default. */
function savedName(useCases: CliUseCases, id: string, failure: ReturnType<typeof alertsFailure>): ResultAsync<string, CliFailure> {
  return useCases.listSavedSearches
    .execute()
    .mapErr(failure)
    .andThen((list) => {
      const found = list.searches.find((search) => search.id === id);
      return found ? okAsync(found.filterName) : errAsync(failure({ kind: 'search-not-found', id }));
    });
}
