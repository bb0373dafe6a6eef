import { firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { MatchedOffersQuery } from '../../../core/profile/matching/MatchedOffers.ts';
import { idBatches } from '../../../core/profile/matching/LoadMatchPercents.ts';
import { MatchPercentsStore } from '../../../core/profile/matching/MatchPercentsStore.ts';
import { ProfileStore } from '../../../core/profile/ProfileStore.ts';
import { syncSession } from '../../../core/profile/syncSession.ts';
import { guestSession, isLoggedIn, loggedIn } from '../../../core/session/SessionState.ts';
import { SessionStore } from '../../../core/session/SessionStore.ts';
import { aCandidateProfile } from '../session/sessionWorld.ts';
import { anOfferToMatch, fittingPreferences, TINY_PNG } from './profileBuilders.ts';
import { profileWorld } from './profileWorld.ts';

function loggedInSession() {
  const session = new SessionStore();
  session.set(loggedIn({ ...aCandidateProfile(), featureFlags: 0 }));
  return session;
}

const candidateOf = (session: SessionStore) => (isLoggedIn(session.current) ? session.current.candidate : null);

async function loadedWorld(options: Parameters<typeof profileWorld>[0] = {}) {
  const world = profileWorld(options);
  const loaded = (await world.loadProfile.execute())._unsafeUnwrap();
  if (loaded.kind !== 'loaded') throw new Error('expected a loaded profile');
  return { world, document: loaded.document };
}

describe('the session the menus read', () => {
  it('takes a saved name or avatar of its own candidate, each field on its own', () => {
    const changes = [{ firstName: 'Grace' }, { lastName: 'Hopper' }, { avatarUrl: '/candidate-avatars/1' }];
    for (const change of changes) {
      const session = loggedInSession();
      const before = candidateOf(session);
      if (before === null) throw new Error('expected a logged-in session');
      syncSession(session, { ...before, ...change });
      expect(candidateOf(session)).toEqual({ ...before, ...change });
    }
  });

  it('stays as it is when nothing changed, for another candidate, and for a guest', () => {
    const session = loggedInSession();
    const before = session.current;
    const candidate = candidateOf(session);
    if (candidate === null) throw new Error('expected a logged-in session');
    syncSession(session, candidate);
    expect(session.current).toBe(before);
    syncSession(session, { ...candidate, id: 'cand-2', firstName: 'Grace' });
    expect(session.current).toBe(before);
    const guest = new SessionStore();
    guest.set(guestSession);
    syncSession(guest, { ...candidate, firstName: 'Grace' });
    expect(guest.current).toEqual(guestSession);
  });

  it('shows an uploaded avatar even when the profile was never loaded here', async () => {
    const world = profileWorld();
    const avatarUrl = (await world.uploadAvatar.execute(TINY_PNG))._unsafeUnwrap();
    expect(world.profileStore.current).toBeNull();
    expect(candidateOf(world.store)).toMatchObject({ id: world.candidate.id, firstName: world.candidate.firstName, avatarUrl });
    await world.removeAvatar.execute();
    expect(candidateOf(world.store)?.avatarUrl).toBeNull();
  });

  it('shows the loaded document’s name next to a new avatar', async () => {
    const { world, document } = await loadedWorld();
    world.store.set(loggedIn({ ...world.candidate, firstName: 'Stale', featureFlags: 0 }));
    const avatarUrl = (await world.uploadAvatar.execute(TINY_PNG))._unsafeUnwrap();
    expect(candidateOf(world.store)).toMatchObject({ firstName: document.firstName, avatarUrl });
  });

  it('stays a guest after a logout that came while an avatar was uploading', async () => {
    const world = profileWorld();
    const upload = world.uploadAvatar.execute(TINY_PNG);
    world.store.set(guestSession);
    expect((await upload).isOk()).toBe(true);
    expect(world.store.current).toEqual(guestSession);
  });
});

describe('the loaded profile', () => {
  it('can be kept without a session to follow', () => {
    const store = new ProfileStore();
    store.update((document) => ({ ...document, firstName: 'Grace' }));
    expect(store.current).toBeNull();
  });

  it('is kept while its candidate stays logged in, and emptied when another one logs in', async () => {
    const { world, document } = await loadedWorld();
    world.store.set(loggedIn({ ...world.candidate, firstName: 'Grace', featureFlags: 2 }));
    expect(world.profileStore.current).toEqual(document);
    world.store.set(loggedIn({ ...world.candidate, id: 'cand-2', featureFlags: 0 }));
    expect(world.profileStore.current).toBeNull();
  });

  it('takes saved preferences', async () => {
    const { world } = await loadedWorld();
    const saved = (await world.updatePreferences.execute({ experienceYears: 3, position: ' Tester ' }))._unsafeUnwrap();
    expect(world.profileStore.current?.preferences).toEqual(saved);
    expect(saved).toMatchObject({ experienceYears: 3, position: 'Tester' });
  });

  it('takes a consent answer in place of the earlier one, keeping the other consents', async () => {
    const { world, document } = await loadedWorld();
    world.profileStore.set({ ...document, consents: [{ name: 'newsletter', given: true }, ...document.consents] });
    await world.setConsent.execute({ name: 'profiling', given: true });
    expect(world.profileStore.current?.consents).toEqual([
      { name: 'newsletter', given: true },
      { name: 'profiling', given: true },
    ]);
    await world.setConsent.execute({ name: 'profiling', given: false });
    expect(world.profileStore.current?.consents).toEqual([
      { name: 'newsletter', given: true },
      { name: 'profiling', given: false },
    ]);
  });
});

describe('known match percents', () => {
  it('can be kept without a session to follow', () => {
    const store = new MatchPercentsStore();
    store.record(['offer-1', 'offer-2'], new Map([['offer-1', 80]]));
    expect(store.has('offer-2')).toBe(true);
    expect(store.current.percents.get('offer-1')).toBe(80);
  });

  it('are kept while the same candidate stays logged in, and forgotten when another one logs in or out', () => {
    const world = profileWorld();
    world.percents.record(['offer-1'], new Map([['offer-1', 80]]));
    world.store.set(loggedIn({ ...world.candidate, firstName: 'Grace', featureFlags: 2 }));
    expect(world.percents.has('offer-1')).toBe(true);
    world.store.set(loggedIn({ ...world.candidate, id: 'cand-2', featureFlags: 0 }));
    expect(world.percents.has('offer-1')).toBe(false);
    world.percents.record(['offer-1'], new Map([['offer-1', 80]]));
    world.store.set(guestSession);
    expect(world.percents.has('offer-1')).toBe(false);
  });

  it('are asked without blanks or repeats, in groups of the given size', () => {
    expect(idBatches(['a', '', 'b', 'a', 'c'], 2)).toEqual([['a', 'b'], ['c']]);
    expect(idBatches(['', ''])).toEqual([]);
  });

  it('fail with a failure other than the missing consent, which is then not remembered', async () => {
    const world = profileWorld({ offers: [anOfferToMatch('offer-1')] });
    world.gateway.expireToken();
    world.gateway.revokeRefresh();
    expect((await world.loadPercents.execute(['offer-1']))._unsafeUnwrapErr()).toMatchObject({ kind: 'unauthorized' });
    expect(world.percents.current.consentMissing).toBe(false);
  });
});

describe('matched-for-you pages', () => {
  async function matchedWorld() {
    const offers = Array.from({ length: 25 }, (_, index) => anOfferToMatch(`offer-${index}`));
    const world = profileWorld({ offers });
    await world.setConsent.execute({ name: 'profiling', given: true });
    await world.updatePreferences.execute(fittingPreferences());
    const queries: MatchedOffersQuery[] = [];
    const page = world.matched.page.bind(world.matched);
    world.matched.page = (query) => {
      queries.push(query);
      return page(query);
    };
    return { world, queries };
  }

  it('ask for the page wanted, or the first for a page that is no page number', async () => {
    const { world, queries } = await matchedWorld();
    for (const wanted of [2, 1, 0, -1, 1.5, Number.NaN]) await world.loadMatched.execute({ page: wanted });
    expect(queries.map((query) => query.page)).toEqual([2, 1, 1, 1, 1, 1]);
  });

  it('pass on the currency and the language when given, and not otherwise', async () => {
    const { world, queries } = await matchedWorld();
    await world.loadMatched.execute({ page: 1, currency: 'eur', language: 'en' });
    await world.loadMatched.execute({ page: 1 });
    expect(queries[0]).toMatchObject({ currency: 'eur', language: 'en' });
    expect(queries[1]).not.toHaveProperty('currency');
    expect(queries[1]).not.toHaveProperty('language');
  });

  it('record each listed offer’s percent for its card', async () => {
    const { world } = await matchedWorld();
    const page = (await world.loadMatched.execute({ page: 2 }))._unsafeUnwrap();
    if (page.kind !== 'page') throw new Error('expected a page');
    expect(page.offers.length).toBeGreaterThan(0);
    for (const offer of page.offers) expect(await firstValueFrom(world.percents.percentOf$(offer.guid))).toBe(offer.matchPercent);
  });

  it('fail with a failure other than the missing consent', async () => {
    const { world } = await matchedWorld();
    world.gateway.expireToken();
    world.gateway.revokeRefresh();
    expect((await world.loadMatched.execute({ page: 1 }))._unsafeUnwrapErr()).toMatchObject({ kind: 'unauthorized' });
  });
});
