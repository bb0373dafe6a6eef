import type { CheckHealth } from '../../core/tenancy/CheckHealth.ts';
import type { GatewayStatus } from '../../core/tenancy/GatewayStatus.ts';
import type { GetTenant } from '../../core/tenancy/GetTenant.ts';
import type { ListTenants } from '../../core/tenancy/ListTenants.ts';
import type { Tenants } from '../../core/tenancy/Tenants.ts';
import { token } from '../kernel/Token.ts';

/** The tenants and the gateway's health. */
export const TenancyKeys = {
  Tenants: token<Tenants>('tenancy.Tenants'),
  GatewayStatus: token<GatewayStatus>('tenancy.GatewayStatus'),
  ListTenants: token<ListTenants>('tenancy.ListTenants'),
  GetTenant: token<GetTenant>('tenancy.GetTenant'),
  CheckHealth: token<CheckHealth>('tenancy.CheckHealth'),
} as const;
