import { GatewayStatusHttp } from '../../adapters/http/tenancy/GatewayStatusHttp.ts';
import { TenantsHttp } from '../../adapters/http/tenancy/TenantsHttp.ts';
import { GatewayStatusInMemory } from '../../adapters/in-memory/GatewayStatusInMemory.ts';
import { TenantsInMemory } from '../../adapters/in-memory/TenantsInMemory.ts';
import { CheckHealth } from '../../core/tenancy/CheckHealth.ts';
import { GetTenant } from '../../core/tenancy/GetTenant.ts';
import { ListTenants } from '../../core/tenancy/ListTenants.ts';
import type { Tenant } from '../../core/tenancy/Tenant.ts';
import { adapterModule } from '../kernel/adapterModule.ts';
import { contextModule, pick, type ContextModule } from '../kernel/ContextModule.ts';
import { provideClass, provideEach } from '../kernel/provide.ts';
import { SharedKeys } from '../shared/sharedKeys.ts';
import { TenancyKeys as K } from './tenancyKeys.ts';

export const tenancyUseCases: ContextModule = contextModule('tenancy.useCases', pick(K, 'ListTenants', 'GetTenant', 'CheckHealth'), (container) => {
  provideEach(container, K, [K.Tenants], { ListTenants, GetTenant });
  provideClass(container, K.CheckHealth, CheckHealth, [K.GatewayStatus]);
});

export const tenancyHttp: ContextModule = adapterModule('tenancy.http', K, [SharedKeys.GatewayHttpClient], {
  Tenants: TenantsHttp,
  GatewayStatus: GatewayStatusHttp,
});

/** The tenants a test gives; the gateway is always up. */
export function tenancyInMemory(tenants: readonly Tenant[]): ContextModule {
  return contextModule('tenancy.inMemory', pick(K, 'Tenants', 'GatewayStatus'), (container) => {
    container.bind(K.Tenants).toConstantValue(new TenantsInMemory(tenants));
    container.bind(K.GatewayStatus).toConstantValue(new GatewayStatusInMemory());
  });
}
