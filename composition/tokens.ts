import type { Clock } from '../core/shared/Clock.ts';
import type { CheckHealth } from '../core/tenancy/CheckHealth.ts';
import type { GatewayStatus } from '../core/tenancy/GatewayStatus.ts';
import type { GetTenant } from '../core/tenancy/GetTenant.ts';
import type { ListTenants } from '../core/tenancy/ListTenants.ts';
import type { Tenants } from '../core/tenancy/Tenants.ts';
import type { GatewayHttpClient } from '../adapters/http/GatewayHttpClient.ts';

/** A container key that carries the type it resolves to. `Symbol.for` keeps keys equal across reloads. */
export type Token<T> = symbol & { readonly __resolves?: T };
export const token = <T>(name: string): Token<T> => Symbol.for(`jobboard.${name}`) as Token<T>;

/** Every binding, ports first, then use cases. One line per key. */
export const T = {
  /** The tenant this container serves: fixed in the browser and CLI, per request on the server. */
  TenantId: token<string>('TenantId'),
  Clock: token<Clock>('Clock'),
  GatewayHttpClient: token<GatewayHttpClient>('GatewayHttpClient'),
  Tenants: token<Tenants>('Tenants'),
  GatewayStatus: token<GatewayStatus>('GatewayStatus'),

  ListTenants: token<ListTenants>('ListTenants'),
  GetTenant: token<GetTenant>('GetTenant'),
  CheckHealth: token<CheckHealth>('CheckHealth'),
} as const;
