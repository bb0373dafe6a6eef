import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { CookieJarInMemory } from '../../../adapters/in-memory/CookieJarInMemory.ts';
import type { CookieOptions } from '../../../core/shared/CookieJar.ts';
import { describe, expect, it } from 'vitest';
import type { GatewayFailure } from '../../../core/shared/Failure.ts';
import { USER_ID_COOKIE } from '../../../core/session/sessionCookies.ts';
import { RefreshSession } from '../../../core/session/RefreshSession.ts';
import { SessionCoordinator } from '../../../core/session/SessionCoordinator.ts';
import { guestSession, loggedIn } from '../../../core/session/SessionState.ts';
import { settle } from '../../support/virtualTime.ts';
import { sessionWorld } from './sessionWorld.ts';

const unauthorized: GatewayFailure = { kind: 'unauthorized' };

describe('SessionCoordinator', () => {
  it('runs 20 parallel calls that hit 401 with exactly one refresh and 20 retries', async () => {
    const world = sessionWorld({ bearer: 'expired', favourites: ['o1', 'o2'] });

    const results = await Promise.all(Array.from({ length: 20 }, () => world.coordinator.run(() => world.favourites.count())));

    expect(results.map((result) => result._unsafeUnwrap())).toEqual(Array(20).fill(2));
    expect(world.gateway.refreshes).toEqual(['ok']);
    const outcomes = world.favourites.calls.map((call) => call.outcome);
    expect(outcomes.filter((outcome) => outcome === 'unauthorized')).toHaveLength(20);
    expect(outcomes.filter((outcome) => outcome === 'ok')).toHaveLength(20);
  });

  it('shares a refresh still in flight with callers whose 401 arrives later', async () => {
    const world = sessionWorld({ bearer: 'expired' });
    const release = world.gateway.holdRefreshes();

    const early = Array.from({ length: 5 }, () => world.coordinator.run(() => world.favourites.count()));
    await settle();
    const late = Array.from({ length: 15 }, () => world.coordinator.run(() => world.favourites.count()));
    await settle();
    release();
    const results = await Promise.all([...early, ...late]);

    expect(results.every((result) => result.isOk())).toBe(true);
    expect(world.gateway.refreshes).toEqual(['ok']);
    expect(world.favourites.calls.filter((call) => call.outcome === 'ok')).toHaveLength(20);
  });

  it('retries without a second refresh when a 401 for an old token arrives after the refresh', async () => {
    const world = sessionWorld({ bearer: 'expired' });
    let releaseSlow: () => void = () => undefined;
    const slowGate = new Promise<void>((resolve) => (releaseSlow = resolve));
    let slowAttempts = 0;
    const slowCall = () => {
      slowAttempts += 1;
      return slowAttempts === 1
        ? ResultAsync.fromSafePromise(slowGate).andThen(() => errAsync<number, GatewayFailure>(unauthorized))
        : world.favourites.count();
    };

    const slow = world.coordinator.run(slowCall);
    const fast = await world.coordinator.run(() => world.favourites.count());
    releaseSlow();
    const slowResult = await slow;

    expect(fast.isOk()).toBe(true);
    expect(slowResult.isOk()).toBe(true);
    expect(world.gateway.refreshes).toEqual(['ok']);
    expect(slowAttempts).toBe(2);
  });

  it('on a 401 from the refresh emits failedRefresh once, logs out locally and retries nothing', async () => {
    const world = sessionWorld({ bearer: 'expired', refreshWorks: false });
    world.store.set(loggedIn({ ...world.candidate, featureFlags: 0 }));
    let failedRefreshes = 0;
    world.coordinator.failedRefresh$.subscribe(() => (failedRefreshes += 1));

    const results = await Promise.all(Array.from({ length: 20 }, () => world.coordinator.run(() => world.favourites.count())));
    const later = await world.coordinator.run(() => world.favourites.count());

    expect(results.every((result) => result.isErr() && result.error.kind === 'unauthorized')).toBe(true);
    expect(later.isErr()).toBe(true);
    expect(failedRefreshes).toBe(1);
    expect(world.gateway.refreshes).toEqual(['unauthorized']);
    expect(world.favourites.calls.filter((call) => call.outcome === 'ok')).toHaveLength(0);
    expect(world.favourites.calls).toHaveLength(21);
    expect(world.store.current).toEqual({ status: 'guest' });
    expect(world.bearer.get()).toBeNull();
    expect(world.cookies.get(USER_ID_COOKIE)).toBeNull();
  });

  it('retries a call once only: a second 401 is returned, not refreshed again', async () => {
    const world = sessionWorld({ bearer: 'expired' });
    let attempts = 0;

    const result = await world.coordinator.run(() => {
      attempts += 1;
      return errAsync<number, GatewayFailure>(unauthorized);
    });

    expect(result._unsafeUnwrapErr()).toEqual(unauthorized);
    expect(attempts).toBe(2);
    expect(world.gateway.refreshes).toEqual(['ok']);
  });

  it('returns a 401 untouched when there is no user-id cookie (a guest)', async () => {
    const world = sessionWorld({ bearer: 'none', userIdCookie: false });

    const result = await world.coordinator.run(() => world.favourites.count());

    expect(result._unsafeUnwrapErr()).toEqual(unauthorized);
    expect(world.gateway.refreshes).toEqual([]);
  });

  it('returns other failures untouched', async () => {
    const world = sessionWorld();
    world.favourites.failNext({ kind: 'http-failure', status: 500 });

    const result = await world.coordinator.run(() => world.favourites.count());

    expect(result._unsafeUnwrapErr()).toEqual({ kind: 'http-failure', status: 500 });
    expect(world.gateway.refreshes).toEqual([]);
  });

  it('treats a tampered token as a 401: refresh, then the call succeeds', async () => {
    const world = sessionWorld({ bearer: { raw: 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJjYW5kLTEiLCJmZWF0dXJlRmxhZ3MiOjJ9.forged' } });

    const result = await world.coordinator.run(() => world.favourites.count());

    expect(result.isOk()).toBe(true);
    expect(world.gateway.refreshes).toEqual(['ok']);
  });
});

/** The in-memory jar, also keeping every removal's options (a browser removes only the cookie of that path). */
class JarRecordingRemovals extends CookieJarInMemory {
  readonly removals: { readonly name: string; readonly options: Pick<CookieOptions, 'path'> | undefined }[] = [];

  override remove(name: string, options?: Pick<CookieOptions, 'path'>): void {
    this.removals.push({ name, options });
    super.remove(name);
  }
}

describe('SessionCoordinator, refreshing', () => {
  it('gives the logged candidate the flags of the new token, keeping the rest of the profile', async () => {
    const world = sessionWorld({ bearer: 'expired' });
    world.store.set(loggedIn({ ...world.candidate, featureFlags: 0 }));
    world.gateway.setFeatureFlags(2);

    await new RefreshSession(world.coordinator).execute();

    expect(world.store.current).toEqual(loggedIn({ ...world.candidate, featureFlags: 2 }));
    expect(world.gateway.authorizes()).toBe(true);
  });

  it('leaves a guest a guest', async () => {
    const world = sessionWorld({ bearer: 'expired' });
    world.store.set(guestSession);

    expect((await world.coordinator.refresh()).isOk()).toBe(true);

    expect(world.store.current).toEqual(guestSession);
  });

  it('asks the gateway again for each refresh once the last one is over', async () => {
    const world = sessionWorld();

    await world.coordinator.refresh();
    await world.coordinator.refresh();

    expect(world.gateway.refreshes).toEqual(['ok', 'ok']);
  });

  it('keeps the session when the refresh fails for another reason than a 401', async () => {
    const world = sessionWorld({ bearer: 'expired' });
    world.store.set(loggedIn({ ...world.candidate, featureFlags: 0 }));
    const offline: GatewayFailure = { kind: 'network-failure', message: 'offline' };
    const coordinator = new SessionCoordinator(
      { refresh: () => errAsync(offline), logout: () => okAsync(undefined) },
      world.bearer,
      world.cookies,
      world.store,
    );
    let failedRefreshes = 0;
    coordinator.failedRefresh$.subscribe(() => (failedRefreshes += 1));

    expect((await coordinator.run(() => world.favourites.count()))._unsafeUnwrapErr()).toEqual(offline);

    expect(world.store.current.status).toBe('logged-in');
    expect(world.cookies.get(USER_ID_COOKIE)).toBe(world.candidate.id);
    expect(failedRefreshes).toBe(0);
  });

  it('returns failures that are not failure objects untouched, without a refresh', async () => {
    const world = sessionWorld({ bearer: 'expired' });

    expect((await world.coordinator.run(() => errAsync<number, unknown>(null)))._unsafeUnwrapErr()).toBeNull();
    expect((await world.coordinator.run(() => errAsync<number, unknown>('unauthorized')))._unsafeUnwrapErr()).toBe('unauthorized');

    expect(world.gateway.refreshes).toEqual([]);
  });
});

describe('SessionCoordinator, ending the session here', () => {
  it('removes the user-id cookie of the whole site', () => {
    const world = sessionWorld();
    const cookies = new JarRecordingRemovals({ [USER_ID_COOKIE]: world.candidate.id });
    new SessionCoordinator(world.gateway, world.bearer, cookies, world.store).endLocally();

    expect(cookies.removals).toEqual([{ name: USER_ID_COOKIE, options: { path: '/' } }]);
    expect(cookies.get(USER_ID_COOKIE)).toBeNull();
  });

  it('says a refresh failed only when one did: a logout does not', async () => {
    const world = sessionWorld();
    await world.loadSession.execute();
    let failedRefreshes = 0;
    world.coordinator.failedRefresh$.subscribe(() => (failedRefreshes += 1));

    world.coordinator.endLocally();
    await world.logout.execute();

    expect(failedRefreshes).toBe(0);
    expect(world.store.current).toEqual(guestSession);
  });
});
