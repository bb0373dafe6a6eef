import { describe, expect, it } from 'vitest';
import { EmployerAuthenticationInMemory } from '../../../adapters/in-memory/employer/EmployerAuthenticationInMemory.ts';
import type { EmployerAccountsInMemory } from '../../../adapters/in-memory/employer/EmployerAccountsInMemory.ts';
import { ConfirmEmployerEmail } from '../../../core/employer/account/ConfirmEmployerEmail.ts';
import { LoadEmployerProfile } from '../../../core/employer/account/LoadEmployerProfile.ts';
import { RequestEmployerPasswordReset } from '../../../core/employer/account/RequestEmployerPasswordReset.ts';
import { ResendConfirmation } from '../../../core/employer/account/ResendConfirmation.ts';
import { ResetEmployerPassword } from '../../../core/employer/account/ResetEmployerPassword.ts';
import { SignUpEmployer } from '../../../core/employer/account/SignUpEmployer.ts';
import { UpdateEmployerProfile } from '../../../core/employer/account/UpdateEmployerProfile.ts';
import { COMPANY_NAME_MAX_LENGTH, signUpProblems } from '../../../core/employer/accountRules.ts';
import type { EmployerRegistration } from '../../../core/employer/EmployerAuthentication.ts';
import type { EmployerProfileChanges } from '../../../core/employer/EmployerProfile.ts';
import type { EmployerProfiles } from '../../../core/employer/EmployerProfiles.ts';
import { LogInEmployer } from '../../../core/employer/session/LogInEmployer.ts';
import { anonymousEmployer } from '../../../core/employer/session/EmployerSessionState.ts';
import { employerWorld, PASSWORD, signUpValues } from './employerWorld.ts';

const NEW_PASSWORD = 'Another-pass-2027!';

/** The authentication fake, keeping each registration it was sent. */
class RegistrationsKept extends EmployerAuthenticationInMemory {
  readonly registrations: EmployerRegistration[] = [];

  constructor(world: EmployerAccountsInMemory) {
    super(world);
  }

  override signUp(registration: EmployerRegistration) {
    this.registrations.push(registration);
    return super.signUp(registration);
  }
}

/** A profiles port that keeps each change it was sent before passing it on. */
function changesKept(inner: EmployerProfiles): EmployerProfiles & { sent: EmployerProfileChanges[] } {
  const port = {
    sent: [] as EmployerProfileChanges[],
    me: () => inner.me(),
    update: (changes: EmployerProfileChanges) => (port.sent.push(changes), inner.update(changes)),
  };
  return port;
}

async function logInAda(world: ReturnType<typeof employerWorld>, password = PASSWORD) {
  return new LogInEmployer(world.authentication, world.profiles, world.coordinator, world.store).execute({ email: 'ada@example.com', password });
}

/** An account waiting for its confirmation, with the link it was mailed. */
async function signedUp() {
  const world = employerWorld();
  await new SignUpEmployer(world.authentication).execute(signUpValues);
  return { ...world, link: world.accounts.lastLink('grace@example.com', 'confirmation') ?? '' };
}

describe('confirming an employer’s address', () => {
  it('takes the link’s token with the spaces a copy-paste adds', async () => {
    const world = await signedUp();
    const confirmed = await new ConfirmEmployerEmail(world.authentication).execute({ token: ` ${world.link}\n` });
    expect(confirmed._unsafeUnwrap()).toEqual({ email: 'grace@example.com' });
    expect(world.accounts.accounts.get('grace@example.com')?.confirmed).toBe(true);
  });

  it('sets the first password of an invited user, who then logs in with it', async () => {
    const world = await signedUp();
    const confirm = new ConfirmEmployerEmail(world.authentication);
    expect((await confirm.execute({ token: world.link, password: { password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD } })).isOk()).toBe(
      true,
    );
    const logIn = new LogInEmployer(world.authentication, world.profiles, world.coordinator, world.store);
    expect((await logIn.execute({ email: 'grace@example.com', password: PASSWORD }))._unsafeUnwrapErr()).toEqual({ kind: 'invalid-credentials' });
    expect((await logIn.execute({ email: 'grace@example.com', password: NEW_PASSWORD }))._unsafeUnwrap()?.email).toBe('grace@example.com');
  });

  it('refuses a first password the rules refuse, leaving the link unused', async () => {
    const world = await signedUp();
    const confirm = new ConfirmEmployerEmail(world.authentication);
    const mismatched = await confirm.execute({ token: world.link, password: { password: NEW_PASSWORD, passwordConfirmation: 'something else' } });
    expect(mismatched._unsafeUnwrapErr()).toEqual({ kind: 'invalid-input' });
    expect(world.accounts.accounts.get('grace@example.com')?.confirmed).toBe(false);
    expect(world.accounts.links.has(world.link)).toBe(true);
  });

  it('calls a blank link invalid before looking at the password', async () => {
    const world = await signedUp();
    const blank = await new ConfirmEmployerEmail(world.authentication).execute({
      token: ' \t',
      password: { password: 'short', passwordConfirmation: 'other' },
    });
    expect(blank._unsafeUnwrapErr()).toEqual({ kind: 'invalid-link' });
  });
});

