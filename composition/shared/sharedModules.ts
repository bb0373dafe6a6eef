import { asyncScheduler, type SchedulerLike } from 'rxjs';
import { GatewayHttpClient, type FetchFunction } from '../../adapters/http/GatewayHttpClient.ts';
import { CookieJarDocument } from '../../adapters/cookies/CookieJarDocument.ts';
import { CookieJarInMemory } from '../../adapters/in-memory/CookieJarInMemory.ts';
import { ErrorReporterInMemory } from '../../adapters/in-memory/ErrorReporterInMemory.ts';
import { FixedClock } from '../../adapters/in-memory/FixedClock.ts';
import { KeyValueStoreInMemory } from '../../adapters/in-memory/KeyValueStoreInMemory.ts';
import { KeyValueStoreLocalStorage } from '../../adapters/storage/KeyValueStoreLocalStorage.ts';
import { ErrorReporterSentry } from '../../adapters/http/errors/ErrorReporterSentry.ts';
import { parseSentryDsn } from '../../adapters/http/errors/sentryDsn.ts';
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
  /** ERROR_REPORTING_DSN: reports go to that service (the log keeps what it refuses); none: to the log. */
  readonly errorReportingDsn?: string | null;
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

/**
 * Where a side of the app reports errors: the error-reporting service of ERROR_REPORTING_DSN
 * (Sentry's envelope protocol), falling back to the log for what it cannot deliver; without a DSN,
 * the log.
 */
export function errorReporterFor(dsnText: string | null | undefined, send: FetchFunction, platform: 'browser' | 'server'): ErrorReporter {
  const log = new ErrorReporterConsole();
  const dsn = dsnText ? parseSentryDsn(dsnText) : null;
  return dsn === null ? log : new ErrorReporterSentry(dsn, send, { fallback: log, platform });
}

/** The page names its error-reporting service in a meta element (the root layout writes it when one is set). */
const pageErrorReportingDsn = (): string | null =>
  globalThis.document?.querySelector<HTMLMetaElement>('meta[name="error-reporting-dsn"]')?.content ?? null;

/** The browser tab: document cookies, local storage, errors to the page's error-reporting service or the console. */
export const browserDevice = (): ContextModule =>
  device('browserDevice', {
    cookies: new CookieJarDocument(() => globalThis.document),
    storage: new KeyValueStoreLocalStorage(() => globalThis.localStorage),
    errors: errorReporterFor(pageErrorReportingDsn(), (input, init) => globalThis.fetch(input, init), 'browser'),
  });

/**
 * A server render: the cookies the server needs (language, colour mode, currency) reach the pages
 * through the load context; this jar starts empty, which is why chrome that depends on
 * script-read cookies or storage (banners, cookie consent) renders in the browser only.
 */
export const serverDevice = (errorReportingDsn: string | null = null): ContextModule =>
  device('serverDevice', {
    cookies: new CookieJarInMemory(),
    storage: new KeyValueStoreInMemory(),
    errors: errorReporterFor(errorReportingDsn, (input, init) => globalThis.fetch(input, init), 'server'),
  });

/** A test's device, in memory (each part replaceable by the test). */
export const testDevice = (parts: Partial<Device> = {}): ContextModule =>
  device('testDevice', {
    cookies: parts.cookies ?? new CookieJarInMemory(),
    storage: parts.storage ?? new KeyValueStoreInMemory(),
    errors: parts.errors ?? new ErrorReporterInMemory(),
  });
