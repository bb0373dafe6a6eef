import { describe, expect, it } from 'vitest';
import { CandidateAuthenticationInMemory } from '../../../adapters/in-memory/session/CandidateAuthenticationInMemory.ts';
import { FavouritesInMemory } from '../../../adapters/in-memory/favourites/FavouritesInMemory.ts';
import { FavouritesStore } from '../../../core/favourites/FavouritesStore.ts';
import { ListFavouriteOffers } from '../../../core/favourites/ListFavouriteOffers.ts';
import { LoadFavouriteStatuses } from '../../../core/favourites/LoadFavouriteStatuses.ts';
import { LogIn } from '../../../core/session/LogIn.ts';
import { Register } from '../../../core/session/Register.ts';
import { isLoggedIn } from '../../../core/session/SessionState.ts';
import { sessionWorld } from './sessionWorld.ts';

const OFFER = '3f1c2a9e-0d4b-4c7a-9a51-6f2b8d0e1c11';

function world() {
  const base = sessionWorld({ userIdCookie: false, bearer: 'none' });
  base.store.set({ status: 'guest' });
  // The gateway adds the login's favourite itself, before the client holds a token.
  let gatewaySide = false;
  const favourites = new FavouritesInMemory([], () => gatewaySide || base.gateway.authorizes());
  const session = { ...base, favourites };
  const favouritesStore = new FavouritesStore(session.time.scheduler, session.store.state$);
  const authentication = new CandidateAuthenticationInMemory({
    issue: (id) => session.gateway.issue(id),
    addFavourite: (offerId) => {
      gatewaySide = true;
      void favourites.add(offerId);
      gatewaySide = false;
    },
  });
  authentication.addAccount('ala@example.com', 'correct horse', session.candidate);
  const logIn = new LogIn(authentication, session.bearer, session.store, favouritesStore);
  const register = new Register(authentication, session.bearer, session.store, favouritesStore);
  const statuses = new LoadFavouriteStatuses(session.favourites, session.coordinator, session.store, favouritesStore);
  const list = new ListFavouriteOffers(session.favourites, session.coordinator, session.store, favouritesStore);
  return { ...session, favouritesStore, authentication, logIn, register, statuses, list };
}

describe('LogIn', () => {
  it('opens the session: token stored, candidate logged in', async () => {
    const w = world();
    const result = await w.logIn.execute({ email: ' ALA@example.com ', password: 'correct horse' });
    expect(result.isOk()).toBe(true);
    expect(w.bearer.get()).not.toBeNull();
    expect(isLoggedIn(w.store.current) && w.store.current.candidate.id).toBe(w.candidate.id);
    expect((w.authentication.calls[0]?.body as { email?: string }).email).toBe('ALA@example.com');
  });

  it('a wrong password leaves a guest and says invalid-credentials', async () => {
    const w = world();
    const result = await w.logIn.execute({ email: 'ala@example.com', password: 'wrong one' });
    expect(result._unsafeUnwrapErr()).toEqual({ kind: 'invalid-credentials' });
    expect(w.store.current).toEqual({ status: 'guest' });
    expect(w.bearer.get()).toBeNull();
  });

  it('sends nothing for input that breaks the rules', async () => {
    const w = world();
    expect((await w.logIn.execute({ email: 'not-an-email', password: 'x' }))._unsafeUnwrapErr()).toEqual({ kind: 'invalid-input' });
    expect((await w.logIn.execute({ email: 'ala@example.com', password: '' }))._unsafeUnwrapErr()).toEqual({ kind: 'invalid-input' });
    expect(w.authentication.calls).toEqual([]);
  });

  it('adds the prompt offer to favourites and shows it as one at once', async () => {
    const w = world();
    const result = await w.logIn.execute({ email: 'ala@example.com', password: 'correct horse', favoriteOfferId: OFFER });
    expect(result._unsafeUnwrap().favouriteAdded).toBe(OFFER);
    expect(w.favouritesStore.current.ids.has(OFFER)).toBe(true);
    expect(w.favourites.favouriteIds).toEqual([OFFER]);
    // The gateway agrees: a fresh status query finds it.
    expect([...(await w.statuses.execute([OFFER]))._unsafeUnwrap()]).toEqual([OFFER]);
  });

  it('drops an odd favoriteOfferId instead of sending it', async () => {
    const w = world();
    const result = await w.logIn.execute({ email: 'ala@example.com', password: 'correct horse', favoriteOfferId: '../../etc' });
    expect(result._unsafeUnwrap().favouriteAdded).toBeNull();
    expect((w.authentication.calls[0]?.body as { favoriteOfferId?: string }).favoriteOfferId).toBeUndefined();
    expect(w.favourites.favouriteIds).toEqual([]);
  });

  it('passes the gateway failures through', async () => {
    const w = world();
    w.authentication.failNext({ kind: 'too-many-attempts' }, { kind: 'network-failure', message: 'offline' });
    expect((await w.logIn.execute({ email: 'ala@example.com', password: 'correct horse' }))._unsafeUnwrapErr().kind).toBe('too-many-attempts');
    expect((await w.logIn.execute({ email: 'ala@example.com', password: 'correct horse' }))._unsafeUnwrapErr().kind).toBe('network-failure');
    expect(w.store.current).toEqual({ status: 'guest' });
  });
});

