import type { Command } from 'commander';
import { err } from 'neverthrow';
import { printed, type CliContext, type CommandRun } from '../../CliContext.ts';
import { cliFailure } from '../../CliFailure.ts';
import { alertsFailure } from '../../describeAlertFailure.ts';
import { ExitCode } from '../../ExitCode.ts';

/** `jobboard alerts delete <id>`: DeleteSavedSearch, its confirmation answered by --yes or the terminal. */
export function register(alerts: Command, cli: CliContext): void {
  alerts
    .command('delete')
    .description('delete a saved search and its alert, after a confirmation')
    .argument('<id>', "the saved search's id")
    .option('-y, --yes', 'confirm without asking (needed when not run from a terminal)')
    .action(
      cli.action(async (run: CommandRun, id: string, commandOptions: { yes?: true }) => {
        const { deleteSavedSearch, confirmation } = await run.useCases();
        const { ask } = run.io;
        let refusedWithoutTerminal = false;
        // The use case asks through the page's confirmation dialog; here the terminal (or --yes) answers it.
        const subscription = confirmation.state$.subscribe((state) => {
          if (state === null || state.confirmDisabled) return;
          if (commandOptions.yes === true) void confirmation.accept();
          else if (run.io.stdinIsTTY === true && ask !== undefined) {
            void ask(`Delete saved search ${id} and its alert? [y/N] `).then((yes) => (yes ? confirmation.accept() : confirmation.cancel()));
          } else {
            refusedWithoutTerminal = true;
            confirmation.cancel();
          }
        });
        try {
          const result = await deleteSavedSearch.execute({ id });
          if (refusedWithoutTerminal) return err(cliFailure('confirmation-required', 'delete needs a confirmation: add --yes', ExitCode.usage));
          return result
            .mapErr(alertsFailure(run.options.gateway))
            .map((outcome) => printed(outcome, () => (outcome.deleted ? `deleted: ${id}` : `not deleted: ${id}`)));
        } finally {
          subscription.unsubscribe();
        }
      }),
    );
}
