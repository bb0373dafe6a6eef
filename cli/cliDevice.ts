import { homedir } from 'node:os';
import { fetchWithSessionCookies } from '../adapters/node/fetchWithSessionCookies.ts';
import { SavedSearchesFile } from '../adapters/node/SavedSearchesFile.ts';
import { SessionFile } from '../adapters/node/SessionFile.ts';
import type { FetchFunction } from '../adapters/http/GatewayHttpClient.ts';
import { fetchRespectingRetryAfter } from './fetchRespectingRetryAfter.ts';

type Environment = Readonly<Record<string, string | undefined>>;

/** The user's home folder: $HOME (so scripts and tests can point it elsewhere), else the OS's idea of it. */
export function homeFolder(env: Environment): string {
  const home = env.HOME;
  return home !== undefined && home !== '' ? home : homedir();
}

/**
 * The CLI's device for one gateway and tenant: the session file of `jobboard login`, the guest's
 * saved-searches file, and a fetch that keeps the session's cookies as a browser would and waits
 * out the gateway's 429s (Retry-After), saying so through `notice`.
 */
export function createCliDevice(env: Environment, gateway: string, tenantId: string, fetch: FetchFunction, notice: (line: string) => void = () => undefined) {
  const home = homeFolder(env);
  const session = new SessionFile(home, tenantId, gateway);
  const polite = fetchRespectingRetryAfter(fetch, {
    onPause: (waitMs) => notice(`jobboard: the gateway asks to slow down (HTTP 429): waiting ${Math.ceil(waitMs / 1000)} s\n`),
  });
  return { session, savedSearches: new SavedSearchesFile(home, tenantId), fetch: fetchWithSessionCookies(polite, session) };
}
