import { describe, expect, it } from 'vitest';
import { authenticatedEmployer } from '../../../core/employer/session/EmployerSessionState.ts';
import { employerWorld, loggedInEmployerWorld } from './employerWorld.ts';

describe('EmployerSessionCoordinator', () => {
  it('refreshes once for many calls refused at once, and retries each once with the new token', async () => {
    const world = await loggedInEmployerWorld();
    const before = world.bearer.get();
    world.accounts.expireAccessTokens();

    const results = await Promise.all(Array.from({ length: 10 }, () => world.coordinator.run(() => world.profiles.me())));

    expect(results.every((result) => result.isOk())).toBe(true);
    expect(world.authentication.refreshes).toEqual(['granted']);
    expect(world.bearer.get()).not.toBe(before);
  });

  it('ends the session once when the refresh is refused (null), and retries nothing', async () => {
    const world = await loggedInEmployerWorld();
    let ended = 0;
    world.coordinator.sessionEnded$.subscribe(() => (ended += 1));
    world.accounts.expireAccessTokens();
    world.accounts.refreshCookie = null;

    const results = await Promise.all(Array.from({ length: 5 }, () => world.coordinator.run(() => world.profiles.me())));

    expect(results.map((result) => result.isErr() && result.error.kind)).toEqual(Array(5).fill('unauthorized'));
    expect(world.authentication.refreshes).toEqual(['refused']);
    expect(ended).toBe(1);
    expect(world.bearer.get()).toBeNull();
    expect(world.store.current).toEqual({ status: 'anonymous' });
  });

  it('does not refresh for a call sent without a token', async () => {
    const world = employerWorld();
    const result = await world.coordinator.run(() => world.profiles.me());
    expect(result.isErr() && result.error.kind).toBe('unauthorized');
    expect(world.authentication.refreshes).toEqual([]);
  });

  it('answers null from a refused refresh without announcing an end when nobody was logged in', async () => {
    const world = employerWorld();
    let ended = 0;
    world.coordinator.sessionEnded$.subscribe(() => (ended += 1));
    expect((await world.coordinator.refresh())._unsafeUnwrap()).toBeNull();
    expect(ended).toBe(0);
    world.store.set(authenticatedEmployer(null));
    expect(world.store.current.status).toBe('authenticated');
  });
});
