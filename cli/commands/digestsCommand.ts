import type { Command } from 'commander';
import type { DigestRunFailure, DigestRunReport } from '../../core/alerts/digests/DigestRuns.ts';
import { printed, type CliContext, type CommandRun } from '../CliContext.ts';
import { cliFailure, type CliFailure } from '../CliFailure.ts';
import { gatewayFailure } from '../describeFailure.ts';
import { ExitCode } from '../ExitCode.ts';
import { fields, table } from '../output.ts';

/**
 * `jobboard digests run [--dry-run]`: the job-alert digests now, instead of at the server's next
 * one-minute tick, or with --dry-run what they would send. An operator's command: the gateway's
 * operator token comes from JOBBOARD_OPERATOR_TOKEN (or OPERATOR_TOKEN, the server's setting).
 */
export function register(program: Command, cli: CliContext): void {
  const digests = program.command('digests').description("the job-alert digests (an operator's commands)");
  digests
    .command('run')
    .description('send the due job-alert digests now; --dry-run prints what would be sent and sends nothing')
    .option('--dry-run', 'report what would be sent, send nothing')
    .action(
      cli.action(async (run: CommandRun, options: { dryRun?: boolean }) => {
        const { runDigests } = await run.useCases();
        const operatorToken = run.io.env['JOBBOARD_OPERATOR_TOKEN'] ?? run.io.env['OPERATOR_TOKEN'];
        return runDigests
          .execute({ dryRun: options.dryRun === true, operatorToken })
          .mapErr((failure) => describeRunFailure(failure, run.options.gateway))
          .map((report) => printed(report, reportText));
      }),
    );
}

function describeRunFailure(failure: DigestRunFailure, gateway: string): CliFailure {
  if (failure.kind === 'operator-unauthorized') {
    return cliFailure(
      'operator-unauthorized',
      `the gateway at ${gateway} needs its operator token: set JOBBOARD_OPERATOR_TOKEN (the server's OPERATOR_TOKEN, or its DATA_DIR/operator-token)`,
    );
  }
  if (failure.kind === 'operator-disabled')
    return cliFailure('operator-disabled', `the gateway at ${gateway} takes no operator calls (it has no operator token)`, ExitCode.failed);
  return gatewayFailure(gateway)(failure);
}

/** The counts an operator reads first; a dry run lists each digest it would send. */
export function reportText(report: DigestRunReport): string {
  const summary = fields([
    ['run', report.dryRun ? 'dry run: nothing sent' : 'sent'],
    ['alerts due', report.alerts],
    [report.dryRun ? 'digests to send' : 'digests written', report.digests],
    ['offers listed', report.offers],
    ['alerts failed', report.failed],
  ]);
  if (!report.dryRun || report.preview.length === 0) return summary;
  const rows = report.preview.map((digest) => [
    digest.tenant,
    digest.email,
    digest.name,
    `${digest.offers}${digest.more ? '+' : ''}`,
    digest.titles.slice(0, 3).join('; '),
  ]);
  return `${summary}\n\n${table(['TENANT', 'TO', 'ALERT', 'OFFERS', 'FIRST OFFERS'], rows)}`;
}
