import type { Container } from 'inversify';
import { ConsentsHttp } from '../../adapters/http/preferences/ConsentsHttp.ts';
import { BearerTokenStoreInMemory } from '../../adapters/in-memory/session/BearerTokenStoreInMemory.ts';
import { CookieJarInMemory } from '../../adapters/in-memory/CookieJarInMemory.ts';
import { KeyValueStoreInMemory } from '../../adapters/in-memory/KeyValueStoreInMemory.ts';
import { ErrorReporterConsole } from '../../adapters/system/ErrorReporterConsole.ts';
import { provide } from '../provide.ts';
import { T } from '../tokens.ts';

/**
 * The server renderer's session ports, one set per request. The candidate's bearer token lives in
 * the browser only, so a server render is always a guest's: no token, and the stores start empty.
 * The cookies the server needs (language, colour mode, currency) reach the pages through the load
 * context; this jar starts empty, which is why chrome that depends on script-read cookies or
 * storage (banners, cookie consent) renders in the browser only.
 */
export function bindSessionServer(container: Container): void {
  container.bind(T.BearerTokenStore).toConstantValue(new BearerTokenStoreInMemory());
  container.bind(T.CookieJar).toConstantValue(new CookieJarInMemory());
  container.bind(T.KeyValueStore).toConstantValue(new KeyValueStoreInMemory());
  container.bind(T.ErrorReporter).toConstantValue(new ErrorReporterConsole());
  provide(container, T.Consents, [T.GatewayHttpClient, T.TenantId], (http, tenantId) => new ConsentsHttp(http, tenantId));
}
