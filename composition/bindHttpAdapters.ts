import type { Container } from 'inversify';
import { GatewayHttpClient, type FetchFunction } from '../adapters/http/GatewayHttpClient.ts';
import { GatewayStatusHttp, TenantsHttp } from '../adapters/http/TenantsHttp.ts';
import { SystemClock } from '../adapters/system/SystemClock.ts';
import { bindAnalyticsHttp } from './analytics/bindAnalytics.ts';
import { bindListingHttp } from './listing/bindListingHttp.ts';
import { bindAlertsHttp } from './alerts/bindAlertsHttp.ts';
import { bindLocalMailboxHttp } from './alerts/bindLocalMailbox.ts';
import { provide } from './provide.ts';
import { bindSessionHttp } from './session/bindSessionHttp.ts';
import { T } from './tokens.ts';

export interface HttpSettings {
  readonly baseUrl: string;
  readonly tenantId: string;
  readonly fetch: FetchFunction;
  readonly headers?: () => Readonly<Record<string, string>>;
}

/** The ports every HTTP-backed container shares: browser, server renderer and CLI. */
export function bindHttpAdapters(container: Container, settings: HttpSettings): void {
  container.bind(T.TenantId).toConstantValue(settings.tenantId);
  container.bind(T.Clock).toConstantValue(new SystemClock());
  container.bind(T.GatewayHttpClient).toConstantValue(new GatewayHttpClient(settings.baseUrl, settings.fetch, settings.headers));
  provide(container, T.Tenants, [T.GatewayHttpClient], (http) => new TenantsHttp(http));
  provide(container, T.GatewayStatus, [T.GatewayHttpClient], (http) => new GatewayStatusHttp(http));
  bindSessionHttp(container);
  bindAlertsHttp(container);
  bindLocalMailboxHttp(container);
  bindListingHttp(container);
  bindAnalyticsHttp(container);
}
