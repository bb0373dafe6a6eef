import fc from 'fast-check';
import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { CandidateProfiles } from '../../../core/session/CandidateProfiles.ts';
import { hasFeature } from '../../../core/session/LoggedCandidate.ts';
import { LoadSession, profileRetryDelay } from '../../../core/session/LoadSession.ts';
import { Logout } from '../../../core/session/Logout.ts';
import { USER_ID_COOKIE } from '../../../core/session/sessionCookies.ts';
import type { GatewayFailure } from '../../../core/shared/Failure.ts';
import { sessionWorld } from './sessionWorld.ts';

const offline: GatewayFailure = { kind: 'network-failure', message: 'offline' };

/** Wraps the fake's profile call to record the virtual time of each attempt. */
function timedLoad(world: ReturnType<typeof sessionWorld>) {
  const attemptsAt: number[] = [];
  const profiles: CandidateProfiles = {
    profile: (id) => {
      attemptsAt.push(world.time.now);
      return world.gateway.profile(id);
    },
  };
  const load = new LoadSession(world.coordinator, profiles, world.bearer, world.cookies, world.store, world.reporter, world.time.scheduler);
  return { load, attemptsAt };
}

describe('LoadSession', () => {
  it('is a guest without any call when the user-id cookie is absent', async () => {
    const world = sessionWorld({ userIdCookie: false, bearer: 'valid' });

    const state = await world.loadSession.execute();

    expect(state._unsafeUnwrap()).toEqual({ status: 'guest' });
    expect(world.store.current).toEqual({ status: 'guest' });
    expect(world.gateway.refreshes).toEqual([]);
    expect(world.gateway.profileCalls).toEqual([]);
    expect(world.bearer.get()).toBeNull();
  });

  it('refreshes when no token is stored, then loads the profile with the flags from the token', async () => {
    const world = sessionWorld({ bearer: 'none', featureFlags: 2 });

    await world.loadSession.execute();

    expect(world.gateway.refreshes).toEqual(['ok']);
    const state = world.store.current;
    expect(state.status).toBe('logged-in');
    if (state.status !== 'logged-in') return;
    expect(state.candidate.id).toBe('cand-1');
    expect(state.candidate.unreadMessages).toEqual({ chatsCount: 2, conversationRequestsCount: 1 });
    expect(hasFeature(state.candidate.featureFlags, 'passiveCandidates')).toBe(true);
  });

  it('uses a stored valid token without refreshing', async () => {
    const world = sessionWorld({ bearer: 'valid' });

    await world.loadSession.execute();

    expect(world.store.current.status).toBe('logged-in');
    expect(world.gateway.refreshes).toEqual([]);
  });

  it('treats a corrupt session-storage value as no token: refresh path, logged out when that fails', async () => {
    const world = sessionWorld({ bearer: { raw: '{"not":"a token"' }, refreshWorks: false });

    const result = await world.loadSession.execute();

    expect(result.isErr()).toBe(true);
    expect(world.store.current).toEqual({ status: 'guest' });
    expect(world.gateway.profileCalls).toEqual([]);
    expect(world.reporter.reported).toEqual([]);
  });

  it('recovers from a corrupt session-storage value when the refresh cookie works', async () => {
    const world = sessionWorld({ bearer: { raw: 'garbage' } });

    await world.loadSession.execute();

    expect(world.store.current.status).toBe('logged-in');
  });

  it('reads any user-id cookie text without throwing; non-ids are guests without calls', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string(), async (text) => {
        const world = sessionWorld({ userIdCookie: false, bearer: 'none' });
        world.cookies.plant(USER_ID_COOKIE, text);
        const result = await world.loadSession.execute();
        if (!/^[A-Za-z0-9_.:-]{1,128}$/.test(text)) {
          expect(result._unsafeUnwrap()).toEqual({ status: 'guest' });
          expect(world.gateway.refreshes).toEqual([]);
        }
        expect(['guest', 'logged-in']).toContain(world.store.current.status);
      }),
    );
  });

  it('retries the profile 3 times at 1 s, 2 s and 4 s, then succeeds', async () => {
    const world = sessionWorld();
    world.gateway.failProfile(offline, offline, offline);
    const { load, attemptsAt } = timedLoad(world);

    const pending = load.execute();
    await world.time.advance(6_999);
    expect(attemptsAt).toEqual([0, 1000, 3000]);
    await world.time.advance(1);
    const result = await pending;

    expect(attemptsAt).toEqual([0, 1000, 3000, 7000]);
    expect(result.isOk()).toBe(true);
    expect(world.store.current.status).toBe('logged-in');
    expect(world.reporter.reported).toEqual([]);
  });

  it('gives up after 3 retries, reports the failure once and leaves a guest', async () => {
    const world = sessionWorld();
    world.gateway.failProfile(offline, offline, offline, offline);
    const { load, attemptsAt } = timedLoad(world);

    const pending = load.execute();
    await world.time.advance(60_000);
    const result = await pending;

    expect(attemptsAt).toEqual([0, 1000, 3000, 7000]);
    expect(result._unsafeUnwrapErr()).toEqual(offline);
    expect(world.reporter.reported).toHaveLength(1);
    expect(world.reporter.reported[0]?.error).toEqual(offline);
    expect(world.store.current).toEqual({ status: 'guest' });
  });

  it('caps the backoff at 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(profileRetryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });

  it('does not retry a profile that is not found; the visitor is a guest', async () => {
    const world = sessionWorld();
    world.cookies.plant(USER_ID_COOKIE, 'someone-else');

    const result = await world.loadSession.execute();

    expect(result._unsafeUnwrapErr()).toEqual({ kind: 'not-found' });
    expect(world.gateway.profileCalls).toHaveLength(1);
    expect(world.store.current).toEqual({ status: 'guest' });
  });

  it('is logged in only when the profile has an id: one without fails as a bad gateway payload at `id`', async () => {
    const world = sessionWorld();
    const load = new LoadSession(
      world.coordinator,
      { profile: () => okAsync({ ...world.candidate, id: '' }) },
      world.bearer,
      world.cookies,
      world.store,
      world.reporter,
      world.time.scheduler,
    );

    const pending = load.execute();
    await world.time.advance(60_000);
    expect((await pending)._unsafeUnwrapErr()).toEqual({ kind: 'bad-gateway-payload', path: 'id' });

    expect(world.store.current).toEqual({ status: 'guest' });
  });

  it('refreshes an expired token during the profile call and stays logged in', async () => {
    const world = sessionWorld({ bearer: 'expired' });

    await world.loadSession.execute();

    expect(world.gateway.refreshes).toEqual(['ok']);
    expect(world.store.current.status).toBe('logged-in');
  });
});

