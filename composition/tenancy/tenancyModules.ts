import { GatewayStatusHttp } from '../../adapters/http/tenancy/GatewayStatusHttp.ts';
import { TenantsHttp } from '../../adapters/http/tenancy/TenantsHttp.ts';
import { GatewayStatusInMemory } from '../../adapters/in-memory/GatewayStatusInMemory.ts';
import { TenantsInMemory } from '../../adapters/in-memory/TenantsInMemory.ts';
import { CheckHealth } from '../../core/tenancy/CheckHealth.ts';
import { GetTenant } from '../../core/tenancy/GetTenant.ts';
import { ListTenants } from '../../core/tenancy/ListTenants.ts';
import type { Tenant } from '../../core/tenancy/Tenant.ts';
import { contextModule, pick, type ContextModule } from '../kernel/ContextModule.ts';
import { provideClass } from '../kernel/provide.ts';
import { SharedKeys } from '../shared/sharedKeys.ts';
import { TenancyKeys as K } from './tenancyKeys.ts';

export const tenancyUseCases: ContextModule = contextModule('tenancy.useCases', pick(K, 'ListTenants', 'GetTenant', 'CheckHealth'), (container) => {
  provideClass(container, K.ListTenants, ListTenants, [K.Tenants]);
  provideClass(container, K.GetTenant, GetTenant, [K.Tenants]);
  provideClass(container, K.CheckHealth, CheckHealth, [K.GatewayStatus]);
});

export const tenancyHttp: ContextModule = contextModule('tenancy.http', pick(K, 'Tenants', 'GatewayStatus'), (container) => {
  provideClass(container, K.Tenants, TenantsHttp, [SharedKeys.GatewayHttpClient]);
  provideClass(container, K.GatewayStatus, GatewayStatusHttp, [SharedKeys.GatewayHttpClient]);
});

/** The tenants a test gives; the gateway is always up. */
export function tenancyInMemory(tenants: readonly Tenant[]): ContextModule {
  return contextModule('tenancy.inMemory', pick(K, 'Tenants', 'GatewayStatus'), (container) => {
    container.bind(K.Tenants).toConstantValue(new TenantsInMemory(tenants));
    container.bind(K.GatewayStatus).toConstantValue(new GatewayStatusInMemory());
  });
}
