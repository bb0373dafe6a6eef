import { describe, expect, it } from 'vitest';
import { deleteConfirmation } from '../../../core/alerts/saved-searches/DeleteSavedSearch.ts';
import { aJobFilter, alertsWorld, aSavedSearch, keywordFilters } from './alertsWorld.ts';

describe("the lifecycle of a candidate's alert: saved filter → enabled → frequency → disabled → deleted", () => {
  it('goes through every state', async () => {
    const world = alertsWorld({ loggedIn: true });
    const saved = (
      await world.saveAlert.execute({ searchUrl: '/job-offers/all-locations?keyword=go', filters: keywordFilters('go') })
    )._unsafeUnwrap();
    expect(world.jobFilters.find(saved.search.id)?.jobAlert).toBeNull();

    const enabled = (await world.enableAlert.execute({ jobFilterId: saved.search.id, name: 'Go jobs' }))._unsafeUnwrap();
    expect(enabled).toMatchObject({ filterName: 'Go jobs', jobAlert: { status: 'active', frequency: 'twiceAWeek' } });

    expect((await world.changeAlertFrequency.execute({ jobFilterId: saved.search.id, frequency: 'weekly' }))._unsafeUnwrap()).toBe('weekly');
    expect(world.jobFilters.find(saved.search.id)?.jobAlert).toEqual({ status: 'active', frequency: 'weekly' });

    (await world.disableAlert.execute({ jobFilterId: saved.search.id }))._unsafeUnwrap();
    expect(world.jobFilters.find(saved.search.id)).toMatchObject({ jobAlert: null, filterName: 'Go jobs' });

    const deleting = world.deleteSavedSearch.execute({ id: saved.search.id });
    await Promise.resolve();
    await world.dialog.accept();
    expect((await deleting)._unsafeUnwrap()).toEqual({ deleted: true });
    expect(world.jobFilters.all).toEqual([]);
  });
});

describe('EnableAlert', () => {
  it('takes the frequency given', async () => {
    const world = alertsWorld({ loggedIn: true, serverFilters: [aJobFilter('jf-1')] });
    expect((await world.enableAlert.execute({ jobFilterId: 'jf-1', name: 'x', frequency: 'daily' }))._unsafeUnwrap().jobAlert).toEqual({
      status: 'active',
      frequency: 'daily',
    });
  });

  it('checks the name and frequency before any call', async () => {
    const world = alertsWorld({ loggedIn: true, serverFilters: [aJobFilter('jf-1')] });
    expect((await world.enableAlert.execute({ jobFilterId: 'jf-1', name: '' }))._unsafeUnwrapErr()).toEqual({
      kind: 'invalid-name',
      problem: 'required',
    });
    expect((await world.enableAlert.execute({ jobFilterId: 'jf-1', name: 'x', frequency: 'hourly' }))._unsafeUnwrapErr()).toEqual({
      kind: 'invalid-frequency',
      value: 'hourly',
    });
    expect(world.jobFilters.find('jf-1')?.jobAlert).toBeNull();
  });

  it('follows the error catalogue', async () => {
    const active = aJobFilter('jf-1', { jobAlert: { status: 'active', frequency: 'daily' } });
    const world = alertsWorld({ loggedIn: true, serverFilters: [active, aJobFilter('jf-2')], alerts: { candidateLimit: 1 } });
    expect((await world.enableAlert.execute({ jobFilterId: 'jf-1', name: 'x' }))._unsafeUnwrapErr()).toEqual({ kind: 'active-alert-exists' });
    expect((await world.enableAlert.execute({ jobFilterId: 'jf-2', name: 'x' }))._unsafeUnwrapErr()).toEqual({ kind: 'alert-limit-reached' });
    expect((await world.enableAlert.execute({ jobFilterId: 'nope', name: 'x' }))._unsafeUnwrapErr()).toEqual({
      kind: 'alert-failed',
      cause: { kind: 'not-found' },
    });
  });

  it('needs a logged-in candidate', async () => {
    const world = alertsWorld();
    expect((await world.enableAlert.execute({ jobFilterId: 'jf-1', name: 'x' }))._unsafeUnwrapErr()).toEqual({ kind: 'login-required' });
  });
});

