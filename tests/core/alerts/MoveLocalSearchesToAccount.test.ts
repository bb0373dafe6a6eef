import { describe, expect, it } from 'vitest';
import { aJobFilter, alertsWorld, aSavedSearch } from './alertsWorld.ts';

const local = [aSavedSearch('a'), aSavedSearch('b'), aSavedSearch('c')];

describe('MoveLocalSearchesToAccount (offered after login)', () => {
  it('the offer lists the searches on this device', async () => {
    const world = alertsWorld({ localSearches: local });
    world.logIn();
    expect((await world.listSavedSearches.execute({ only: 'local' }))._unsafeUnwrap().searches.map((search) => search.filterName)).toEqual([
      'a',
      'b',
      'c',
    ]);
  });

  it('accepted: every search becomes a server filter and leaves the device', async () => {
    const world = alertsWorld({ localSearches: local });
    world.logIn();
    const outcome = (await world.moveLocalSearches.execute())._unsafeUnwrap();
    expect(outcome.moved.map((filter) => filter.searchUrl)).toEqual(local.map((search) => search.searchUrl));
    expect(outcome.kept).toEqual([]);
    expect(world.jobFilters.all.map((filter) => filter.filterName).sort()).toEqual(['a', 'b', 'c']);
    expect((await world.listSavedSearches.execute({ only: 'local' }))._unsafeUnwrap().searches).toEqual([]);
  });

  it('declined: nothing moves and nothing is lost (the searches stay on the device)', async () => {
    const world = alertsWorld({ localSearches: local });
    world.logIn();
    // Declining is not calling the use case.
    expect((await world.listSavedSearches.execute({ only: 'local' }))._unsafeUnwrap().searches).toHaveLength(3);
    expect(world.jobFilters.all).toEqual([]);
  });

  it('a search the account has already counts as moved; one that fails stays on the device', async () => {
    const world = alertsWorld({ localSearches: local, serverFilters: [aJobFilter('x', { searchUrl: local[0]?.searchUrl ?? '' })] });
    world.logIn();
    const outcome = (await world.moveLocalSearches.execute())._unsafeUnwrap();
    expect(outcome.alreadyOnAccount.map((search) => search.filterName)).toEqual(['a']);
    expect(outcome.moved.map((filter) => filter.filterName)).toEqual(['b', 'c']);

    const failing = alertsWorld({ localSearches: local });
    failing.logIn();
    failing.jobFilters.failNext({ kind: 'http-failure', status: 500 }, { kind: 'network-failure', message: 'offline' });
    const partial = (await failing.moveLocalSearches.execute())._unsafeUnwrap();
    expect(partial.kept.map((entry) => [entry.search.filterName, entry.failure.kind])).toEqual([
      ['a', 'alert-failed'],
      ['b', 'alert-failed'],
    ]);
    expect(partial.moved.map((filter) => filter.filterName)).toEqual(['c']);
    expect((await failing.listSavedSearches.execute({ only: 'local' }))._unsafeUnwrap().searches.map((search) => search.filterName)).toEqual([
      'a',
      'b',
    ]);
  });

  it('when the server refuses everything, the device keeps everything', async () => {
    const world = alertsWorld({ localSearches: local, filterLimit: 0 });
    world.logIn();
    const outcome = (await world.moveLocalSearches.execute())._unsafeUnwrap();
    expect(outcome.kept.map((entry) => entry.failure)).toEqual([
      { kind: 'alert-limit-reached' },
      { kind: 'alert-limit-reached' },
      { kind: 'alert-limit-reached' },
    ]);
    expect((await world.listSavedSearches.execute({ only: 'local' }))._unsafeUnwrap().searches).toHaveLength(3);
  });

  it('when the device cannot be updated, it keeps everything and says so (duplicates, not losses)', async () => {
    const world = alertsWorld({ localSearches: local });
    world.logIn();
    world.store.failWrites = true;
    const outcome = (await world.moveLocalSearches.execute())._unsafeUnwrap();
    expect(outcome.deviceUpdated).toBe(false);
    world.store.failWrites = false;
    expect((await world.listSavedSearches.execute({ only: 'local' }))._unsafeUnwrap().searches).toHaveLength(3);
  });

  it('a name the rules now refuse is replaced by the default name', async () => {
    const world = alertsWorld({ localSearches: [aSavedSearch('node', { filterName: 'node.js <3' })] });
    world.logIn();
    await world.moveLocalSearches.execute();
    expect(world.jobFilters.all[0]?.filterName).toBe('node');
  });

  it('needs a logged-in candidate', async () => {
    const world = alertsWorld({ localSearches: local });
    expect((await world.moveLocalSearches.execute())._unsafeUnwrapErr()).toEqual({ kind: 'login-required' });
  });
});
