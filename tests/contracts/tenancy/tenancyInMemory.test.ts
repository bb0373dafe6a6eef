import { GatewayStatusInMemory } from '../../../adapters/in-memory/GatewayStatusInMemory.ts';
import { TenantsInMemory } from '../../../adapters/in-memory/TenantsInMemory.ts';
import { tenants } from '../../../gateway/tenancy/tenants.ts';
import { gatewayStatusContract } from './gatewayStatus.contract.ts';
import { tenantsContract } from './tenants.contract.ts';

tenantsContract('TenantsInMemory over the gateway’s boards', async () => new TenantsInMemory(tenants));

gatewayStatusContract('GatewayStatusInMemory', async () => ({ status: new GatewayStatusInMemory(42), offers: 42 }));