describe('Register', () => {
  const form = { email: 'new@example.com', password: 'long enough', firstName: ' Ola ', lastName: 'Kowal' };

  it('creates the account logged in', async () => {
    const w = world();
    const result = await w.register.execute(form);
    expect(result._unsafeUnwrap().candidate.firstName).toBe('Ola');
    expect(isLoggedIn(w.store.current)).toBe(true);
  });

  it('says email-taken for an existing account', async () => {
    const w = world();
    const result = await w.register.execute({ ...form, email: 'ala@example.com' });
    expect(result._unsafeUnwrapErr()).toEqual({ kind: 'email-taken' });
    expect(w.store.current).toEqual({ status: 'guest' });
  });

  it('refuses a short password without a call', async () => {
    const w = world();
    expect((await w.register.execute({ ...form, password: 'short' }))._unsafeUnwrapErr()).toEqual({ kind: 'invalid-input' });
    expect(w.authentication.calls).toEqual([]);
  });

  it('carries the prompt offer too', async () => {
    const w = world();
    await w.register.execute({ ...form, favoriteOfferId: OFFER });
    expect(w.favouritesStore.current.ids.has(OFFER)).toBe(true);
  });
});

describe('ListFavouriteOffers', () => {
  it('asks guests to log in without a call', async () => {
    const w = world();
    expect((await w.list.execute({ page: 1 }))._unsafeUnwrap()).toEqual({ kind: 'login-required' });
    expect(w.favourites.calls).toEqual([]);
  });

  it('lists a page and records every listed id as a favourite', async () => {
    const w = world();
    await w.logIn.execute({ email: 'ala@example.com', password: 'correct horse' });
    await w.favourites.add('a');
    await w.favourites.add('b');
    const page = (await w.list.execute({ page: 1, pageSize: 1 }))._unsafeUnwrap();
    expect(page).toMatchObject({ kind: 'page', pageNumber: 1, hasNextPage: true });
    expect(w.favouritesStore.current.ids.has('b')).toBe(true);
    expect(w.favouritesStore.current.ids.has('a')).toBe(false);
  });
});

describe('what LogIn and Register send', () => {
  it('sends the registration trimmed, with the prompt offer only when there is one', async () => {
    const w = world();
    await w.register.execute({
      email: ' New@example.com ',
      password: ' long enough ',
      firstName: ' Ola ',
      lastName: ' Kowal ',
      favoriteOfferId: ` ${OFFER} `,
    });
    await w.register.execute({ email: 'other@example.com', password: 'long enough', firstName: 'Ela', lastName: 'Nowak', favoriteOfferId: '../x' });
    expect(w.authentication.calls.map((call) => call.body)).toStrictEqual([
      { email: 'New@example.com', password: ' long enough ', firstName: 'Ola', lastName: 'Kowal', favoriteOfferId: OFFER },
      { email: 'other@example.com', password: 'long enough', firstName: 'Ela', lastName: 'Nowak' },
    ]);
  });

  it('marks no favourite when the login carried none', async () => {
    const w = world();
    const result = await w.logIn.execute({ email: 'ala@example.com', password: 'correct horse' });
    expect(result._unsafeUnwrap().favouriteAdded).toBeNull();
    expect(w.favouritesStore.current.ids.size).toBe(0);
  });
});