describe('Logout', () => {
  it('revokes the token and forgets the bearer, the profile and the user-id cookie', async () => {
    const world = sessionWorld();
    await world.loadSession.execute();

    await world.logout.execute();

    expect(world.gateway.logouts).toBe(1);
    expect(world.bearer.get()).toBeNull();
    expect(world.cookies.get(USER_ID_COOKIE)).toBeNull();
    expect(world.store.current).toEqual({ status: 'guest' });
  });

  it('logs out locally even when the revocation fails, and reports it', async () => {
    const world = sessionWorld();
    await world.loadSession.execute();
    const logout = new Logout({ refresh: () => world.gateway.refresh(), logout: () => errAsync(offline) }, world.coordinator, world.reporter);

    const result = await logout.execute();

    expect(result.isOk()).toBe(true);
    expect(world.store.current).toEqual({ status: 'guest' });
    expect(world.bearer.get()).toBeNull();
    expect(world.reporter.reported.map((entry) => entry.error)).toEqual([offline]);
  });
});

describe('LoadSession, once more', () => {
  it('does not retry a missing profile even given the time, and reports it with the user id', async () => {
    const world = sessionWorld();
    world.cookies.plant(USER_ID_COOKIE, 'someone-else');

    const pending = world.loadSession.execute();
    await world.time.advance(60_000);

    expect((await pending)._unsafeUnwrapErr()).toEqual({ kind: 'not-found' });
    expect(world.gateway.profileCalls).toHaveLength(1);
    expect(world.reporter.reported).toEqual([{ error: { kind: 'not-found' }, context: { context: 'session.profile', userId: 'someone-else' } }]);
  });

  it('shares one load among concurrent calls, and loads anew once it is over', async () => {
    const world = sessionWorld({ bearer: 'none' });

    const [first, second] = await Promise.all([world.loadSession.execute(), world.loadSession.execute()]);
    expect(first._unsafeUnwrap()).toEqual(second._unsafeUnwrap());
    expect(world.gateway.profileCalls).toHaveLength(1);

    world.cookies.plant(USER_ID_COOKIE, 'someone-else');
    expect((await world.loadSession.execute())._unsafeUnwrapErr()).toEqual({ kind: 'not-found' });
  });
});

describe('Logout, reporting', () => {
  it('reports a failed revocation as the logout’s', async () => {
    const world = sessionWorld();
    const logout = new Logout({ refresh: () => world.gateway.refresh(), logout: () => errAsync(offline) }, world.coordinator, world.reporter);

    await logout.execute();

    expect(world.reporter.reported).toEqual([{ error: offline, context: { context: 'session.logout' } }]);
  });
});
