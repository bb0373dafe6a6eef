import { describe, expect, it } from 'vitest';
import { encodeSavedSearches, savedSearchId } from '../../../core/alerts/saved-searches/savedSearchesFormat.ts';
import { aJobFilter, alertsWorld, aSavedSearch, keywordFilters, NOW } from './alertsWorld.ts';

const search = (keyword: string) => ({ searchUrl: `/job-offers/all-locations?keyword=${keyword}`, filters: keywordFilters(keyword) });

describe('SaveAlert for a guest (this device)', () => {
  it('saves the search locally with its hash id, default name and time', async () => {
    const world = alertsWorld();
    const saved = (await world.saveAlert.execute(search('react')))._unsafeUnwrap();
    expect(saved).toEqual({
      target: 'local',
      added: true,
      search: {
        id: savedSearchId('/job-offers/all-locations?keyword=react'),
        searchUrl: '/job-offers/all-locations?keyword=react',
        filterName: 'react',
        filters: keywordFilters('react'),
        count: 0,
        jobAlert: null,
      },
    });
    expect(JSON.parse(world.store.text() ?? '')).toEqual({ version: 1, searches: [aSavedSearch('react', { savedAt: NOW.toISOString() })] });
  });

  it('keeps the name given', async () => {
    const world = alertsWorld();
    await world.saveAlert.execute({ ...search('react'), name: '  Mój React  ' });
    expect((await world.listSavedSearches.execute())._unsafeUnwrap().searches[0]?.filterName).toBe('Mój React');
  });

  it('accepts 10 searches and refuses the 11th with the limit error', async () => {
    const world = alertsWorld();
    const outcomes = [];
    for (let i = 1; i <= 11; i++) outcomes.push(await world.saveAlert.execute(search(`k${i}`)));
    expect(outcomes.filter((outcome) => outcome.isOk())).toHaveLength(10);
    expect(outcomes[10]?._unsafeUnwrapErr()).toEqual({ kind: 'local-limit-reached', max: 10 });
    expect((await world.listSavedSearches.execute())._unsafeUnwrap().searches).toHaveLength(10);
  });

  it('saving the same URL again changes nothing (no duplicate, not the 11th)', async () => {
    const world = alertsWorld({ localSearches: Array.from({ length: 10 }, (_, i) => aSavedSearch(`k${i}`)) });
    const again = (await world.saveAlert.execute({ ...search('k4'), name: 'other' }))._unsafeUnwrap();
    expect(again.added).toBe(false);
    expect(again.search.filterName).toBe('k4');
  });

  it('refuses a name that breaks the rules before storing anything', async () => {
    const world = alertsWorld();
    expect((await world.saveAlert.execute({ ...search('react'), name: 'node.js' }))._unsafeUnwrapErr()).toEqual({
      kind: 'invalid-name',
      problem: 'pattern',
    });
    expect((await world.saveAlert.execute({ ...search('react'), name: 'x'.repeat(1000) }))._unsafeUnwrapErr()).toEqual({
      kind: 'invalid-name',
      problem: 'too-long',
    });
    expect((await world.saveAlert.execute({ searchUrl: ' ', filters: keywordFilters('x') }))._unsafeUnwrapErr()).toEqual({
      kind: 'invalid-search-url',
    });
    expect(world.store.text()).toBeNull();
  });

  it('reports a refused write', async () => {
    const world = alertsWorld();
    world.store.failWrites = true;
    expect((await world.saveAlert.execute(search('react')))._unsafeUnwrapErr().kind).toBe('storage-unavailable');
  });

  it('saving over a corrupt store keeps the old value aside and says so', async () => {
    const world = alertsWorld({ stored: '{oops' });
    const saved = (await world.saveAlert.execute(search('react')))._unsafeUnwrap();
    expect(saved.quarantined).toEqual({ location: 'jobAlerts.corrupt.2025-03-01T12-00-00-000Z', reason: 'unparseable' });
    expect(world.store.text('jobAlerts.corrupt.2025-03-01T12-00-00-000Z')).toBe('{oops');
    expect(JSON.parse(world.store.text() ?? '').searches).toHaveLength(1);
  });

  it('migrates an older stored form on the way', async () => {
    const world = alertsWorld({ stored: JSON.stringify([{ url: '/job-offers/all-locations?keyword=old', name: 'old' }]) });
    await world.saveAlert.execute(search('new'));
    expect(JSON.parse(world.store.text() ?? '').searches.map((entry: { filterName: string }) => entry.filterName)).toEqual(['old', 'new']);
  });
});

