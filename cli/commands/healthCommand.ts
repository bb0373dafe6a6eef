import type { Command } from 'commander';
import type { Health } from '../../core/tenancy/GatewayStatus.ts';
import { printed, type CliContext, type CommandRun } from '../CliContext.ts';
import { gatewayFailure } from '../describeFailure.ts';
import { fields } from '../output.ts';

/** `jobboard health`: whether the gateway and its database answer; handy before a scripted run. */
export function register(program: Command, cli: CliContext): void {
  program
    .command('health')
    .description('check that the gateway and its database answer')
    .action(
      cli.action(async (run: CommandRun) => {
        const { checkHealth } = await run.useCases();
        return checkHealth
          .execute()
          .mapErr(gatewayFailure(run.options.gateway))
          .map((health) => printed(health, healthFields));
      }),
    );
}

export function healthFields(health: Health): string {
  return fields([
    ['status', health.status],
    ['database', health.database],
    ['offers', health.offers],
    ['version', health.version],
  ]);
}
