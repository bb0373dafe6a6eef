import type { Container } from 'inversify';
import { connectLocationHash } from '../../adapters/browser/connectLocationHash.ts';
import { CookieJarDocument } from '../../adapters/cookies/CookieJarDocument.ts';
import { ConsentsHttp } from '../../adapters/http/preferences/ConsentsHttp.ts';
import { GatewayHttpClient } from '../../adapters/http/GatewayHttpClient.ts';
import { BearerTokenStoreSessionStorage } from '../../adapters/storage/BearerTokenStoreSessionStorage.ts';
import { KeyValueStoreLocalStorage } from '../../adapters/storage/KeyValueStoreLocalStorage.ts';
import { ErrorReporterConsole } from '../../adapters/system/ErrorReporterConsole.ts';
import type { BearerTokenStore } from '../../core/session/BearerTokenStore.ts';
import type { HashTracker } from '../../core/ui-state/HashTracker.ts';
import type { HttpSettings } from '../bindHttpAdapters.ts';
import { provide } from '../provide.ts';
import { T } from '../tokens.ts';

/** The Authorization header for the token stored now; none when logged out (logout clears it). */
export function bearerHeaders(bearer: BearerTokenStore): Readonly<Record<string, string>> {
  const token = bearer.get();
  return token === null ? {} : { authorization: `Bearer ${token}` };
}

/**
 * The browser's session ports: document cookies, session storage for the bearer token, local
 * storage, and a gateway client that attaches the bearer token at send time (so a retried call
 * carries the refreshed token). Called once by createBrowserContainer after the HTTP adapters.
 */
export function bindSessionBrowser(container: Container, settings: HttpSettings): void {
  const bearer = new BearerTokenStoreSessionStorage(() => globalThis.sessionStorage);
  container.bind(T.BearerTokenStore).toConstantValue(bearer);
  container.bind(T.CookieJar).toConstantValue(new CookieJarDocument(() => globalThis.document));
  container.bind(T.KeyValueStore).toConstantValue(new KeyValueStoreLocalStorage(() => globalThis.localStorage));
  container.bind(T.ErrorReporter).toConstantValue(new ErrorReporterConsole());
  container
    .rebind(T.GatewayHttpClient)
    .toConstantValue(new GatewayHttpClient(settings.baseUrl, settings.fetch, () => ({ ...settings.headers?.(), ...bearerHeaders(bearer) })));
  provide(container, T.Consents, [T.GatewayHttpClient, T.TenantId], (http, tenantId) => new ConsentsHttp(http, tenantId));
  // The tab's one HashTracker follows location.hash from the moment something first asks for it.
  container.onActivation<HashTracker>(T.HashTracker, (_context, tracker) => {
    if (typeof window !== 'undefined') connectLocationHash(tracker, window);
    return tracker;
  });
}
