import { errAsync, type ResultAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { EmployerAuthenticationInMemory } from '../../../adapters/in-memory/employer/EmployerAuthenticationInMemory.ts';
import type { EmployerAccountsInMemory } from '../../../adapters/in-memory/employer/EmployerAccountsInMemory.ts';
import { ErrorReporterInMemory } from '../../../adapters/in-memory/ErrorReporterInMemory.ts';
import { BearerTokenStoreInMemory } from '../../../adapters/in-memory/session/BearerTokenStoreInMemory.ts';
import type { EmployerCredentials } from '../../../core/employer/EmployerAuthentication.ts';
import type { EmployerProfile } from '../../../core/employer/EmployerProfile.ts';
import type { EmployerProfiles } from '../../../core/employer/EmployerProfiles.ts';
import { EMPLOYER_SESSION_HINT, EmployerSessionCoordinator } from '../../../core/employer/session/EmployerSessionCoordinator.ts';
import { authenticatedEmployer } from '../../../core/employer/session/EmployerSessionState.ts';
import { EmployerSessionStore } from '../../../core/employer/session/EmployerSessionStore.ts';
import { LogInEmployer } from '../../../core/employer/session/LogInEmployer.ts';
import { LogOutEmployer } from '../../../core/employer/session/LogOutEmployer.ts';
import { RefreshEmployerSession } from '../../../core/employer/session/RefreshEmployerSession.ts';
import { RestoreEmployerSession } from '../../../core/employer/session/RestoreEmployerSession.ts';
import type { GatewayFailure } from '../../../core/shared/Failure.ts';
import { employerWorld, loggedInEmployerWorld, PASSWORD } from './employerWorld.ts';

/** The authentication fake, keeping the credentials of each login it was sent. */
class LoginsKept extends EmployerAuthenticationInMemory {
  readonly logins: EmployerCredentials[] = [];

  constructor(world: EmployerAccountsInMemory) {
    super(world);
  }

  override logIn(credentials: EmployerCredentials) {
    this.logins.push(credentials);
    return super.logIn(credentials);
  }
}

/** A profiles port that counts the profile reads; `failWith` makes them fail. */
function meCounted(inner: EmployerProfiles, failWith?: GatewayFailure): EmployerProfiles & { reads: number } {
  const port = {
    reads: 0,
    me: (): ResultAsync<EmployerProfile, GatewayFailure> => (port.reads++, failWith ? errAsync(failWith) : inner.me()),
    update: inner.update.bind(inner),
  };
  return port;
}

const offline: GatewayFailure = { kind: 'network-failure', message: 'offline' };

describe('logging an employer in', () => {
  it('refuses an address that is not one, or an empty password, without a call', async () => {
    const world = employerWorld();
    const authentication = new LoginsKept(world.accounts);
    const logIn = new LogInEmployer(authentication, world.profiles, world.coordinator, world.store);
    expect((await logIn.execute({ email: 'ada', password: PASSWORD }))._unsafeUnwrapErr()).toEqual({ kind: 'invalid-input' });
    expect((await logIn.execute({ email: 'ada@example.com', password: '' }))._unsafeUnwrapErr()).toEqual({ kind: 'invalid-input' });
    expect(authentication.logins).toEqual([]);
    expect(world.bearer.get()).toBeNull();
  });

  it('sends the address trimmed and the password as typed', async () => {
    const world = employerWorld();
    const authentication = new LoginsKept(world.accounts);
    await new LogInEmployer(authentication, world.profiles, world.coordinator, world.store).execute({
      email: ' ada@example.com\t',
      password: PASSWORD,
    });
    expect(authentication.logins).toEqual([{ email: 'ada@example.com', password: PASSWORD }]);
  });

  it('stays logged in without a profile when the profile fails to load', async () => {
    const world = employerWorld();
    const profiles = meCounted(world.profiles, offline);
    const profile = await new LogInEmployer(world.authentication, profiles, world.coordinator, world.store).execute({
      email: 'ada@example.com',
      password: PASSWORD,
    });
    expect(profile._unsafeUnwrap()).toBeNull();
    expect(world.store.current).toEqual({ status: 'authenticated', profile: null });
    expect(world.bearer.get()).not.toBeNull();
    expect(world.coordinator.mayRestore()).toBe(true);
  });
});

describe('logging an employer out', () => {
  it('revokes the login, forgets it on the tab and the device, without announcing a lost session', async () => {
    const world = await loggedInEmployerWorld();
    let ended = 0;
    world.coordinator.sessionEnded$.subscribe(() => (ended += 1));
    const reporter = new ErrorReporterInMemory();
    await new LogOutEmployer(world.authentication, world.bearer, world.coordinator, reporter).execute();
    expect(world.accounts.accessTokens.size).toBe(0);
    expect(world.accounts.refreshCookie).toBeNull();
    expect(world.bearer.get()).toBeNull();
    expect(world.hints.get(EMPLOYER_SESSION_HINT)).toBeNull();
    expect(world.store.current).toEqual({ status: 'anonymous' });
    expect(ended).toBe(0);
    expect(reporter.reported).toEqual([]);
  });

  it('reports a failed revocation with the failure and where it happened', async () => {
    const world = await loggedInEmployerWorld();
    const reporter = new ErrorReporterInMemory();
    const failing = new (class extends EmployerAuthenticationInMemory {
      override revoke(): ResultAsync<void, GatewayFailure> {
        return errAsync(offline);
      }
    })(world.accounts);
    await new LogOutEmployer(failing, world.bearer, world.coordinator, reporter).execute();
    expect(reporter.reported).toEqual([{ error: offline, context: { context: 'employer.logout' } }]);
  });
});

describe('refreshing the employer session', () => {
  it('answers the new token, kept for the tab', async () => {
    const world = await loggedInEmployerWorld();
    const before = world.bearer.get();
    const token = (await new RefreshEmployerSession(world.coordinator).execute())._unsafeUnwrap();
    expect(token).not.toBeNull();
    expect(token).not.toBe(before);
    expect(world.bearer.get()).toBe(token);
    expect(world.accounts.accountOf(token)?.profile.email).toBe('ada@example.com');
  });
});

describe('the employer session coordinator', () => {
  it('passes any failure but unauthorized through, without a refresh', async () => {
    const world = await loggedInEmployerWorld();
    for (const failure of [offline, { kind: 'http-failure', status: 500 }, null, undefined, 'broken']) {
      const result = await world.coordinator.run(() => errAsync(failure));
      expect(result._unsafeUnwrapErr()).toEqual(failure);
    }
    expect(world.authentication.refreshes).toEqual([]);
  });

  it('retries without a refresh a call refused with a token older than the current one', async () => {
    const world = await loggedInEmployerWorld();
    world.accounts.expireAccessTokens();
    let attempts = 0;
    const result = await world.coordinator.run(() => {
      attempts += 1;
      const answer = world.profiles.me();
      // Another call's refresh lands while this one is on its way.
      if (attempts === 1) world.bearer.set(world.accounts.issueAccessToken('ada@example.com'));
      return answer;
    });
    expect(result._unsafeUnwrap().email).toBe('ada@example.com');
    expect(attempts).toBe(2);
    expect(world.authentication.refreshes).toEqual([]);
  });

  it('refreshes when the token was forgotten meanwhile, and retries nothing the refresh refuses', async () => {
    const world = await loggedInEmployerWorld();
    world.accounts.expireAccessTokens();
    world.accounts.refreshCookie = null;
    let attempts = 0;
    const result = await world.coordinator.run(() => {
      attempts += 1;
      const answer = world.profiles.me();
      world.bearer.clear();
      return answer;
    });
    expect(result._unsafeUnwrapErr()).toEqual({ kind: 'unauthorized' });
    expect(attempts).toBe(1);
    expect(world.authentication.refreshes).toEqual(['refused']);
  });

  it('retries once a call whose refresh was granted', async () => {
    const world = await loggedInEmployerWorld();
    world.accounts.expireAccessTokens();
    let attempts = 0;
    const result = await world.coordinator.run(() => (attempts++, world.profiles.me()));
    expect(result.isOk()).toBe(true);
    expect(attempts).toBe(2);
  });

  it('lets another tab of the device restore the login through the refresh cookie', async () => {
    const world = await loggedInEmployerWorld();
    const otherTab = new BearerTokenStoreInMemory();
    const store = new EmployerSessionStore();
    const coordinator = new EmployerSessionCoordinator(world.authentication, otherTab, store, world.hints);
    expect(coordinator.mayRestore()).toBe(true);
    const state = (await new RestoreEmployerSession(coordinator, world.profiles, otherTab, store).execute())._unsafeUnwrap();
    expect(state).toEqual({ status: 'authenticated', profile: world.account.profile });
  });
});

describe('restoring the employer session', () => {
  const restoreOf = (world: ReturnType<typeof employerWorld>, profiles: EmployerProfiles = world.profiles) =>
    new RestoreEmployerSession(world.coordinator, profiles, world.bearer, world.store);

  it('keeps a session already known with its profile, without a call', async () => {
    const world = employerWorld();
    const profiles = meCounted(world.profiles);
    world.store.set(authenticatedEmployer(world.account.profile));
    expect((await restoreOf(world, profiles).execute())._unsafeUnwrap()).toEqual({ status: 'authenticated', profile: world.account.profile });
    expect(profiles.reads).toBe(0);
  });

  it('loads the profile of a session known without one', async () => {
    const world = await loggedInEmployerWorld();
    world.store.set(authenticatedEmployer(null));
    const profiles = meCounted(world.profiles);
    expect((await restoreOf(world, profiles).execute())._unsafeUnwrap()).toEqual({ status: 'authenticated', profile: world.account.profile });
    expect(profiles.reads).toBe(1);
  });

  it('uses the tab’s token without a refresh, even with no hint on the device', async () => {
    const world = employerWorld();
    world.bearer.set(world.accounts.issueAccessToken('ada@example.com'));
    world.accounts.refreshCookie = 'ada@example.com';
    expect((await restoreOf(world).execute())._unsafeUnwrap()).toEqual({ status: 'authenticated', profile: world.account.profile });
    expect(world.authentication.refreshes).toEqual([]);
  });

  it('reads no profile when the refresh is refused', async () => {
    const world = employerWorld();
    world.hints.set(EMPLOYER_SESSION_HINT, '1');
    const profiles = meCounted(world.profiles);
    expect((await restoreOf(world, profiles).execute())._unsafeUnwrap()).toEqual({ status: 'anonymous' });
    expect(profiles.reads).toBe(0);
  });

  it('ends a login the gateway no longer knows', async () => {
    const world = await loggedInEmployerWorld();
    world.store.set(authenticatedEmployer(null));
    world.accounts.expireAccessTokens();
    world.accounts.refreshCookie = null;
    expect((await restoreOf(world).execute())._unsafeUnwrap()).toEqual({ status: 'anonymous' });
    expect(world.bearer.get()).toBeNull();
    expect(world.hints.get(EMPLOYER_SESSION_HINT)).toBeNull();
  });

  it('fails with the gateway’s failure when the profile cannot be read, the session left as it was', async () => {
    const world = await loggedInEmployerWorld();
    world.store.set(authenticatedEmployer(null));
    const restored = await restoreOf(world, meCounted(world.profiles, offline)).execute();
    expect(restored._unsafeUnwrapErr()).toEqual(offline);
    expect(world.store.current).toEqual({ status: 'authenticated', profile: null });
    expect(world.bearer.get()).not.toBeNull();
  });
});

describe('the employer session store', () => {
  it('shows the profile while logged in with one, and none otherwise', async () => {
    const world = employerWorld();
    const profiles: (EmployerProfile | null)[] = [];
    world.store.profile$.subscribe((profile) => profiles.push(profile));
    await new LogInEmployer(world.authentication, world.profiles, world.coordinator, world.store).execute({
      email: 'ada@example.com',
      password: PASSWORD,
    });
    await new LogOutEmployer(world.authentication, world.bearer, world.coordinator, new ErrorReporterInMemory()).execute();
    expect(profiles).toEqual([null, world.account.profile, null]);
  });
});
