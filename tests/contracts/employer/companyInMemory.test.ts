import { BrandStoriesInMemory } from '../../../adapters/in-memory/employer/company/BrandStoriesInMemory.ts';
import { CompanyUsersInMemory } from '../../../adapters/in-memory/employer/company/CompanyUsersInMemory.ts';
import { CompanyWorldInMemory } from '../../../adapters/in-memory/employer/company/CompanyWorldInMemory.ts';
import { EmployerCompanyInMemory } from '../../../adapters/in-memory/employer/company/EmployerCompanyInMemory.ts';
import { EmployerAccountsInMemory } from '../../../adapters/in-memory/employer/EmployerAccountsInMemory.ts';
import { EmployerAuthenticationInMemory } from '../../../adapters/in-memory/employer/EmployerAuthenticationInMemory.ts';
import { brandStoriesContract } from './brandStories.contract.ts';
import type { CompanyDevice } from './companyDevice.ts';
import { companyUsersContract } from './companyUsers.contract.ts';
import { employerCompanyContract } from './employerCompany.contract.ts';
import { newEmail, ok, PASSWORD } from './employerDevice.ts';

/** One fake gateway for every device of a test, as one real gateway serves them all. */
const world = new CompanyWorldInMemory(new EmployerAccountsInMemory());
const authentication = new EmployerAuthenticationInMemory(world.accounts);

function ports(token: string | null) {
  const bearer = () => token;
  return {
    company: new EmployerCompanyInMemory(world, bearer),
    users: new CompanyUsersInMemory(world, bearer),
    stories: new BrandStoriesInMemory(world, bearer),
  };
}

function deviceOf(admin: string, email: string, slug: string): CompanyDevice {
  return {
    ...ports(world.accounts.issueAccessToken(email)),
    email,
    slug,
    member: async (role) => {
      // Invited by the admin, password chosen through the mailed link, logged in: as on the gateway.
      const invited = newEmail();
      await ok(ports(world.accounts.issueAccessToken(admin)).users.invite({ name: `A ${role}`, email: invited, phone: null, role }));
      const link = world.accounts.lastLink(invited, 'confirmation');
      if (link === null) throw new Error('no invitation link');
      await ok(authentication.confirm({ token: link, password: PASSWORD }));
      return deviceOf(admin, invited, slug);
    },
    guest: () => ports(null),
  };
}

async function newCompany(): Promise<CompanyDevice> {
  const email = newEmail();
  const account = world.accounts.addAccount({
    email,
    password: PASSWORD,
    name: 'Ada Employer',
    phone: null,
    companyName: `Contract Company ${email}`,
    confirmed: true,
  });
  return deviceOf(account.profile.email, account.profile.email, account.profile.company.slug);
}

employerCompanyContract('EmployerCompanyInMemory', newCompany);
companyUsersContract('CompanyUsersInMemory', newCompany);
brandStoriesContract('BrandStoriesInMemory', newCompany);
