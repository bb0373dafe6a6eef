import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addLocalSearch,
  decodeSavedSearches,
  encodeSavedSearches,
  MAX_LOCAL_SEARCHES,
  quarantineKey,
  recoveryPlan,
  removeLocalSearch,
  SAVED_SEARCHES_STORE,
  savedSearchId,
} from '../../../core/alerts/saved-searches/savedSearchesFormat.ts';
import { stableHash } from '../../../core/shared/stableHash.ts';
import { aSavedSearch, keywordFilters, NOW } from './alertsWorld.ts';

describe('the guest store format (jobAlerts, version 1)', () => {
  it('is named jobAlerts and holds 10', () => {
    expect(SAVED_SEARCHES_STORE).toBe('jobAlerts');
    expect(MAX_LOCAL_SEARCHES).toBe(10);
  });

  it('writes a version 1 envelope', () => {
    const search = aSavedSearch('react');
    expect(JSON.parse(encodeSavedSearches([search]))).toEqual({ version: 1, searches: [search] });
  });

  it('ids are a hash of the search URL', () => {
    expect(savedSearchId('/job-offers/krakow?keyword=react')).toBe(stableHash('/job-offers/krakow?keyword=react'));
    expect(aSavedSearch('react').id).toBe(stableHash('/job-offers/all-locations?keyword=react'));
  });

  it('reads back what it writes', () => {
    const searches = [aSavedSearch('a'), aSavedSearch('b')];
    expect(decodeSavedSearches(encodeSavedSearches(searches))).toEqual({ kind: 'current', searches });
  });

  it('reads nothing stored as empty', () => {
    expect(decodeSavedSearches(null)).toEqual({ kind: 'empty' });
    expect(decodeSavedSearches('')).toEqual({ kind: 'empty' });
  });

  it('round-trips any searches', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.string({ minLength: 1 }), { maxLength: 12 }), fc.string(), (urls, name) => {
        const searches = urls
          .filter((url) => url.trim() !== '')
          .map((url) => aSavedSearch('k', { searchUrl: url, id: savedSearchId(url), filterName: name }));
        const decoded = decodeSavedSearches(encodeSavedSearches(searches));
        expect(decoded.kind === 'current' || decoded.kind === 'empty' ? decoded : null).not.toBeNull();
        if (decoded.kind === 'current') expect(decoded.searches).toEqual(searches);
      }),
    );
  });
});

describe('migration of older forms', () => {
  it('reads a bare array (before the envelope) and asks for a rewrite as version 1', () => {
    const old = [{ searchUrl: '/job-offers/all-locations?keyword=a', filterName: 'a', filters: keywordFilters('a'), savedAt: NOW.toISOString() }];
    const plan = recoveryPlan(JSON.stringify(old));
    expect(plan.migratedFrom).toBe('array');
    expect(plan.keepAside).toBeNull();
    expect(plan.searches).toEqual([aSavedSearch('a')]);
    expect(JSON.parse(plan.rewrite ?? '')).toEqual({ version: 1, searches: [aSavedSearch('a')] });
  });

  it('reads version 0 and a persisted-state wrapper, with url/name entries', () => {
    const entry = { url: '/job-offers/all-locations?keyword=b', name: 'b' };
    for (const stored of [{ jobAlerts: [entry] }, { version: 0, searches: [entry] }, { state: { jobAlerts: [entry] }, version: 0 }]) {
      const plan = recoveryPlan(JSON.stringify(stored));
      expect(plan.keepAside).toBeNull();
      expect(plan.searches.map((search) => [search.searchUrl, search.filterName])).toEqual([[entry.url, 'b']]);
      expect(plan.rewrite).not.toBeNull();
    }
  });

  it('recomputes ids and drops repeats of one URL (nothing is lost: they are the same search)', () => {
    const search = aSavedSearch('a');
    const stored = JSON.stringify({ version: 1, searches: [{ ...search, id: 'stale' }, search] });
    const plan = recoveryPlan(stored);
    expect(plan.searches).toEqual([search]);
    expect(plan.keepAside).toBeNull();
  });

  it('fills what older entries lack: a name from the filters, a save time', () => {
    const plan = recoveryPlan(JSON.stringify([{ searchUrl: '/job-offers/all-locations?keyword=c', filters: keywordFilters('c') }]));
    expect(plan.searches[0]).toMatchObject({ filterName: 'c', savedAt: new Date(0).toISOString() });
  });

  it('keeps more than 10 stored searches (nothing silently dropped)', () => {
    const many = Array.from({ length: 12 }, (_, i) => aSavedSearch(`k${i}`));
    expect(recoveryPlan(encodeSavedSearches(many)).searches).toHaveLength(12);
  });
});

describe('unreadable values are kept aside, never silently wiped', () => {
  it.each([
    ['not JSON', '{"version":1,"searches":[', 'unparseable'],
    ['a newer version', JSON.stringify({ version: 2, searches: [] }), 'unknown-form'],
    ['an unknown shape', JSON.stringify({ hello: 'world' }), 'unknown-form'],
    ['a number', '42', 'unknown-form'],
    ['version 1 without a list', JSON.stringify({ version: 1, searches: 'x' }), 'unknown-form'],
  ])('%s: keep aside, start empty', (_what, stored, reason) => {
    const plan = recoveryPlan(stored);
    expect(plan).toEqual({ searches: [], keepAside: reason, rewrite: encodeSavedSearches([]), migratedFrom: null });
  });

  it('entries that cannot be read: keep the original aside, keep the readable ones', () => {
    const good = aSavedSearch('good');
    const plan = recoveryPlan(JSON.stringify({ version: 1, searches: [good, { searchUrl: 42 }, 'junk', null] }));
    expect(plan.keepAside).toBe('bad-entries');
    expect(plan.searches).toEqual([good]);
    expect(plan.rewrite).toBe(encodeSavedSearches([good]));
  });

  it('never throws, whatever is stored', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (stored) => {
        const plan = recoveryPlan(stored);
        expect(Array.isArray(plan.searches)).toBe(true);
      }),
    );
  });

  it('quarantine keys carry the time', () => {
    expect(quarantineKey(NOW)).toBe('jobAlerts.corrupt.2025-03-01T12-00-00-000Z');
  });
});

describe('adding and removing local searches', () => {
  it('appends a new search', () => {
    const result = addLocalSearch([aSavedSearch('a')], aSavedSearch('b'))._unsafeUnwrap();
    expect(result.added).toBe(true);
    expect(result.searches.map((search) => search.filterName)).toEqual(['a', 'b']);
  });

  it('keeps one entry per URL', () => {
    const existing = aSavedSearch('a');
    const result = addLocalSearch([existing], aSavedSearch('a', { filterName: 'renamed' }))._unsafeUnwrap();
    expect(result).toEqual({ searches: [existing], added: false, search: existing });
  });

  it('refuses the 11th', () => {
    const ten = Array.from({ length: 10 }, (_, i) => aSavedSearch(`k${i}`));
    expect(addLocalSearch(ten, aSavedSearch('eleven'))._unsafeUnwrapErr()).toEqual({ kind: 'local-limit-reached', max: 10 });
    expect(addLocalSearch(ten, aSavedSearch('k3'))._unsafeUnwrap().added).toBe(false);
  });

  it('removes by id', () => {
    const a = aSavedSearch('a');
    expect(removeLocalSearch([a, aSavedSearch('b')], a.id).map((search) => search.filterName)).toEqual(['b']);
  });
});
