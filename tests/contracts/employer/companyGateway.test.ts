import { afterAll, beforeAll } from 'vitest';
import { BrandStoriesHttp } from '../../../adapters/http/employer/company/BrandStoriesHttp.ts';
import { CompanyUsersHttp } from '../../../adapters/http/employer/company/CompanyUsersHttp.ts';
import { EmployerCompanyHttp } from '../../../adapters/http/employer/company/EmployerCompanyHttp.ts';
import { GatewayHttpClient } from '../../../adapters/http/GatewayHttpClient.ts';
import { invitedUser, slugOf } from '../../gateway/employer/company/companyFixtures.ts';
import { employer, type Employer } from '../../gateway/employer/employerHarness.ts';
import { brandStoriesContract } from './brandStories.contract.ts';
import type { CompanyDevice } from './companyDevice.ts';
import { companyUsersContract } from './companyUsers.contract.ts';
import { employerCompanyContract } from './employerCompany.contract.ts';
import { browserFetch, startLiveGateway, type LiveGateway } from './liveGateway.ts';

let gateway: LiveGateway | undefined;

beforeAll(async () => {
  gateway = await startLiveGateway();
}, 60_000);

afterAll(async () => {
  await gateway?.close();
});

/** The three HTTP adapters over a real socket, with this bearer (null: a guest). */
function ports(live: LiveGateway, token: string | null) {
  const http = new GatewayHttpClient(live.origin, browserFetch(), () => (token === null ? {} : { authorization: `Bearer ${token}` }));
  return {
    company: new EmployerCompanyHttp(http, 'jobboard'),
    users: new CompanyUsersHttp(http, 'jobboard'),
    stories: new BrandStoriesHttp(http, 'jobboard'),
  };
}

function deviceOf(live: LiveGateway, admin: Employer, user: { email: string; token: string }, slug: string): CompanyDevice {
  return {
    ...ports(live, user.token),
    email: user.email,
    slug,
    member: async (role) => deviceOf(live, admin, await invitedUser(live.harness, admin, role), slug),
    guest: () => ports(live, null),
  };
}

/** A company signed up, confirmed and logged in on the real gateway; its admin's device. */
async function newCompany(): Promise<CompanyDevice> {
  if (!gateway) throw new Error('the gateway is not up');
  const admin = await employer(gateway.harness);
  return deviceOf(gateway, admin, admin, await slugOf(gateway.harness, admin));
}

employerCompanyContract('EmployerCompanyHttp against the real gateway', newCompany);
companyUsersContract('CompanyUsersHttp against the real gateway', newCompany);
brandStoriesContract('BrandStoriesHttp against the real gateway', newCompany);
