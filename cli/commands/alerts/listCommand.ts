import type { Command } from 'commander';
import { runUseCase, type CliContext } from '../../CliContext.ts';
import { alertsFailure } from '../../describeAlertFailure.ts';
import { noteQuarantine, searchesTable } from './savedSearchesOutput.ts';

/** `jobboard alerts list`: this computer's searches for a guest, the account's after login. */
export function register(alerts: Command, cli: CliContext): void {
  alerts
    .command('list')
    .description("list the saved searches (this computer's for a guest, the account's after login)")
    .action(
      cli.action(
        runUseCase(
          (useCases) => useCases.listSavedSearches,
          alertsFailure,
          (list, run) => {
            noteQuarantine(run.io, list);
            return searchesTable(list);
          },
        ),
      ),
    );
}
