import { EmployerAccountsInMemory } from '../../../adapters/in-memory/employer/EmployerAccountsInMemory.ts';
import { EmployerAuthenticationInMemory } from '../../../adapters/in-memory/employer/EmployerAuthenticationInMemory.ts';
import { EmployerProfilesInMemory } from '../../../adapters/in-memory/employer/EmployerProfilesInMemory.ts';
import { employerAuthenticationContract } from './employerAuthentication.contract.ts';
import type { EmployerDevice } from './employerDevice.ts';
import { employerProfilesContract } from './employerProfiles.contract.ts';

/** Each device a fresh fake gateway: the fakes keep one device's refresh cookie. */
async function device(): Promise<EmployerDevice> {
  const world = new EmployerAccountsInMemory();
  let token: string | null = null;
  return {
    authentication: new EmployerAuthenticationInMemory(world),
    profiles: new EmployerProfilesInMemory(world, () => token),
    useToken: (next) => (token = next),
    mailbox: async (email, kind) => {
      const link = world.lastLink(email, kind);
      if (link === null) throw new Error(`no ${kind} link for ${email}`);
      return link;
    },
  };
}

employerAuthenticationContract('EmployerAuthenticationInMemory', device);
employerProfilesContract('EmployerProfilesInMemory', device);
