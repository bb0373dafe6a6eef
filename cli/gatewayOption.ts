import { InvalidArgumentError, type Command } from 'commander';
import type { Environment } from './CliIo.ts';
import { ExitCode } from './ExitCode.ts';

/** JOBBOARD_GATEWAY, else the gateway `npm start` runs on this machine (PORT, as the server reads it). */
export function defaultGateway(env: Environment): string {
  const fromEnvironment = environment(env, 'JOBBOARD_GATEWAY');
  if (fromEnvironment !== undefined) return withoutTrailingSlash(fromEnvironment);
  const port = environment(env, 'PORT') ?? '3000';
  return `http://localhost:${/^\d{1,5}$/.test(port) ? port : '3000'}`;
}

/** An empty variable counts as unset, as shells and CI files often leave them. */
export const environment = (env: Environment, name: string): string | undefined => (env[name] === '' ? undefined : env[name]);

/** A gateway URL must be http(s); a typo here is a usage error (exit 2), not a network failure. */
export function parseGatewayUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new InvalidArgumentError('It is not a URL.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new InvalidArgumentError('It must be an http or https URL.');
  return withoutTrailingSlash(value);
}

/** `--gateway` is checked as it is parsed; a default from JOBBOARD_GATEWAY is checked here, as the same usage error. */
export function checkGatewayFromEnvironment(command: Command): void {
  const program = rootOf(command);
  if (program.getOptionValueSource('gateway') !== 'default') return;
  const value = String(program.getOptionValue('gateway'));
  try {
    parseGatewayUrl(value);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    program.error(`environment variable JOBBOARD_GATEWAY '${value}' is invalid. ${reason}`, {
      exitCode: ExitCode.usage,
      code: 'jobboard.invalidEnvironment',
    });
  }
}

function rootOf(command: Command): Command {
  return command.parent ? rootOf(command.parent) : command;
}

const withoutTrailingSlash = (url: string): string => url.replace(/\/+$/, '');
