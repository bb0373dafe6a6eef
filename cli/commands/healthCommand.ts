import type { Command } from 'commander';
import type { Health } from '../../core/tenancy/GatewayStatus.ts';
import { resolve } from '../../composition/provide.ts';
import { T } from '../../composition/tokens.ts';
import type { CliContext } from '../CliContext.ts';
import { fields } from '../output.ts';

/** `jobboard health`: whether the gateway and its database answer; handy before a scripted run. */
export function register(program: Command, context: CliContext): void {
  program
    .command('health')
    .description('check that the gateway and its database answer')
    .action(async (_options: unknown, command: Command) => {
      const options = context.globalOptions(command);
      const checkHealth = resolve(await context.container(options), T.CheckHealth);
      await context.report(options, checkHealth.execute(), healthFields);
    });
}

export function healthFields(health: Health): string {
  return fields([
    ['status', health.status],
    ['database', health.database],
    ['offers', health.offers],
    ['version', health.version],
  ]);
}