describe('resetting an employer’s password', () => {
  async function resetLinkSent() {
    const world = employerWorld();
    await new RequestEmployerPasswordReset(world.authentication).execute({ email: 'ada@example.com' });
    return { ...world, link: world.accounts.lastLink('ada@example.com', 'password-reset') ?? '' };
  }

  it('mails a link to the address as typed, with spaces around it', async () => {
    const world = employerWorld();
    expect((await new RequestEmployerPasswordReset(world.authentication).execute({ email: '  ada@example.com ' })).isOk()).toBe(true);
    expect(world.accounts.lastLink('ada@example.com', 'password-reset')).not.toBeNull();
  });

  it('refuses an address that is not one, and mails nothing', async () => {
    const world = employerWorld();
    const refused = await new RequestEmployerPasswordReset(world.authentication).execute({ email: 'ada at example' });
    expect(refused._unsafeUnwrapErr()).toEqual({ kind: 'invalid-input' });
    expect(world.accounts.links.size).toBe(0);
  });

  it('sets the new password through the link, with the spaces a copy-paste adds, and the old one stops working', async () => {
    const world = await resetLinkSent();
    const reset = await new ResetEmployerPassword(world.authentication).execute({
      token: ` ${world.link} `,
      password: NEW_PASSWORD,
      passwordConfirmation: NEW_PASSWORD,
    });
    expect(reset.isOk()).toBe(true);
    expect((await logInAda(world))._unsafeUnwrapErr()).toEqual({ kind: 'invalid-credentials' });
    expect((await logInAda(world, NEW_PASSWORD))._unsafeUnwrap()?.email).toBe('ada@example.com');
  });

  it('calls a blank link invalid, before the passwords are compared', async () => {
    const world = await resetLinkSent();
    const reset = new ResetEmployerPassword(world.authentication);
    expect((await reset.execute({ token: '  ', password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD }))._unsafeUnwrapErr()).toEqual({
      kind: 'invalid-link',
    });
    expect((await reset.execute({ token: '', password: NEW_PASSWORD, passwordConfirmation: 'other' }))._unsafeUnwrapErr()).toEqual({
      kind: 'invalid-link',
    });
    expect(world.accounts.links.has(world.link)).toBe(true);
  });
});

describe('resending the confirmation link', () => {
  it('mails a new link to an unconfirmed address typed with spaces around it', async () => {
    const world = await signedUp();
    expect((await new ResendConfirmation(world.authentication).execute({ email: ' grace@example.com  ' })).isOk()).toBe(true);
    const newest = world.accounts.lastLink('grace@example.com', 'confirmation');
    expect(newest).not.toBeNull();
    expect(newest).not.toBe(world.link);
  });

  it('refuses an address that is not one, and mails nothing', async () => {
    const world = await signedUp();
    expect((await new ResendConfirmation(world.authentication).execute({ email: 'grace@' }))._unsafeUnwrapErr()).toEqual({ kind: 'invalid-input' });
    expect(world.accounts.lastLink('grace@example.com', 'confirmation')).toBe(world.link);
  });
});

