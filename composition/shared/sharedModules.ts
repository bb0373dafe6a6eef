import { asyncScheduler, type SchedulerLike } from 'rxjs';
import { GatewayHttpClient, type FetchFunction } from '../../adapters/http/GatewayHttpClient.ts';
import { CookieJarDocument } from '../../adapters/cookies/CookieJarDocument.ts';
import { CookieJarInMemory } from '../../adapters/in-memory/CookieJarInMemory.ts';
import { ErrorReporterInMemory } from '../../adapters/in-memory/ErrorReporterInMemory.ts';
import { FixedClock } from '../../adapters/in-memory/FixedClock.ts';
import { KeyValueStoreInMemory } from '../../adapters/in-memory/KeyValueStoreInMemory.ts';
import { KeyValueStoreLocalStorage } from '../../adapters/storage/KeyValueStoreLocalStorage.ts';
import { ErrorReporterConsole } from '../../adapters/system/ErrorReporterConsole.ts';
import { SystemClock } from '../../adapters/system/SystemClock.ts';
import type { BearerTokenStore } from '../../core/session/BearerTokenStore.ts';
import type { CookieJar } from '../../core/shared/CookieJar.ts';
import type { ErrorReporter } from '../../core/shared/ErrorReporter.ts';
import type { KeyValueStore } from '../../core/shared/KeyValueStore.ts';
import { contextModule, pick, type ContextModule } from '../kernel/ContextModule.ts';
import { provide } from '../kernel/provide.ts';
import { SessionKeys } from '../session/sessionKeys.ts';
import { SharedKeys } from './sharedKeys.ts';

/** Where an HTTP-backed root finds its gateway, read once by the root's caller. */
export interface HttpSettings {
  readonly baseUrl: string;
  readonly tenantId: string;
  readonly fetch: FetchFunction;
  /** Headers every call carries besides the bearer token (none in the browser). */
  readonly headers?: () => Readonly<Record<string, string>>;
}

/** The Authorization header for the token stored now; none when logged out (logout clears it). */
export function bearerHeaders(bearer: BearerTokenStore): Readonly<Record<string, string>> {
  const token = bearer.get();
  return token === null ? {} : { authorization: `Bearer ${token}` };
}

/** The running system: the tenant, the wall clock and rxjs's scheduler. */
export function systemRuntime(tenantId: string): ContextModule {
  return contextModule('shared.system', pick(SharedKeys, 'TenantId', 'Clock', 'Scheduler'), (container) => {
    container.bind(SharedKeys.TenantId).toConstantValue(tenantId);
    container.bind(SharedKeys.Clock).toConstantValue(new SystemClock());
    container.bind(SharedKeys.Scheduler).toConstantValue(asyncScheduler);
  });
}

/** A test's world: its tenant, a fixed clock, and the scheduler it drives (virtual time). */
export function fixedRuntime(options: { readonly tenantId: string; readonly now: Date; readonly scheduler?: SchedulerLike }): ContextModule {
  return contextModule('shared.fixed', pick(SharedKeys, 'TenantId', 'Clock', 'Scheduler'), (container) => {
    container.bind(SharedKeys.TenantId).toConstantValue(options.tenantId);
    container.bind(SharedKeys.Clock).toConstantValue(new FixedClock(options.now));
    container.bind(SharedKeys.Scheduler).toConstantValue(options.scheduler ?? asyncScheduler);
  });
}

/**
 * The gateway client: every call carries the bearer token stored at send time (so a call retried
 * after a refresh carries the new one). Where no candidate logs in (the server renderer), the
 * store is always empty and no header is sent.
 */
export function gatewayHttp(settings: HttpSettings): ContextModule {
  return contextModule('shared.gatewayHttp', pick(SharedKeys, 'GatewayHttpClient'), (container) => {
    provide(
      container,
      SharedKeys.GatewayHttpClient,
      [SessionKeys.BearerTokenStore],
      (bearer) => new GatewayHttpClient(settings.baseUrl, settings.fetch, () => ({ ...settings.headers?.(), ...bearerHeaders(bearer) })),
    );
  });
}

/** A device's own stores: its cookies, its key-value storage and where errors are reported. */
export interface Device {
  readonly cookies: CookieJar;
  readonly storage: KeyValueStore;
  readonly errors: ErrorReporter;
}

export function device(name: string, device: Device): ContextModule {
  return contextModule(`shared.${name}`, pick(SharedKeys, 'CookieJar', 'KeyValueStore', 'ErrorReporter'), (container) => {
    container.bind(SharedKeys.CookieJar).toConstantValue(device.cookies);
    container.bind(SharedKeys.KeyValueStore).toConstantValue(device.storage);
    container.bind(SharedKeys.ErrorReporter).toConstantValue(device.errors);
  });
}

/** The browser tab: document cookies, local storage, the console. */
export const browserDevice = (): ContextModule =>
  device('browserDevice', {
    cookies: new CookieJarDocument(() => globalThis.document),
    storage: new KeyValueStoreLocalStorage(() => globalThis.localStorage),
    errors: new ErrorReporterConsole(),
  });

/**
 * A server render: the cookies the server needs (language, colour mode, currency) reach the pages
 * through the load context; this jar starts empty, which is why chrome that depends on
 * script-read cookies or storage (banners, cookie consent) renders in the browser only.
 */
export const serverDevice = (): ContextModule =>
  device('serverDevice', { cookies: new CookieJarInMemory(), storage: new KeyValueStoreInMemory(), errors: new ErrorReporterConsole() });

/** A test's device, in memory (each part replaceable by the test). */
export const testDevice = (parts: Partial<Device> = {}): ContextModule =>
  device('testDevice', {
    cookies: parts.cookies ?? new CookieJarInMemory(),
    storage: parts.storage ?? new KeyValueStoreInMemory(),
    errors: parts.errors ?? new ErrorReporterInMemory(),
  });
