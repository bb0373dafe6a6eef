import { afterAll, beforeAll } from 'vitest';
import { EmployerAuthenticationHttp } from '../../../adapters/http/employer/EmployerAuthenticationHttp.ts';
import { EmployerProfilesHttp } from '../../../adapters/http/employer/EmployerProfilesHttp.ts';
import { GatewayHttpClient } from '../../../adapters/http/GatewayHttpClient.ts';
import { tokenFromMail } from '../../gateway/employer/employerHarness.ts';
import { employerAuthenticationContract } from './employerAuthentication.contract.ts';
import type { EmployerDevice } from './employerDevice.ts';
import { employerProfilesContract } from './employerProfiles.contract.ts';
import { browserFetch, startLiveGateway, type LiveGateway } from './liveGateway.ts';

let gateway: LiveGateway | undefined;

beforeAll(async () => {
  gateway = await startLiveGateway();
}, 60_000);

afterAll(async () => {
  await gateway?.close();
});

/** A browser against the real gateway: its own cookie jar, its own bearer. */
async function device(): Promise<EmployerDevice> {
  if (!gateway) throw new Error('the gateway is not up');
  const live = gateway;
  let token: string | null = null;
  const http = new GatewayHttpClient(live.origin, browserFetch(), () => (token === null ? {} : { authorization: `Bearer ${token}` }));
  return {
    authentication: new EmployerAuthenticationHttp(http, 'jobboard'),
    profiles: new EmployerProfilesHttp(http, 'jobboard'),
    useToken: (next) => (token = next),
    mailbox: (email, kind) => tokenFromMail(live.harness.database, email, kind === 'confirmation' ? 'confirmation_token' : 'reset_password_token'),
  };
}

employerAuthenticationContract('EmployerAuthenticationHttp against the real gateway', device);
employerProfilesContract('EmployerProfilesHttp against the real gateway', device);