describe('SaveAlert for a logged-in candidate (the server)', () => {
  it('creates a server filter without an alert', async () => {
    const world = alertsWorld({ loggedIn: true });
    const saved = (await world.saveAlert.execute(search('react')))._unsafeUnwrap();
    expect(saved.target).toBe('server');
    expect(world.jobFilters.all).toEqual([
      {
        id: saved.search.id,
        searchUrl: '/job-offers/all-locations?keyword=react',
        filterName: 'react',
        filters: keywordFilters('react'),
        count: 0,
        jobAlert: null,
      },
    ]);
    expect(world.store.text()).toBeNull();
  });

  it('has no local limit', async () => {
    const world = alertsWorld({ loggedIn: true });
    for (let i = 1; i <= 11; i++) (await world.saveAlert.execute(search(`k${i}`)))._unsafeUnwrap();
    expect(world.jobFilters.all).toHaveLength(11);
  });

  it('follows the error catalogue', async () => {
    const world = alertsWorld({ loggedIn: true, serverFilters: [aJobFilter('react')], filterLimit: 2 });
    expect(
      (await world.saveAlert.execute({ searchUrl: '/job-offers/all-locations?keyword=react', filters: keywordFilters('react') }))._unsafeUnwrapErr(),
    ).toEqual({ kind: 'filter-exists' });
    (await world.saveAlert.execute(search('b')))._unsafeUnwrap();
    expect((await world.saveAlert.execute(search('c')))._unsafeUnwrapErr()).toEqual({ kind: 'alert-limit-reached' });
    world.jobFilters.failNext({ kind: 'candidate-exists' });
    world.jobFilters.failNext({ kind: 'network-failure', message: 'offline' });
    expect((await world.saveAlert.execute(search('d')))._unsafeUnwrapErr()).toEqual({ kind: 'candidate-exists' });
    expect((await world.saveAlert.execute(search('d')))._unsafeUnwrapErr()).toEqual({
      kind: 'alert-failed',
      cause: { kind: 'network-failure', message: 'offline' },
    });
  });
});

describe('ListSavedSearches', () => {
  it("lists a guest's local searches as filters without count or alert", async () => {
    const world = alertsWorld({ localSearches: [aSavedSearch('a')] });
    expect((await world.listSavedSearches.execute())._unsafeUnwrap()).toEqual({
      source: 'local',
      searches: [
        { id: aSavedSearch('a').id, searchUrl: aSavedSearch('a').searchUrl, filterName: 'a', filters: keywordFilters('a'), count: 0, jobAlert: null },
      ],
    });
  });

  it("lists a candidate's server filters with counts and alerts, and the local ones on request", async () => {
    const server = aJobFilter('jf-9', { count: 3, jobAlert: { status: 'active', frequency: 'daily' } });
    const world = alertsWorld({ loggedIn: true, serverFilters: [server], localSearches: [aSavedSearch('a')] });
    expect((await world.listSavedSearches.execute())._unsafeUnwrap()).toEqual({ source: 'server', searches: [server] });
    expect((await world.listSavedSearches.execute({ only: 'local' }))._unsafeUnwrap().searches.map((search) => search.filterName)).toEqual(['a']);
  });

  it('reports a stored value it had to keep aside', async () => {
    const world = alertsWorld({ stored: encodeSavedSearches([aSavedSearch('a')]).replace('"version":1', '"version":7') });
    const list = (await world.listSavedSearches.execute())._unsafeUnwrap();
    expect(list.searches).toEqual([]);
    expect(list.quarantined?.reason).toBe('unknown-form');
    expect(world.store.text(list.quarantined?.location)).toContain('"version":7');
  });
});
