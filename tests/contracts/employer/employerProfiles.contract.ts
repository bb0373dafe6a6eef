import { describe, expect, it } from 'vitest';
import type { EmployerProfiles } from '../../../core/employer/EmployerProfiles.ts';
import { failure, loggedInDevice, ok, type EmployerDevice } from './employerDevice.ts';

/** What every EmployerProfiles adapter promises, behind the employer's bearer token. */
export function employerProfilesContract(adapter: string, device: () => Promise<EmployerDevice>): void {
  describe(`EmployerProfiles contract: ${adapter}`, () => {
    it('answers the logged-in user, an admin of the company it signed up', async () => {
      const browser = await device();
      const { email } = await loggedInDevice(browser);
      const profile = await ok(browser.profiles.me());
      expect(profile).toMatchObject({ email, name: 'Ada Employer', role: 'admin', phone: '+48 600 100 200' });
      expect(profile.company.name).toBe(`Contract Company ${email}`);
    });

    it('changes the name, clears the phone and keeps what it was not told to change', async () => {
      const browser = await device();
      await loggedInDevice(browser);
      const changed = await ok(browser.profiles.update({ name: 'Grace Employer', phone: null }));
      expect(changed).toMatchObject({ name: 'Grace Employer', phone: null, role: 'admin' });
      expect(await ok(browser.profiles.me())).toEqual(changed);
    });

    it('refuses a phone that is not one', async () => {
      const browser = await device();
      await loggedInDevice(browser);
      expect((await failure(browser.profiles.update({ phone: 'call me maybe' }))).kind).toBe('invalid-input');
    });

    it('is unauthorized without a live token', async () => {
      const browser = await device();
      expect(await failure(browser.profiles.me())).toEqual({ kind: 'unauthorized' });
      browser.useToken('eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.sig');
      expect(await failure(browser.profiles.me())).toEqual({ kind: 'unauthorized' });
    });
  });
}

/** The port this suite proves (every adapter of it runs the suite: tests/contracts/everyPortProven.test.ts). */
export type ProvenPort = EmployerProfiles;
