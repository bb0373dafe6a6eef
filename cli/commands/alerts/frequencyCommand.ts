import type { Command } from 'commander';
import { frequencies } from '../../../core/alerts/JobFilter.ts';
import { printed, type CliContext, type CommandRun } from '../../CliContext.ts';
import { alertsFailure } from '../../describeAlertFailure.ts';

/** `jobboard alerts frequency <id> <frequency>`: ChangeAlertFrequency. */
export function register(alerts: Command, cli: CliContext): void {
  alerts
    .command('frequency')
    .description(`change how often an alert is sent: ${frequencies.join(', ')} (logged in)`)
    .argument('<id>', "the saved search's id")
    .argument('<frequency>', frequencies.join(' | '))
    .action(
      cli.action(async (run: CommandRun, id: string, frequency: string) => {
        const { changeAlertFrequency } = await run.useCases();
        return changeAlertFrequency
          .execute({ jobFilterId: id, frequency })
          .mapErr(alertsFailure(run.options.gateway))
          .map((changed) => printed({ id, frequency: changed }, (value) => `frequency of ${id}: ${value.frequency}`));
      }),
    );
}