describe('signing an employer up', () => {
  it('sends every text trimmed, the company and the user as typed otherwise', async () => {
    const world = employerWorld();
    const authentication = new RegistrationsKept(world.accounts);
    const values = {
      ...signUpValues,
      companyName: '  Beta sp. z o.o. ',
      name: ' Grace ',
      phone: ' +48 600 100 200 ',
      email: ' grace@example.com ',
      subscribeToNewsletter: true,
    };
    expect((await new SignUpEmployer(authentication).execute(values)).isOk()).toBe(true);
    expect(authentication.registrations).toEqual([
      {
        company: { name: 'Beta sp. z o.o.', acceptedRegulations: true, subscribeToNewsletter: true },
        user: { name: 'Grace', phone: '+48 600 100 200', email: 'grace@example.com', password: PASSWORD, passwordConfirmation: PASSWORD },
      },
    ]);
    expect(world.accounts.accounts.get('grace@example.com')?.profile).toMatchObject({
      name: 'Grace',
      phone: '+48 600 100 200',
      company: { name: 'Beta sp. z o.o.' },
    });
  });

  it('takes a company name of exactly the limit, refuses one past it or with a control character', () => {
    expect(signUpProblems({ ...signUpValues, companyName: 'x'.repeat(COMPANY_NAME_MAX_LENGTH) })).toEqual({});
    expect(signUpProblems({ ...signUpValues, companyName: 'x'.repeat(COMPANY_NAME_MAX_LENGTH + 1) })).toEqual({ companyName: 'too-long' });
    expect(signUpProblems({ ...signUpValues, companyName: 'Beta\u0007' })).toEqual({ companyName: 'invalid-characters' });
  });
});

describe('the employer’s own profile', () => {
  it('loads the profile fresh and keeps it in the store', async () => {
    const world = employerWorld();
    await logInAda(world);
    world.store.set(anonymousEmployer);
    const profile = (await new LoadEmployerProfile(world.profiles, world.coordinator, world.store).execute())._unsafeUnwrap();
    expect(profile).toEqual(world.account.profile);
    expect(world.store.current).toEqual({ status: 'authenticated', profile });
  });

  it('fails to load without a login, and leaves the store as it was', async () => {
    const world = employerWorld();
    const loaded = await new LoadEmployerProfile(world.profiles, world.coordinator, world.store).execute();
    expect(loaded._unsafeUnwrapErr()).toEqual({ kind: 'unauthorized' });
    expect(world.store.current).toEqual({ status: 'unknown' });
  });

  async function updating() {
    const world = employerWorld();
    await logInAda(world);
    const profiles = changesKept(world.profiles);
    return { ...world, profiles, update: new UpdateEmployerProfile(profiles, world.coordinator, world.store) };
  }

  it('sends only the fields given, trimmed', async () => {
    const world = await updating();
    await world.update.execute({ name: ' Ada L. ' });
    await world.update.execute({ phone: ' +48 600 100 200 ' });
    await world.update.execute({ language: 'en' });
    await world.update.execute({ phone: null });
    expect(world.profiles.sent).toStrictEqual([{ name: 'Ada L.' }, { phone: '+48 600 100 200' }, { language: 'en' }, { phone: null }]);
  });

  it('sends a phone of only spaces as none', async () => {
    const world = await updating();
    world.account.profile = { ...world.account.profile, phone: '+48 600 100 200' };
    const changed = (await world.update.execute({ phone: ' \t ' }))._unsafeUnwrap();
    expect(world.profiles.sent).toStrictEqual([{ phone: null }]);
    expect(changed.phone).toBeNull();
  });

  it('changes the phone and the language, and keeps the rest', async () => {
    const world = await updating();
    const changed = (await world.update.execute({ phone: '+48 600 100 200', language: 'en' }))._unsafeUnwrap();
    expect(changed).toEqual({ ...world.account.profile, phone: '+48 600 100 200', language: 'en' });
    expect(changed.name).toBe('Ada');
    expect(world.store.current).toEqual({ status: 'authenticated', profile: changed });
  });

  it('refuses a blank name or a name with a control character without a call', async () => {
    const world = await updating();
    expect((await world.update.execute({ name: '  ' }))._unsafeUnwrapErr()).toStrictEqual({ kind: 'invalid-input' });
    expect((await world.update.execute({ name: 'Ada\u0000' }))._unsafeUnwrapErr()).toStrictEqual({ kind: 'invalid-input' });
    expect(world.profiles.sent).toEqual([]);
    expect(world.account.profile.name).toBe('Ada');
  });
});
