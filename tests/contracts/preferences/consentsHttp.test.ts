import { afterAll, beforeAll } from 'vitest';
import { GatewayHttpClient } from '../../../adapters/http/GatewayHttpClient.ts';
import { ConsentsHttp } from '../../../adapters/http/preferences/ConsentsHttp.ts';
import { injectFetch } from '../../../composition/server/injectFetch.ts';
import { register, startHarness, type Harness } from '../../gateway/session/sessionHarness.ts';
import { consentsContract } from './consents.contract.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h.close());

consentsContract('ConsentsHttp against the real gateway', async () => {
  const account = await register(h.app);
  return {
    consents: new ConsentsHttp(new GatewayHttpClient('', injectFetch(h.app), () => ({ authorization: `Bearer ${account.token}` })), 'jobboard'),
    given: async (name) => {
      const row = await h.database.db
        .selectFrom('consents')
        .select('given')
        .where('candidate_id', '=', account.id)
        .where('name', '=', name)
        .executeTakeFirst();
      return row?.given ?? null;
    },
    loggedOut: new ConsentsHttp(new GatewayHttpClient('', injectFetch(h.app)), 'jobboard'),
  };
});
