import { ResultAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { SAVE_TOGGLE_DEBOUNCE_MS, SaveSearchSwitch, type SaveSearchSwitchFailure } from '../../../core/alerts/surfaces/SaveSearchSwitch.ts';
import { decodeSavedSearches, savedSearchId } from '../../../core/alerts/saved-searches/savedSearchesFormat.ts';
import { VirtualTime } from '../../support/virtualTime.ts';
import { aJobFilter, aSavedSearch, alertsWorld, keywordFilters, type AlertsWorldOptions } from './alertsWorld.ts';

const search = { searchUrl: '/job-offers/krakow?keyword=react', filters: keywordFilters('react', 'krakow') };

/** The switch over a world, counting the calls that reach the store (what the debounce is about). */
function aSwitch(options: AlertsWorldOptions = {}) {
  const world = alertsWorld(options);
  const time = new VirtualTime();
  const calls: string[] = [];
  const save = { execute: (input: Parameters<typeof world.saveAlert.execute>[0]) => (calls.push('save'), world.saveAlert.execute(input)) };
  const remove = {
    execute: (input: Parameters<typeof world.deleteSavedSearch.execute>[0]) => (calls.push('delete'), world.deleteSavedSearch.execute(input)),
  };
  const toggle = new SaveSearchSwitch(save, remove, world.listSavedSearches, time.scheduler);
  const failures: SaveSearchSwitchFailure[] = [];
  toggle.failures$.subscribe((failure) => failures.push(failure));
  const localUrls = () => {
    const text = world.store.text();
    const decoded = decodeSavedSearches(text);
    return decoded.kind === 'empty' ? [] : decoded.searches.map((saved) => saved.searchUrl);
  };
  return { world, time, calls, toggle, failures, localUrls };
}

describe('SaveSearchSwitch (the listing save-filters switch, debounced 300 ms)', () => {
  it('shows whether the current search is saved', async () => {
    const { toggle, time } = aSwitch({ localSearches: [aSavedSearch('react', { searchUrl: search.searchUrl })] });
    await toggle.select(search);
    expect(toggle.state).toEqual({ status: 'ready', on: true, busy: false });
    await toggle.select({ searchUrl: '/job-offers/krakow?keyword=vue', filters: keywordFilters('vue') });
    await time.advance(0);
    expect(toggle.state.on).toBe(false);
  });

  it('flips at once but saves only 300 ms after the last flip', async () => {
    const { toggle, time, calls, localUrls } = aSwitch();
    await toggle.select(search);
    toggle.set(true);
    expect(toggle.state).toEqual({ status: 'ready', on: true, busy: true });
    await time.advance(SAVE_TOGGLE_DEBOUNCE_MS - 1);
    expect(calls).toEqual([]);
    await time.advance(1);
    expect(calls).toEqual(['save']);
    expect(localUrls()).toEqual([search.searchUrl]);
    expect(toggle.state).toEqual({ status: 'ready', on: true, busy: false });
  });

  it('sends only the final state of rapid flips, and nothing when they end where they started', async () => {
    const { toggle, time, calls, localUrls } = aSwitch();
    await toggle.select(search);
    for (const on of [true, false, true, false, true]) {
      toggle.set(on);
      await time.advance(100);
    }
    await time.advance(SAVE_TOGGLE_DEBOUNCE_MS);
    expect(calls).toEqual(['save']);
    expect(localUrls()).toEqual([search.searchUrl]);

    for (const on of [false, true, false, true]) {
      toggle.set(on);
      await time.advance(50);
    }
    await time.advance(SAVE_TOGGLE_DEBOUNCE_MS);
    expect(calls).toEqual(['save']);
    expect(toggle.state).toEqual({ status: 'ready', on: true, busy: false });
  });

  it('switching off deletes the search without asking', async () => {
    const { world, toggle, time, localUrls } = aSwitch({
      localSearches: [aSavedSearch('react', { searchUrl: search.searchUrl }), aSavedSearch('java')],
    });
    await toggle.select(search);
    toggle.set(false);
    await time.advance(SAVE_TOGGLE_DEBOUNCE_MS);
    expect(world.dialog.state).toBeNull();
    expect(localUrls()).toEqual([aSavedSearch('java').searchUrl]);
    expect(toggle.state.on).toBe(false);
  });

  it('a flip during a call is sent after it, never alongside', async () => {
    const world = alertsWorld({ loggedIn: true });
    const time = new VirtualTime();
    const calls: string[] = [];
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const save = {
      execute: (input: Parameters<typeof world.saveAlert.execute>[0]) => {
        calls.push('save');
        return ResultAsync.fromSafePromise(gate).andThen(() => world.saveAlert.execute(input));
      },
    };
    const remove = {
      execute: (input: Parameters<typeof world.deleteSavedSearch.execute>[0]) => (calls.push('delete'), world.deleteSavedSearch.execute(input)),
    };
    const toggle = new SaveSearchSwitch(save, remove, world.listSavedSearches, time.scheduler);
    await toggle.select(search);
    toggle.set(true);
    await time.advance(SAVE_TOGGLE_DEBOUNCE_MS);
    expect(calls).toEqual(['save']);
    // The save is on its way; the user flips off and the debounce runs out before its answer.
    toggle.set(false);
    await time.advance(SAVE_TOGGLE_DEBOUNCE_MS);
    expect(calls).toEqual(['save']);
    expect(toggle.state).toEqual({ status: 'ready', on: false, busy: true });
    release();
    await time.advance(0);
    await time.advance(0);
    expect(calls).toEqual(['save', 'delete']);
    expect(world.jobFilters.all).toEqual([]);
    expect(toggle.state).toEqual({ status: 'ready', on: false, busy: false });
  });

  it('the eleventh guest save fails with the limit and the switch goes back off', async () => {
    const ten = Array.from({ length: 10 }, (_, index) => aSavedSearch(`k${index}`));
    const { toggle, time, failures, localUrls } = aSwitch({ localSearches: ten });
    await toggle.select(search);
    toggle.set(true);
    await time.advance(SAVE_TOGGLE_DEBOUNCE_MS);
    expect(failures).toEqual([{ kind: 'local-limit-reached', max: 10 }]);
    expect(toggle.state).toEqual({ status: 'ready', on: false, busy: false });
    expect(localUrls()).toHaveLength(10);
  });

  it('a logged-in search saved elsewhere meanwhile (409) counts as saved, and can be switched off', async () => {
    const { world, toggle, time, failures } = aSwitch({ loggedIn: true });
    await toggle.select(search);
    (await world.saveAlert.execute(search))._unsafeUnwrap();
    toggle.set(true);
    await time.advance(SAVE_TOGGLE_DEBOUNCE_MS);
    expect(failures).toEqual([]);
    expect(toggle.state.on).toBe(true);
    toggle.set(false);
    await time.advance(SAVE_TOGGLE_DEBOUNCE_MS);
    expect(world.jobFilters.all).toEqual([]);
  });

  it('a server failure is reported and the switch shows what is stored', async () => {
    const { world, toggle, time, failures } = aSwitch({ loggedIn: true, serverFilters: [aJobFilter('f1', { searchUrl: search.searchUrl })] });
    await toggle.select(search);
    expect(toggle.state.on).toBe(true);
    world.jobFilters.failNext({ kind: 'network-failure', message: 'offline' });
    toggle.set(false);
    await time.advance(SAVE_TOGGLE_DEBOUNCE_MS);
    expect(failures.map((failure) => failure.kind)).toEqual(['alert-update-failed']);
    expect(toggle.state).toEqual({ status: 'ready', on: true, busy: false });
    expect(world.jobFilters.has('f1')).toBe(true);
  });

  it('reading the same search again (popover reopened) neither blinks nor undoes a pending flip', async () => {
    const { toggle, time, localUrls } = aSwitch();
    await toggle.select(search);
    toggle.set(true);
    await toggle.select(search);
    expect(toggle.state).toEqual({ status: 'ready', on: true, busy: true });
    await time.advance(SAVE_TOGGLE_DEBOUNCE_MS);
    expect(localUrls()).toEqual([search.searchUrl]);
    const reading = toggle.select(search);
    expect(toggle.state.status).toBe('ready');
    await reading;
    expect(toggle.state).toEqual({ status: 'ready', on: true, busy: false });
  });

  it('ignores flips before it knows whether the search is saved, and drops a pending flip when disposed', async () => {
    const { toggle, time, calls } = aSwitch();
    toggle.set(true);
    expect(toggle.state.status).toBe('idle');
    await toggle.select(search);
    toggle.set(true);
    toggle.dispose();
    await time.advance(SAVE_TOGGLE_DEBOUNCE_MS * 2);
    expect(calls).toEqual([]);
  });
});

describe('DeleteSavedSearch withoutConfirmation (for the switch only)', () => {
  it('deletes a local search without opening the dialog', async () => {
    const world = alertsWorld({ localSearches: [aSavedSearch('react')] });
    const outcome = (
      await world.deleteSavedSearch.execute({ id: savedSearchId(aSavedSearch('react').searchUrl), withoutConfirmation: true })
    )._unsafeUnwrap();
    expect(outcome).toEqual({ deleted: true });
    expect(world.dialog.state).toBeNull();
    expect((await world.listSavedSearches.execute())._unsafeUnwrap().searches).toEqual([]);
  });

  it('still asks by default', async () => {
    const world = alertsWorld({ loggedIn: true, serverFilters: [aJobFilter('f1')] });
    const pending = world.deleteSavedSearch.execute({ id: 'f1' });
    await Promise.resolve();
    expect(world.dialog.state).not.toBeNull();
    world.dialog.cancel();
    expect((await pending)._unsafeUnwrap()).toEqual({ deleted: false });
    expect(world.jobFilters.has('f1')).toBe(true);
  });
});
