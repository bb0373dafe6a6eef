import { describe, expect, it } from 'vitest';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../contract/session.ts';
import type { CandidateAuthentication } from '../../../core/session/CandidateAuthentication.ts';
import type { RefreshedSession } from '../../../core/session/SessionTokens.ts';
import { readTokenClaims } from '../../../core/session/tokenClaims.ts';

/** An account a job-alert form made ("create account"), without a password, and its e-mail link's code. */
export interface PasswordlessAccount {
  readonly email: string;
  readonly candidateId: string;
  readonly code: string;
}

/** The candidate id and single-use code of a set-password link, as the e-mail carries them. */
export interface SentLink {
  readonly candidateId: string;
  readonly code: string;
}

export interface CandidateAuthenticationFixture {
  readonly authentication: CandidateAuthentication;
  readonly passwordless: () => Promise<PasswordlessAccount>;
  /** Every set-password link mailed to the address so far, oldest first (the outbox, or the fake's mailbox). */
  readonly linksSentTo: (email: string) => Promise<readonly SentLink[]>;
}

const PASSWORD = 'correct horse battery';
let counter = 0;
const uniqueEmail = () => `auth.${Date.now()}.${++counter}@example.com`;
const aRegistration = (email = uniqueEmail()) => ({ email, password: PASSWORD, firstName: 'Ada', lastName: 'Lovelace' });

/** The session a call opened: its token names the candidate and carries the flags the candidate shows. */
function expectSessionOf(session: RefreshedSession, candidateId: string): void {
  expect(session.candidate.id).toBe(candidateId);
  expect(readTokenClaims(session.token)).toMatchObject({ subject: candidateId, featureFlags: session.candidate.featureFlags });
}

/**
 * What every CandidateAuthentication adapter promises (core/session/README.md): a registration
 * opens a session for a new account (e-mail normalised, names trimmed, the contract's password
 * rules); a login never says whether the e-mail or the password was wrong; an account made by a
 * job-alert form gets its first password once, with its single-use code; "forgot password" answers
 * the same for every address, mails a link only to an account, and is limited per address.
 */
