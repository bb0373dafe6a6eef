import { describe, expect, it } from 'vitest';
import type { EmployerAuthentication } from '../../../core/employer/EmployerAuthentication.ts';
import { failure, loggedInDevice, newEmail, ok, PASSWORD, registration, type EmployerDevice } from './employerDevice.ts';

/** What every EmployerAuthentication adapter promises; `device()` gives a new browser each time. */
export function employerAuthenticationContract(adapter: string, device: () => Promise<EmployerDevice>): void {
  const auth = async (): Promise<{ device: EmployerDevice; authentication: EmployerAuthentication }> => {
    const made = await device();
    return { device: made, authentication: made.authentication };
  };

  describe(`EmployerAuthentication contract: ${adapter}`, () => {
    it('signs up once per address; the account logs in only after the e-mail link confirms it', async () => {
      const { device: browser, authentication } = await auth();
      const email = newEmail();
      await ok(authentication.signUp(registration(email)));
      expect(await failure(authentication.signUp(registration(email)))).toEqual({ kind: 'email-taken' });
      expect(await failure(authentication.logIn({ email, password: PASSWORD }))).toEqual({ kind: 'invalid-credentials' });

      const token = await browser.mailbox(email, 'confirmation');
      expect(await ok(authentication.confirm({ token }))).toEqual({ email });
      expect(await failure(authentication.confirm({ token }))).toEqual({ kind: 'invalid-link' });
      const granted = await ok(authentication.logIn({ email, password: PASSWORD }));
      expect(granted.token.split('.')).toHaveLength(3);
      expect(granted.expiresInSeconds).toBeGreaterThan(0);
      expect(await failure(authentication.logIn({ email, password: `${PASSWORD}x` }))).toEqual({ kind: 'invalid-credentials' });
    });

    it('refuses a registration the gateway rules refuse, saying why', async () => {
      const { authentication } = await auth();
      const refused = await failure(authentication.signUp(registration(newEmail(), { passwordConfirmation: 'something-else' })));
      expect(refused.kind).toBe('invalid-input');
    });

    it('refreshes through the cookie of the login, and yields null once the login is revoked', async () => {
      const { device: browser, authentication } = await auth();
      await loggedInDevice(browser);
      const refreshed = await ok(authentication.refresh());
      // The same claims signed in the same second make the same token: only its shape is promised.
      expect(refreshed?.token.split('.')).toHaveLength(3);
      expect(await ok(authentication.refresh())).not.toBeNull();

      await ok(authentication.revoke(refreshed?.token ?? null));
      expect(await ok(authentication.refresh())).toBeNull();
    });

    it('yields null for a refresh on a device that never logged in', async () => {
      const { authentication } = await auth();
      expect(await ok(authentication.refresh())).toBeNull();
      await ok(authentication.revoke(null));
    });

    it('answers a new link and a reset request the same for any address, and resets the password once per link', async () => {
      const { device: browser, authentication } = await auth();
      const { email } = await loggedInDevice(browser);
      await ok(authentication.resendConfirmation('nobody.here@example.com'));
      await ok(authentication.requestPasswordReset('nobody.here@example.com'));
      await ok(authentication.requestPasswordReset(email));
      const token = await browser.mailbox(email, 'password-reset');
      const next = 'A-new-password-2027';
      await ok(authentication.resetPassword({ token, password: next }));
      expect(await failure(authentication.resetPassword({ token, password: next }))).toEqual({ kind: 'invalid-link' });
      expect(await failure(authentication.logIn({ email, password: PASSWORD }))).toEqual({ kind: 'invalid-credentials' });
      await ok(authentication.logIn({ email, password: next }));
    });

    it('sends a new confirmation link to an account still waiting for one', async () => {
      const { device: browser, authentication } = await auth();
      const email = newEmail();
      await ok(authentication.signUp(registration(email)));
      const first = await browser.mailbox(email, 'confirmation');
      await ok(authentication.resendConfirmation(email));
      const second = await browser.mailbox(email, 'confirmation');
      expect(second).not.toBe(first);
      await ok(authentication.confirm({ token: second }));
    });
  });
}