describe('DisableAlert and ChangeAlertFrequency', () => {
  it('any gateway failure is the generic alert-update-failed', async () => {
    const world = alertsWorld({ loggedIn: true, serverFilters: [aJobFilter('jf-1', { jobAlert: { status: 'active', frequency: 'daily' } })] });
    world.jobFilters.failNext({ kind: 'http-failure', status: 500 }, { kind: 'network-failure', message: 'offline' });
    expect((await world.disableAlert.execute({ jobFilterId: 'jf-1' }))._unsafeUnwrapErr()).toEqual({
      kind: 'alert-update-failed',
      cause: { kind: 'http-failure', status: 500 },
    });
    expect((await world.changeAlertFrequency.execute({ jobFilterId: 'jf-1', frequency: 'weekly' }))._unsafeUnwrapErr()).toEqual({
      kind: 'alert-update-failed',
      cause: { kind: 'network-failure', message: 'offline' },
    });
    expect(world.jobFilters.find('jf-1')?.jobAlert).toEqual({ status: 'active', frequency: 'daily' });
  });

  it('refuses an unknown or empty frequency before any call', async () => {
    const world = alertsWorld({ loggedIn: true, serverFilters: [aJobFilter('jf-1', { jobAlert: { status: 'active', frequency: 'daily' } })] });
    expect((await world.changeAlertFrequency.execute({ jobFilterId: 'jf-1', frequency: 'monthly' }))._unsafeUnwrapErr().kind).toBe(
      'invalid-frequency',
    );
    expect((await world.changeAlertFrequency.execute({ jobFilterId: 'jf-1', frequency: '' }))._unsafeUnwrapErr().kind).toBe('invalid-frequency');
  });

  it('need a logged-in candidate', async () => {
    const world = alertsWorld();
    expect((await world.disableAlert.execute({ jobFilterId: 'jf-1' }))._unsafeUnwrapErr()).toEqual({ kind: 'login-required' });
    expect((await world.changeAlertFrequency.execute({ jobFilterId: 'jf-1', frequency: 'daily' }))._unsafeUnwrapErr()).toEqual({
      kind: 'login-required',
    });
  });
});

describe('DeleteSavedSearch asks first', () => {
  it('shows the confirmation dialog with its texts; cancel deletes nothing', async () => {
    const world = alertsWorld({ loggedIn: true, serverFilters: [aJobFilter('jf-1')] });
    const deleting = world.deleteSavedSearch.execute({ id: 'jf-1' });
    await Promise.resolve();
    expect(world.dialog.state).toMatchObject({
      header: deleteConfirmation.header,
      text: deleteConfirmation.text,
      confirmText: deleteConfirmation.confirmText,
    });
    world.dialog.cancel();
    expect((await deleting)._unsafeUnwrap()).toEqual({ deleted: false });
    expect(world.jobFilters.all).toHaveLength(1);
  });

  it("deletes a guest's local search after confirm", async () => {
    const world = alertsWorld({ localSearches: [aSavedSearch('a'), aSavedSearch('b')] });
    const deleting = world.deleteSavedSearch.execute({ id: aSavedSearch('a').id });
    await new Promise((resolve) => setTimeout(resolve, 0));
    await world.dialog.accept();
    expect((await deleting)._unsafeUnwrap()).toEqual({ deleted: true });
    expect((await world.listSavedSearches.execute())._unsafeUnwrap().searches.map((search) => search.filterName)).toEqual(['b']);
  });

  it('an unknown local id fails without asking', async () => {
    const world = alertsWorld({ localSearches: [aSavedSearch('a')] });
    expect((await world.deleteSavedSearch.execute({ id: 'nope' }))._unsafeUnwrapErr()).toEqual({ kind: 'search-not-found', id: 'nope' });
    expect(world.dialog.state).toBeNull();
  });

  it('a server failure after confirm is the generic error, and the filter stays', async () => {
    const world = alertsWorld({ loggedIn: true, serverFilters: [aJobFilter('jf-1')] });
    world.jobFilters.failNext({ kind: 'http-failure', status: 503 });
    const deleting = world.deleteSavedSearch.execute({ id: 'jf-1' });
    await Promise.resolve();
    await world.dialog.accept();
    expect((await deleting)._unsafeUnwrapErr()).toEqual({ kind: 'alert-update-failed', cause: { kind: 'http-failure', status: 503 } });
    expect(world.jobFilters.all).toHaveLength(1);
  });
});

describe('OpenSavedSearch', () => {
  it('marks unread offers read, then gives the URL to navigate to', async () => {
    const world = alertsWorld({ loggedIn: true, serverFilters: [aJobFilter('jf-1', { count: 4 })] });
    const filter = world.jobFilters.find('jf-1');
    if (!filter) throw new Error('missing');
    expect((await world.openSavedSearch.execute(filter))._unsafeUnwrap()).toEqual({ url: filter.searchUrl, markedRead: true });
    expect(world.jobFilters.find('jf-1')?.count).toBe(0);
  });

  it('makes no call when nothing is unread, or for a guest', async () => {
    const world = alertsWorld({ loggedIn: true, serverFilters: [aJobFilter('jf-1')] });
    world.jobFilters.failNext({ kind: 'http-failure', status: 500 });
    expect((await world.openSavedSearch.execute({ id: 'jf-1', searchUrl: '/x', count: 0 }))._unsafeUnwrap()).toEqual({
      url: '/x',
      markedRead: false,
    });
    const guest = alertsWorld();
    expect((await guest.openSavedSearch.execute({ id: 'a', searchUrl: '/y', count: 3 }))._unsafeUnwrap()).toEqual({ url: '/y', markedRead: false });
  });

  it('still navigates when marking read fails, and reports it', async () => {
    const world = alertsWorld({ loggedIn: true, serverFilters: [aJobFilter('jf-1', { count: 2 })] });
    world.jobFilters.failNext({ kind: 'network-failure', message: 'offline' });
    expect((await world.openSavedSearch.execute({ id: 'jf-1', searchUrl: '/z', count: 2 }))._unsafeUnwrap()).toEqual({
      url: '/z',
      markedRead: false,
    });
    expect(world.reporter.reported).toHaveLength(1);
  });
});
