import type { Command } from 'commander';
import { printed, type CliContext, type CommandRun } from '../../CliContext.ts';
import { alertsFailure } from '../../describeAlertFailure.ts';
import { noteQuarantine } from './savedSearchesOutput.ts';
import { searchOfUrl } from './searchOfUrl.ts';

/** `jobboard alerts save <listing-url>`: SaveAlert, as the listing's save switch does it. */
export function register(alerts: Command, cli: CliContext): void {
  alerts
    .command('save')
    .description("save a listing URL's search (guest: on this computer, at most 10; logged in: on the account)")
    .argument('<listing-url>', 'a listing URL, absolute or a path with its query')
    .option('--name <name>', "the search's name (default: its tags, comma separated)")
    .action(
      cli.action(async (run: CommandRun, url: string, commandOptions: { name?: string }) => {
        const useCases = await run.useCases();
        const { gateway } = run.options;
        return searchOfUrl(useCases, gateway, url)
          .andThen((search) =>
            useCases.saveAlert
              .execute({ searchUrl: search.searchUrl, filters: search.filters, name: commandOptions.name ?? search.defaultName })
              .mapErr(alertsFailure(gateway)),
          )
          .map((saved) =>
            printed(saved, () => {
              if (saved.quarantined) noteQuarantine(run.io, { quarantined: saved.quarantined });
              const where = saved.target === 'local' ? 'on this computer' : 'on the account';
              return `${saved.added ? 'saved' : 'already saved'} ${where}: ${saved.search.id}  ${saved.search.filterName}  ${saved.search.searchUrl}`;
            }),
          );
      }),
    );
}
