import type { Command } from 'commander';
import { parseAlertLink } from '../../../core/alerts/job-alerts/alertLinks.ts';
import { printed, type CliContext, type CommandRun } from '../../CliContext.ts';
import { alertsFailure } from '../../describeAlertFailure.ts';
import { looksLikeLink } from './alertsOptions.ts';

/** `jobboard alerts activate <link>`: ActivateAlert, from the e-mail's link or its two parts. */
export function register(alerts: Command, cli: CliContext): void {
  alerts
    .command('activate')
    .description('activate a guest alert from its e-mail link (or its code and job filter id)')
    .argument('[link-or-code]', 'the activation link (…?job-alerts=activate&code=…&job-filter-id=…), or the code')
    .argument('[job-filter-id]', 'the job filter id, when a code is given')
    .option('--code <code>', 'the activation code')
    .option('--job-filter-id <id>', 'the job filter id')
    .action(
      cli.action(
        async (run: CommandRun, first: string | undefined, second: string | undefined, commandOptions: { code?: string; jobFilterId?: string }) => {
          const { activateAlert } = await run.useCases();
          const link = first === undefined ? null : parseAlertLink(first);
          const fromLink = link?.kind === 'activate' ? link : null;
          const code = commandOptions.code ?? fromLink?.code ?? (looksLikeLink(first) ? null : first);
          const jobFilterId = commandOptions.jobFilterId ?? fromLink?.jobFilterId ?? second;
          return activateAlert
            .execute({ code, jobFilterId })
            .mapErr(alertsFailure(run.options.gateway))
            .map(() => printed({ activated: true }, () => 'alert activated'));
        },
      ),
    );
}
