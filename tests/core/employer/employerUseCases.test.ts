import { errAsync, type ResultAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { EmployerAuthenticationInMemory } from '../../../adapters/in-memory/employer/EmployerAuthenticationInMemory.ts';
import type { GatewayFailure } from '../../../core/shared/Failure.ts';
import { ConfirmEmployerEmail } from '../../../core/employer/account/ConfirmEmployerEmail.ts';
import { ResetEmployerPassword } from '../../../core/employer/account/ResetEmployerPassword.ts';
import { SignUpEmployer } from '../../../core/employer/account/SignUpEmployer.ts';
import { UpdateEmployerProfile } from '../../../core/employer/account/UpdateEmployerProfile.ts';
import { LogInEmployer } from '../../../core/employer/session/LogInEmployer.ts';
import { LogOutEmployer } from '../../../core/employer/session/LogOutEmployer.ts';
import { EMPLOYER_SESSION_HINT } from '../../../core/employer/session/EmployerSessionCoordinator.ts';
import { RestoreEmployerSession } from '../../../core/employer/session/RestoreEmployerSession.ts';
import { ErrorReporterInMemory } from '../../../adapters/in-memory/ErrorReporterInMemory.ts';
import { employerWorld, PASSWORD, signUpValues } from './employerWorld.ts';

describe('employer use cases', () => {
  it('signs up, confirms through the mailed link and logs in with the profile in the store', async () => {
    const world = employerWorld();
    await new SignUpEmployer(world.authentication).execute(signUpValues);
    const link = world.accounts.lastLink('grace@example.com', 'confirmation') ?? '';
    expect((await new ConfirmEmployerEmail(world.authentication).execute({ token: link }))._unsafeUnwrap()).toEqual({ email: 'grace@example.com' });

    const profile = (
      await new LogInEmployer(world.authentication, world.profiles, world.coordinator, world.store).execute({
        email: ' grace@example.com ',
        password: PASSWORD,
      })
    )._unsafeUnwrap();

    expect(profile?.company.name).toBe('Beta sp. z o.o.');
    expect(world.store.current).toEqual({ status: 'authenticated', profile });
    expect(world.bearer.get()).not.toBeNull();
  });

  it('refuses a sign-up the form refuses without a call', async () => {
    const world = employerWorld();
    const refused = await new SignUpEmployer(world.authentication).execute({ ...signUpValues, acceptedRegulations: false });
    expect(refused._unsafeUnwrapErr()).toEqual({ kind: 'invalid-input' });
    expect(world.accounts.accounts.has('grace@example.com')).toBe(false);
  });

  it('refuses a blank link and mismatched passwords before any call', async () => {
    const world = employerWorld();
    expect((await new ConfirmEmployerEmail(world.authentication).execute({ token: '  ' }))._unsafeUnwrapErr()).toEqual({ kind: 'invalid-link' });
    expect(
      (
        await new ResetEmployerPassword(world.authentication).execute({ token: 'x', password: PASSWORD, passwordConfirmation: 'other' })
      )._unsafeUnwrapErr(),
    ).toEqual({ kind: 'invalid-input' });
  });

  it('makes no call for a device that never logged in, even with a cookie it cannot see', async () => {
    const world = employerWorld();
    world.accounts.refreshCookie = 'ada@example.com';
    const restore = new RestoreEmployerSession(world.coordinator, world.profiles, world.bearer, world.store);
    expect((await restore.execute())._unsafeUnwrap()).toEqual({ status: 'anonymous' });
    expect(world.authentication.refreshes).toEqual([]);
  });

  it('restores a session from the refresh cookie alone (a login of another tab), else stays anonymous', async () => {
    const world = employerWorld();
    world.hints.set(EMPLOYER_SESSION_HINT, '1');
    const restore = new RestoreEmployerSession(world.coordinator, world.profiles, world.bearer, world.store);
    expect((await restore.execute())._unsafeUnwrap()).toEqual({ status: 'anonymous' });
    expect(world.hints.get(EMPLOYER_SESSION_HINT)).toBeNull();

    world.hints.set(EMPLOYER_SESSION_HINT, '1');
    world.accounts.refreshCookie = 'ada@example.com';
    const state = (await restore.execute())._unsafeUnwrap();
    expect(state).toEqual({ status: 'authenticated', profile: world.account.profile });
    expect(world.bearer.get()).not.toBeNull();
  });

  it('logs out on the tab even when the revocation fails, reporting it', async () => {
    const world = employerWorld();
    await new LogInEmployer(world.authentication, world.profiles, world.coordinator, world.store).execute({
      email: 'ada@example.com',
      password: PASSWORD,
    });
    const reporter = new ErrorReporterInMemory();
    const failing = new (class extends EmployerAuthenticationInMemory {
      override revoke(): ResultAsync<void, GatewayFailure> {
        return errAsync({ kind: 'network-failure', message: 'offline' });
      }
    })(world.accounts);
    await new LogOutEmployer(failing, world.bearer, world.coordinator, reporter).execute();
    expect(world.bearer.get()).toBeNull();
    expect(world.store.current).toEqual({ status: 'anonymous' });
    expect(reporter.reported).toHaveLength(1);
  });

  it('updates the profile with a cleared phone and keeps it in the store', async () => {
    const world = employerWorld();
    await new LogInEmployer(world.authentication, world.profiles, world.coordinator, world.store).execute({
      email: 'ada@example.com',
      password: PASSWORD,
    });
    const update = new UpdateEmployerProfile(world.profiles, world.coordinator, world.store);
    expect((await update.execute({ phone: 'not a phone' }))._unsafeUnwrapErr()).toEqual({ kind: 'invalid-input' });
    const changed = (await update.execute({ name: ' Ada L. ', phone: '  ' }))._unsafeUnwrap();
    expect(changed).toMatchObject({ name: 'Ada L.', phone: null });
    expect(world.store.current).toEqual({ status: 'authenticated', profile: changed });
  });
});
