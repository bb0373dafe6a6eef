import { Option, type Command } from 'commander';
import { printed, type CliContext, type CommandRun } from '../../CliContext.ts';
import { alertsFailure } from '../../describeAlertFailure.ts';
import { noteQuarantine, searchesCsv } from './savedSearchesOutput.ts';

/** `jobboard alerts export`: the saved searches and their alerts, as JSON or CSV. */
export function register(alerts: Command, cli: CliContext): void {
  alerts
    .command('export')
    .description('print the saved searches and their alerts, as JSON (default) or CSV')
    .addOption(new Option('--format <format>', 'output format').choices(['json', 'csv']).default('json'))
    .action(
      cli.action(async (run: CommandRun, commandOptions: { format: 'json' | 'csv' }) => {
        const { listSavedSearches } = await run.useCases();
        return listSavedSearches
          .execute()
          .mapErr(alertsFailure(run.options.gateway))
          .map((list) => {
            noteQuarantine(run.io, list);
            // The printer ends the output with one newline; the CSV text ends with its last record's.
            return printed(list.searches, (searches) =>
              commandOptions.format === 'csv' ? searchesCsv(searches).replace(/\n$/, '') : JSON.stringify(searches, null, 2),
            );
          });
      }),
    );
}
