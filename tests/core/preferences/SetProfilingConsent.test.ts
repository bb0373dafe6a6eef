import { describe, expect, it } from 'vitest';
import { ConsentsInMemory } from '../../../adapters/in-memory/preferences/ConsentsInMemory.ts';
import { SetProfilingConsent } from '../../../core/preferences/SetProfilingConsent.ts';
import { loggedIn } from '../../../core/session/SessionState.ts';
import { sessionWorld } from '../session/sessionWorld.ts';

function consentWorld(options: { guest?: boolean; bearer?: 'valid' | 'expired' } = {}) {
  const world = sessionWorld({ bearer: options.bearer ?? 'valid' });
  world.store.set(options.guest ? { status: 'guest' } : loggedIn({ ...world.candidate, featureFlags: 0 }));
  const consents = new ConsentsInMemory(() => world.gateway.authorizes());
  return { ...world, consents, setProfiling: new SetProfilingConsent(consents, world.coordinator, world.store) };
}

describe('SetProfilingConsent', () => {
  it('grants the profiling consent for a logged-in candidate', async () => {
    const world = consentWorld();

    const outcome = await world.setProfiling.execute(true);

    expect(outcome._unsafeUnwrap()).toEqual({ kind: 'saved', given: true });
    expect(world.consents.given.get('profiling')).toBe(true);
  });

  it('goes through the refresh path on an expired token', async () => {
    const world = consentWorld({ bearer: 'expired' });

    await world.setProfiling.execute(false);

    expect(world.consents.given.get('profiling')).toBe(false);
    expect(world.gateway.refreshes).toEqual(['ok']);
  });

  it('asks a guest to log in without a call', async () => {
    const world = consentWorld({ guest: true });

    const outcome = await world.setProfiling.execute(true);

    expect(outcome._unsafeUnwrap()).toEqual({ kind: 'login-required' });
    expect(world.consents.given.size).toBe(0);
  });
});