export function candidateAuthenticationContract(adapter: string, fresh: () => Promise<CandidateAuthenticationFixture>): void {
  describe(`CandidateAuthentication contract: ${adapter}`, () => {
    it('registers a new account and opens its session', async () => {
      const { authentication } = await fresh();
      const email = uniqueEmail();
      const session = (
        await authentication.register({ email: `  ${email.toUpperCase()} `, password: PASSWORD, firstName: ' Ada ', lastName: 'Lovelace' })
      )._unsafeUnwrap();
      expect(session.candidate).toMatchObject({ email, firstName: 'Ada', lastName: 'Lovelace', avatarUrl: null });
      expect(session.candidate.unreadMessages).toEqual({ chatsCount: expect.any(Number), conversationRequestsCount: expect.any(Number) });
      expectSessionOf(session, session.candidate.id);
    });

    it('refuses an e-mail that has an account, whatever its case, with email-taken', async () => {
      const { authentication } = await fresh();
      const email = uniqueEmail();
      (await authentication.register(aRegistration(email)))._unsafeUnwrap();
      expect((await authentication.register(aRegistration(email.toUpperCase())))._unsafeUnwrapErr()).toEqual({ kind: 'email-taken' });
    });

    it('refuses a registration that breaks the rules with invalid-input', async () => {
      const { authentication } = await fresh();
      for (const broken of [
        { email: 'not-an-email' },
        { password: 'x'.repeat(PASSWORD_MIN_LENGTH - 1) },
        { password: 'x'.repeat(PASSWORD_MAX_LENGTH + 1) },
        { firstName: '   ' },
        { lastName: '' },
      ]) {
        expect((await authentication.register({ ...aRegistration(), ...broken }))._unsafeUnwrapErr(), JSON.stringify(broken)).toMatchObject({
          kind: 'invalid-input',
        });
      }
    });

    it('logs in with the e-mail in any case, and answers invalid-credentials to a wrong password or an unknown e-mail alike', async () => {
      const { authentication } = await fresh();
      const email = uniqueEmail();
      const registered = (await authentication.register(aRegistration(email)))._unsafeUnwrap();
      expectSessionOf(
        (await authentication.login({ email: ` ${email.toUpperCase()}`, password: PASSWORD }))._unsafeUnwrap(),
        registered.candidate.id,
      );
      expect((await authentication.login({ email, password: `${PASSWORD}!` }))._unsafeUnwrapErr()).toEqual({ kind: 'invalid-credentials' });
      expect((await authentication.login({ email: uniqueEmail(), password: PASSWORD }))._unsafeUnwrapErr()).toEqual({ kind: 'invalid-credentials' });
    });

    it('sets the first password of a job-alert form’s account once, then logs in with it', async () => {
      const { authentication, passwordless } = await fresh();
      const account = await passwordless();
      expect((await authentication.login({ email: account.email, password: PASSWORD }))._unsafeUnwrapErr()).toEqual({ kind: 'invalid-credentials' });
      // Registering the address sends the owner a set-password link (the hardening issue's finding 2), not a session.
      expect((await authentication.register(aRegistration(account.email)))._unsafeUnwrapErr()).toEqual({ kind: 'password-link-sent' });
      expect(
        (await authentication.setPassword({ candidateId: account.candidateId, code: 'wrong-code', password: PASSWORD }))._unsafeUnwrapErr(),
      ).toEqual({ kind: 'invalid-code' });
      expect(
        (await authentication.setPassword({ candidateId: account.candidateId, code: account.code, password: 'short' }))._unsafeUnwrapErr(),
      ).toMatchObject({ kind: 'invalid-input' });
      expectSessionOf(
        (await authentication.setPassword({ candidateId: account.candidateId, code: account.code, password: PASSWORD }))._unsafeUnwrap(),
        account.candidateId,
      );
      expect(
        (await authentication.setPassword({ candidateId: account.candidateId, code: account.code, password: PASSWORD }))._unsafeUnwrapErr(),
      ).toEqual({ kind: 'invalid-code' });
      expectSessionOf((await authentication.login({ email: account.email, password: PASSWORD }))._unsafeUnwrap(), account.candidateId);
    });

    it('refuses set-password for an account that has a password, or none at all, with invalid-code', async () => {
      const { authentication } = await fresh();
      const registered = (await authentication.register(aRegistration()))._unsafeUnwrap();
      expect(
        (await authentication.setPassword({ candidateId: registered.candidate.id, code: 'any-code', password: PASSWORD }))._unsafeUnwrapErr(),
      ).toEqual({ kind: 'invalid-code' });
      expect(
        (
          await authentication.setPassword({ candidateId: '00000000-0000-4000-8000-000000000000', code: 'any-code', password: PASSWORD })
        )._unsafeUnwrapErr(),
      ).toEqual({ kind: 'invalid-code' });
    });

    it('answers a reset request the same whether or not the address has an account, and mails a link only to the account', async () => {
      const { authentication, linksSentTo } = await fresh();
      const email = uniqueEmail();
      const registered = (await authentication.register(aRegistration(email)))._unsafeUnwrap();
      const nobody = uniqueEmail();
      const forAccount = await authentication.requestPasswordReset({ email: ` ${email.toUpperCase()} `, language: 'en' });
      const forNobody = await authentication.requestPasswordReset({ email: nobody, language: 'pl' });
      expect(forAccount._unsafeUnwrap()).toEqual(forNobody._unsafeUnwrap());
      expect(await linksSentTo(nobody)).toEqual([]);
      const links = await linksSentTo(email);
      expect(links.map((link) => link.candidateId)).toEqual([registered.candidate.id]);

      const newPassword = `${PASSWORD} renewed`;
      const link = links[0]!;
      expectSessionOf((await authentication.setPassword({ ...link, password: newPassword }))._unsafeUnwrap(), registered.candidate.id);
      expect((await authentication.setPassword({ ...link, password: `${newPassword}!` }))._unsafeUnwrapErr()).toEqual({ kind: 'invalid-code' });
      expect((await authentication.login({ email, password: PASSWORD }))._unsafeUnwrapErr()).toEqual({ kind: 'invalid-credentials' });
      expectSessionOf((await authentication.login({ email, password: newPassword }))._unsafeUnwrap(), registered.candidate.id);
    });

    it('mails the owner of a job-alert form’s account a link that sets its first password', async () => {
      const { authentication, passwordless, linksSentTo } = await fresh();
      const account = await passwordless();
      const before = (await linksSentTo(account.email)).length;
      (await authentication.requestPasswordReset({ email: account.email, language: 'en' }))._unsafeUnwrap();
      const links = await linksSentTo(account.email);
      expect(links).toHaveLength(before + 1);
      const link = links[links.length - 1]!;
      expect(link.candidateId).toBe(account.candidateId);
      expectSessionOf((await authentication.setPassword({ ...link, password: PASSWORD }))._unsafeUnwrap(), account.candidateId);
      // Setting a password spends every other link of the account, the form's one too.
      expect(
        (await authentication.setPassword({ candidateId: account.candidateId, code: account.code, password: PASSWORD }))._unsafeUnwrapErr(),
      ).toEqual({ kind: 'invalid-code' });
    });

    it('refuses a reset request for something that is not an e-mail address with invalid-input', async () => {
      const { authentication } = await fresh();
      for (const email of ['', 'not-an-email', 'two@@example.com', `${'x'.repeat(250)}@example.com`]) {
        expect((await authentication.requestPasswordReset({ email, language: 'en' }))._unsafeUnwrapErr(), email).toMatchObject({
          kind: 'invalid-input',
        });
      }
    });

    it('answers too-many-attempts once an address has asked too often, known or not, while other addresses carry on', async () => {
      const { authentication } = await fresh();
      const flooded = uniqueEmail();
      let granted = 0;
      let last = await authentication.requestPasswordReset({ email: flooded, language: 'en' });
      while (last.isOk() && granted < 100) {
        granted += 1;
        last = await authentication.requestPasswordReset({ email: flooded, language: 'en' });
      }
      expect(granted).toBeGreaterThan(1);
      expect(last._unsafeUnwrapErr()).toEqual({ kind: 'too-many-attempts' });
      expect((await authentication.requestPasswordReset({ email: flooded.toUpperCase(), language: 'en' }))._unsafeUnwrapErr()).toEqual({
        kind: 'too-many-attempts',
      });
      expect((await authentication.requestPasswordReset({ email: uniqueEmail(), language: 'en' })).isOk()).toBe(true);
    });
  });
}
