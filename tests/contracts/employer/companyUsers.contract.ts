import { describe, expect, it } from 'vitest';
import type { CompanyUsers } from '../../../core/employer/company/users/CompanyUsers.ts';
import { failure, newEmail, ok } from './employerDevice.ts';
import type { NewCompany } from './companyDevice.ts';

/** What every CompanyUsers adapter promises: a company's users for its admins, two roles, never without an admin. */
export function companyUsersContract(adapter: string, newCompany: NewCompany): void {
  describe(`CompanyUsers contract: ${adapter}`, () => {
    it('lists the sign-up user as the admin, then invited users, not confirmed until they follow the link', async () => {
      const admin = await newCompany();
      const email = newEmail();
      const invited = await ok(admin.users.invite({ name: 'Bob Recruiter', email, phone: null, role: 'recruiter' }));
      expect(invited).toMatchObject({ name: 'Bob Recruiter', email, role: 'recruiter', confirmed: false });
      const users = await ok(admin.users.list());
      expect(users.map((user) => [user.email, user.role])).toEqual([
        [admin.email, 'admin'],
        [email, 'recruiter'],
      ]);
      expect(users[1]).toEqual(invited);
      expect(await failure(admin.users.invite({ name: 'Again', email, phone: null, role: 'admin' }))).toEqual({ kind: 'email-taken' });
    });

    it('changes a user and removes one; never demotes or removes the last admin', async () => {
      const admin = await newCompany();
      const [me] = await ok(admin.users.list());
      expect(await failure(admin.users.update(me!.id, { role: 'recruiter' }))).toEqual({ kind: 'last-admin' });
      expect(await failure(admin.users.remove(me!.id))).toEqual({ kind: 'last-admin' });
      const other = await ok(admin.users.invite({ name: 'Grace', email: newEmail(), phone: null, role: 'recruiter' }));
      const promoted = await ok(admin.users.update(other.id, { name: 'Grace Admin', phone: '+48 500 100 200', role: 'admin' }));
      expect(promoted).toMatchObject({ id: other.id, name: 'Grace Admin', phone: '+48 500 100 200', role: 'admin' });
      expect(await ok(admin.users.update(me!.id, { role: 'recruiter' }))).toMatchObject({ role: 'recruiter' });
      expect(await failure(admin.users.list())).toEqual({ kind: 'forbidden' });
    });

    it('refuses a recruiter every call, answers another company’s user as not found', async () => {
      const admin = await newCompany();
      const recruiter = await admin.member('recruiter');
      expect(await failure(recruiter.users.list())).toEqual({ kind: 'forbidden' });
      expect(await failure(recruiter.users.invite({ name: 'Eve', email: newEmail(), phone: null, role: 'admin' }))).toEqual({ kind: 'forbidden' });
      const stranger = await newCompany();
      const [theirs] = await ok(stranger.users.list());
      expect(await failure(admin.users.update(theirs!.id, { name: 'Renamed' }))).toEqual({ kind: 'not-found' });
      expect(await failure(admin.users.remove(theirs!.id))).toEqual({ kind: 'not-found' });
      expect((await ok(stranger.users.list()))[0]?.name).toBe(theirs!.name);
    });

    it('removes a recruiter, whose login then ends', async () => {
      const admin = await newCompany();
      const recruiter = await admin.member('recruiter');
      const listed = (await ok(admin.users.list())).find((user) => user.email === recruiter.email);
      await ok(admin.users.remove(listed!.id));
      expect((await ok(admin.users.list())).map((user) => user.email)).not.toContain(recruiter.email);
      expect(await failure(recruiter.company.load())).toEqual({ kind: 'unauthorized' });
    });

    it('is unauthorized without a login', async () => {
      const admin = await newCompany();
      expect(await failure(admin.guest().users.list())).toEqual({ kind: 'unauthorized' });
    });
  });
}

/** The port this suite proves (every adapter of it runs the suite: tests/contracts/everyPortProven.test.ts). */
export type ProvenPort = CompanyUsers;
