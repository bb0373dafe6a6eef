import type { Container } from 'inversify';
import { GatewayHttpClient } from '../../adapters/http/GatewayHttpClient.ts';
import { KeyValueStoreInMemory } from '../../adapters/in-memory/KeyValueStoreInMemory.ts';
import type { SessionFile } from '../../adapters/node/SessionFile.ts';
import { ErrorReporterConsole } from '../../adapters/system/ErrorReporterConsole.ts';
import type { SavedSearchesStore } from '../../core/alerts/saved-searches/SavedSearchesStore.ts';
import { guestSession, loggedIn } from '../../core/session/SessionState.ts';
import type { HttpSettings } from '../bindHttpAdapters.ts';
import { resolve } from '../provide.ts';
import { T } from '../tokens.ts';

/**
 * The CLI's own device, made by the CLI (adapters/node; they are handed in rather than imported
 * so that this module, reached from containers.ts, stays free of Node APIs for the browser
 * bundle): the session file written by `jobboard login` and the guest's saved-searches file, both
 * under `<home>/.jobboard/<tenant>/`. The CLI's `fetch` is expected to carry the session's cookies
 * already (fetchWithSessionCookies).
 */
export interface CliDevice {
  readonly session: SessionFile;
  readonly savedSearches: SavedSearchesStore;
}

/**
 * Binds the device's ports and rebinds the gateway client so every call carries the bearer token
 * of the session file; the session store starts logged in when the file holds a session for this
 * gateway, else as a guest. Called by createCliContainer after the HTTP adapters and use cases.
 */
export function bindCliDevice(container: Container, settings: HttpSettings, device: CliDevice): void {
  const { session } = device;
  container.bind(T.CliSessionFile).toConstantValue(session);
  container.bind(T.BearerTokenStore).toConstantValue(session.bearer);
  container.bind(T.CookieJar).toConstantValue(session.cookies);
  if (!container.isBound(T.KeyValueStore)) container.bind(T.KeyValueStore).toConstantValue(new KeyValueStoreInMemory());
  if (!container.isBound(T.ErrorReporter)) container.bind(T.ErrorReporter).toConstantValue(new ErrorReporterConsole());
  container.bind(T.SavedSearchesStore).toConstantValue(device.savedSearches);
  container.rebind(T.GatewayHttpClient).toConstantValue(
    new GatewayHttpClient(settings.baseUrl, settings.fetch, () => {
      const token = session.bearer.get();
      return { ...settings.headers?.(), ...(token === null ? {} : { authorization: `Bearer ${token}` }) };
    }),
  );
  const candidate = session.candidate();
  resolve(container, T.SessionStore).set(candidate === null ? guestSession : loggedIn(candidate));
}
