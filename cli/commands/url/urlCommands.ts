import type { Command } from 'commander';
import type { CliContext } from '../../CliContext.ts';
import * as buildCommand from './buildCommand.ts';
import * as parseCommand from './parseCommand.ts';

/**
 * `jobboard url parse <url>` and `jobboard url build`: the listing URL grammar, both ways, with the
 * same core functions the web app uses, over the tenant's vocabulary from the gateway.
 */
export function register(program: Command, cli: CliContext): void {
  const url = program.command('url').description('parse and build listing URLs (docs/listing-url.md)');
  parseCommand.register(url, cli);
  buildCommand.register(url, cli);
}
