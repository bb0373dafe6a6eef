import type { Command } from 'commander';
import { printed, type CliContext, type CommandRun } from '../../CliContext.ts';
import { alertsFailure } from '../../describeAlertFailure.ts';
import { noteQuarantine, searchesTable } from './savedSearchesOutput.ts';

/** `jobboard alerts list`: this computer's searches for a guest, the account's after login. */
export function register(alerts: Command, cli: CliContext): void {
  alerts
    .command('list')
    .description("list the saved searches (this computer's for a guest, the account's after login)")
    .action(
      cli.action(async (run: CommandRun) => {
        const { listSavedSearches } = await run.useCases();
        return listSavedSearches
          .execute()
          .mapErr(alertsFailure(run.options.gateway))
          .map((list) =>
            printed(list, () => {
              noteQuarantine(run.io, list);
              return searchesTable(list);
            }),
          );
      }),
    );
}
