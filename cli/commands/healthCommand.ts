import type { Command } from 'commander';
import type { Health } from '../../core/tenancy/GatewayStatus.ts';
import { runUseCase, type CliContext } from '../CliContext.ts';
import { gatewayFailure } from '../describeFailure.ts';
import { fields } from '../output.ts';

/** `jobboard health`: whether the gateway and its database answer; handy before a scripted run. */
export function register(program: Command, cli: CliContext): void {
  program
    .command('health')
    .description('check that the gateway and its database answer')
    .action(cli.action(runUseCase((useCases) => useCases.checkHealth, gatewayFailure, healthFields)));
}

export function healthFields(health: Health): string {
  return fields([
    ['status', health.status],
    ['database', health.database],
    ['offers', health.offers],
    ['version', health.version],
  ]);
}
