import { describe, expect, it } from 'vitest';
import { CreateCandidateAlert, savedSearchFor } from '../../../core/alerts/job-alerts/CreateCandidateAlert.ts';
import { aJobFilter, alertsWorld, keywordFilters } from './alertsWorld.ts';

const createIn = (world: ReturnType<typeof alertsWorld>) => new CreateCandidateAlert(world.saveAlert, world.listSavedSearches, world.enableAlert);
const search = { searchUrl: '/job-offers/krakow?keyword=react', filters: keywordFilters('react', 'krakow') };

describe('CreateCandidateAlert (create filter plus alert)', () => {
  it('saves the filter, then enables its alert with the name and frequency given', async () => {
    const world = alertsWorld({ loggedIn: true });
    const filter = (await createIn(world).execute({ ...search, name: 'React Kraków', frequency: 'weekly' }))._unsafeUnwrap();
    expect(filter).toMatchObject({ searchUrl: search.searchUrl, filterName: 'React Kraków', jobAlert: { status: 'active', frequency: 'weekly' } });
    expect(world.jobFilters.all).toHaveLength(1);
  });

  it('defaults to twice a week', async () => {
    const world = alertsWorld({ loggedIn: true });
    expect((await createIn(world).execute({ ...search, name: 'React' }))._unsafeUnwrap().jobAlert).toEqual({
      status: 'active',
      frequency: 'twiceAWeek',
    });
  });

  it('puts the alert on the existing filter when the search is already saved', async () => {
    const world = alertsWorld({ loggedIn: true, serverFilters: [aJobFilter('jf-7', { searchUrl: search.searchUrl })] });
    const filter = (await createIn(world).execute({ ...search, name: 'React', frequency: 'daily' }))._unsafeUnwrap();
    expect(filter.id).toBe('jf-7');
    expect(world.jobFilters.all).toHaveLength(1);
    expect(world.jobFilters.find('jf-7')?.jobAlert).toEqual({ status: 'active', frequency: 'daily' });
  });

  it('says the alert is already active when the existing filter has one', async () => {
    const world = alertsWorld({
      loggedIn: true,
      serverFilters: [aJobFilter('jf-7', { searchUrl: search.searchUrl, jobAlert: { status: 'active', frequency: 'daily' } })],
    });
    expect((await createIn(world).execute({ ...search, name: 'React' }))._unsafeUnwrapErr()).toEqual({ kind: 'active-alert-exists' });
    expect(world.jobFilters.find('jf-7')?.jobAlert).toEqual({ status: 'active', frequency: 'daily' });
  });

  it('refuses a bad name before anything is saved', async () => {
    const world = alertsWorld({ loggedIn: true });
    expect((await createIn(world).execute({ ...search, name: '<script>' }))._unsafeUnwrapErr()).toEqual({ kind: 'invalid-name', problem: 'pattern' });
    expect(world.jobFilters.all).toEqual([]);
  });

  it('is login-required for a guest, and keeps nothing on the device', async () => {
    const world = alertsWorld();
    expect((await createIn(world).execute({ ...search, name: 'React' }))._unsafeUnwrapErr()).toEqual({ kind: 'login-required' });
  });
});

describe('savedSearchFor', () => {
  const filters = [aJobFilter('a'), aJobFilter('b', { searchUrl: '/job-offers/krakow' })];
  it('finds the search with that URL, ignoring surrounding space', () => {
    expect(savedSearchFor(filters, ' /job-offers/krakow ')?.id).toBe('b');
  });
  it('is null for another URL or an empty one', () => {
    expect(savedSearchFor(filters, '/job-offers/krakow?keyword=x')).toBeNull();
    expect(savedSearchFor(filters, '  ')).toBeNull();
  });
});
