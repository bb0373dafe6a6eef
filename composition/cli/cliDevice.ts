import { homedir } from 'node:os';
import { fetchWithSessionCookies } from '../../adapters/node/fetchWithSessionCookies.ts';
import { SavedSearchesFile } from '../../adapters/node/SavedSearchesFile.ts';
import { SessionFile } from '../../adapters/node/SessionFile.ts';
import type { CliConnection } from '../../cli/CliUseCases.ts';
import type { FetchFunction } from '../../adapters/http/GatewayHttpClient.ts';
import type { CliDevice } from '../roots/cliRoot.ts';

type Environment = CliConnection['env'];

/** The user's home folder: $HOME (so scripts and tests can point it elsewhere), else the OS's idea of it. */
export function homeFolder(env: Environment): string {
  const home = env.HOME;
  return home !== undefined && home !== '' ? home : homedir();
}

/**
 * The CLI's device for one gateway and tenant, under `<home>/.jobboard/<tenant>/`: the session
 * file of `jobboard login`, the guest's saved-searches file, and a fetch that keeps the session's
 * cookies as a browser would.
 */
export function createCliDevice(connection: CliConnection): CliDevice & { readonly fetch: FetchFunction } {
  const home = homeFolder(connection.env);
  const session = new SessionFile(home, connection.tenant, connection.gateway);
  return { session, savedSearches: new SavedSearchesFile(home, connection.tenant), fetch: fetchWithSessionCookies(connection.fetch, session) };
}
