import type { Command } from 'commander';
import type { Tenant } from '../../core/tenancy/Tenant.ts';
import { runUseCase, type CliContext } from '../CliContext.ts';
import { gatewayFailure } from '../describeFailure.ts';
import { table } from '../output.ts';

/** `jobboard tenants`: the boards the gateway serves. */
export function register(program: Command, cli: CliContext): void {
  program
    .command('tenants')
    .description('list the tenants (boards) the gateway serves')
    .action(cli.action(runUseCase((useCases) => useCases.listTenants, gatewayFailure, tenantsTable)));
}

export function tenantsTable(tenants: readonly Tenant[]): string {
  return table(
    ['ID', 'NAME'],
    tenants.map((tenant) => [tenant.id, tenant.name]),
  );
}
