import { BrandStoriesInMemory } from '../../../../adapters/in-memory/employer/company/BrandStoriesInMemory.ts';
import { CompanyUsersInMemory } from '../../../../adapters/in-memory/employer/company/CompanyUsersInMemory.ts';
import { CompanyWorldInMemory } from '../../../../adapters/in-memory/employer/company/CompanyWorldInMemory.ts';
import { EmployerCompanyInMemory } from '../../../../adapters/in-memory/employer/company/EmployerCompanyInMemory.ts';
import type { ImageUpload } from '../../../../core/employer/company/Company.ts';
import { employerWorld } from '../employerWorld.ts';

/** The first bytes of a PNG: enough for the picture rules to recognise one. */
export const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

export const upload = (bytes: Uint8Array, size = bytes.length, type = 'image/png'): ImageUpload => ({
  name: 'picture.png',
  type,
  size,
  arrayBuffer: async () => Uint8Array.from(bytes).buffer,
});

/** The company panel over the fakes, logged in as the world's admin. */
export function companyWorld() {
  const world = employerWorld();
  world.bearer.set(world.accounts.issueAccessToken('ada@example.com'));
  world.accounts.refreshCookie = 'ada@example.com';
  const companies = new CompanyWorldInMemory(world.accounts);
  const bearer = () => world.bearer.get();
  return {
    ...world,
    companies,
    company: new EmployerCompanyInMemory(companies, bearer),
    users: new CompanyUsersInMemory(companies, bearer),
    stories: new BrandStoriesInMemory(companies, bearer),
  };
}
