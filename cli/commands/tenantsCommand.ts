import type { Command } from 'commander';
import type { Tenant } from '../../core/tenancy/Tenant.ts';
import { resolve } from '../../composition/provide.ts';
import { T } from '../../composition/tokens.ts';
import type { CliContext } from '../CliContext.ts';
import { table } from '../output.ts';

/** `jobboard tenants`: the boards the gateway serves. */
export function register(program: Command, context: CliContext): void {
  program
    .command('tenants')
    .description('list the tenants (boards) the gateway serves')
    .action(async (_options: unknown, command: Command) => {
      const options = context.globalOptions(command);
      const listTenants = resolve(await context.container(options), T.ListTenants);
      await context.report(options, listTenants.execute(), tenantsTable);
    });
}

export function tenantsTable(tenants: readonly Tenant[]): string {
  return table(
    ['ID', 'NAME'],
    tenants.map((tenant) => [tenant.id, tenant.name]),
  );
}
