import type { Command } from 'commander';
import { parseAlertLink } from '../../../core/alerts/job-alerts/alertLinks.ts';
import { printed, type CliContext, type CommandRun } from '../../CliContext.ts';
import { alertsFailure } from '../../describeAlertFailure.ts';
import { looksLikeLink } from './alertsOptions.ts';

/** `jobboard alerts unsubscribe <link>`: Unsubscribe, from the e-mail's link or its two parts. */
export function register(alerts: Command, cli: CliContext): void {
  alerts
    .command('unsubscribe')
    .description('remove a guest alert from its e-mail unsubscribe link (or its candidate id and code)')
    .argument('[link-or-candidate-id]', 'the unsubscribe link (…?job-alerts=unsubscribe&candidate-id=…&code=…), or the candidate id')
    .argument('[code]', 'the code, when a candidate id is given')
    .option('--candidate-id <id>', 'the candidate id')
    .option('--code <code>', 'the unsubscribe code')
    .action(
      cli.action(
        async (run: CommandRun, first: string | undefined, second: string | undefined, commandOptions: { candidateId?: string; code?: string }) => {
          const { unsubscribe } = await run.useCases();
          const link = first === undefined ? null : parseAlertLink(first);
          const fromLink = link?.kind === 'unsubscribe' ? link : null;
          const candidateId = commandOptions.candidateId ?? fromLink?.candidateId ?? (looksLikeLink(first) ? null : first);
          const code = commandOptions.code ?? fromLink?.code ?? second;
          return unsubscribe
            .execute({ candidateId, code })
            .mapErr(alertsFailure(run.options.gateway))
            .map(() => printed({ unsubscribed: true }, () => 'unsubscribed'));
        },
      ),
    );
}
