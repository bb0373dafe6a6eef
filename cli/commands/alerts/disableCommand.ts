import type { Command } from 'commander';
import { printed, type CliContext, type CommandRun } from '../../CliContext.ts';
import { alertsFailure } from '../../describeAlertFailure.ts';

/** `jobboard alerts disable <id>`: DisableAlert; the saved search stays. */
export function register(alerts: Command, cli: CliContext): void {
  alerts
    .command('disable')
    .description('disable the e-mail alert of a saved search; the search stays (logged in)')
    .argument('<id>', "the saved search's id")
    .action(
      cli.action(async (run: CommandRun, id: string) => {
        const { disableAlert } = await run.useCases();
        return disableAlert
          .execute({ jobFilterId: id })
          .mapErr(alertsFailure(run.options.gateway))
          .map(() => printed({ id, disabled: true }, () => `alert disabled: ${id}`));
      }),
    );
}
