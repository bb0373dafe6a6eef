import type { Container } from 'inversify';
import { CheckHealth } from '../core/tenancy/CheckHealth.ts';
import { GetTenant } from '../core/tenancy/GetTenant.ts';
import { ListTenants } from '../core/tenancy/ListTenants.ts';
import { bindAlertsUseCases } from './alerts/bindAlerts.ts';
import { bindAnalyticsUseCases } from './analytics/bindAnalytics.ts';
import { bindLiveChatUseCases } from './chat/bindLiveChat.ts';
import { bindLocalMailboxUseCases } from './alerts/bindLocalMailbox.ts';
import { bindListingUseCases } from './listing/bindListing.ts';
import { bindSessionUseCases } from './session/bindSession.ts';
import { provide } from './provide.ts';
import { T } from './tokens.ts';

/** Use cases are the same everywhere; only the ports under them change per container. */
export function bindUseCases(container: Container): void {
  provide(container, T.ListTenants, [T.Tenants], (tenants) => new ListTenants(tenants));
  provide(container, T.GetTenant, [T.Tenants], (tenants) => new GetTenant(tenants));
  provide(container, T.CheckHealth, [T.GatewayStatus], (status) => new CheckHealth(status));
  bindListingUseCases(container);
  bindSessionUseCases(container);
  bindAlertsUseCases(container);
  bindLocalMailboxUseCases(container);
  bindAnalyticsUseCases(container);
  bindLiveChatUseCases(container);
}
