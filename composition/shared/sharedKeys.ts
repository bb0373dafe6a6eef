import type { SchedulerLike } from 'rxjs';
import type { GatewayHttpClient } from '../../adapters/http/GatewayHttpClient.ts';
import type { Clock } from '../../core/shared/Clock.ts';
import type { CookieJar } from '../../core/shared/CookieJar.ts';
import type { ErrorReporter } from '../../core/shared/ErrorReporter.ts';
import type { KeyValueStore } from '../../core/shared/KeyValueStore.ts';
import { token } from '../kernel/Token.ts';

/** Ports every context uses: the tenant, time, the device's stores, error reporting, the gateway client. */
export const SharedKeys = {
  /** The tenant this container serves: fixed in the browser and CLI, per request on the server. */
  TenantId: token<string>('shared.TenantId'),
  Clock: token<Clock>('shared.Clock'),
  /** Timers and debounces: rxjs's async scheduler, or virtual time in tests. */
  Scheduler: token<SchedulerLike>('shared.Scheduler'),
  CookieJar: token<CookieJar>('shared.CookieJar'),
  KeyValueStore: token<KeyValueStore>('shared.KeyValueStore'),
  ErrorReporter: token<ErrorReporter>('shared.ErrorReporter'),
  GatewayHttpClient: token<GatewayHttpClient>('shared.GatewayHttpClient'),
} as const;

/** What an HTTP adapter's constructor takes, in order: the page's gateway client and the tenant. */
export const httpAdapterDeps = [SharedKeys.GatewayHttpClient, SharedKeys.TenantId] as const;
