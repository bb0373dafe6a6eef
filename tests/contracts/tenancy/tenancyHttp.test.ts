import { afterAll, beforeAll } from 'vitest';
import { GatewayHttpClient } from '../../../adapters/http/GatewayHttpClient.ts';
import { GatewayStatusHttp } from '../../../adapters/http/tenancy/GatewayStatusHttp.ts';
import { TenantsHttp } from '../../../adapters/http/tenancy/TenantsHttp.ts';
import { injectFetch } from '../../../composition/server/injectFetch.ts';
import { startHarness, type Harness } from '../../gateway/session/sessionHarness.ts';
import { gatewayStatusContract } from './gatewayStatus.contract.ts';
import { tenantsContract } from './tenants.contract.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ offers: 30 });
});
afterAll(async () => h.close());

const client = () => new GatewayHttpClient('', injectFetch(h.app));

tenantsContract('TenantsHttp against the real gateway', async () => new TenantsHttp(client()));

gatewayStatusContract('GatewayStatusHttp against the real gateway', async () => {
  const row = await h.database.db
    .selectFrom('offers')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return { status: new GatewayStatusHttp(client()), offers: Number(row.n) };
});
