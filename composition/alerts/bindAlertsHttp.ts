import type { Container } from 'inversify';
import { JobAlertsHttp } from '../../adapters/http/alerts/JobAlertsHttp.ts';
import { JobFiltersHttp } from '../../adapters/http/alerts/JobFiltersHttp.ts';
import { provide } from '../provide.ts';
import { T } from '../tokens.ts';

/**
 * The alerts' gateway ports, for every HTTP container. Resolved lazily, so a container that rebinds
 * the gateway client (the browser's and the CLI's add the bearer) gives them that client.
 */
export function bindAlertsHttp(container: Container): void {
  provide(container, T.JobFilters, [T.GatewayHttpClient, T.TenantId], (http, tenantId) => new JobFiltersHttp(http, tenantId));
  provide(container, T.JobAlerts, [T.GatewayHttpClient, T.TenantId], (http, tenantId) => new JobAlertsHttp(http, tenantId));
}
