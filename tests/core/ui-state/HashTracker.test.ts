import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FAVOURITES_HASH } from '../../../core/favourites/favouritesHashTarget.ts';
import { accountVerifiedOpen$, closeAccountVerified, HashTracker, openByHash } from '../../../core/ui-state/HashTracker.ts';
import { normaliseHash } from '../../../core/ui-state/normaliseHash.ts';

describe('HashTracker', () => {
  it('exposes the hash fed by the adapter, without the leading #', () => {
    const tracker = new HashTracker();
    const open: boolean[] = [];
    tracker.isOpen$(FAVOURITES_HASH).subscribe((value) => open.push(value));

    tracker.update('#favorites');
    tracker.update('#favorites');
    tracker.update('');

    expect(open).toEqual([false, true, false]);
  });

  it('asks the adapter to navigate when something opens by hash', () => {
    const tracker = new HashTracker();
    const navigations: string[] = [];
    tracker.navigations$.subscribe((hash) => navigations.push(hash));

    openByHash(tracker, 'add-alert');
    tracker.close();

    expect(navigations).toEqual(['add-alert', '']);
    expect(tracker.current).toBe('');
  });

  it('opens the account-verified dialog by hash and closes it to the root', () => {
    const tracker = new HashTracker();
    const open: boolean[] = [];
    accountVerifiedOpen$(tracker).subscribe((value) => open.push(value));

    tracker.update('#account-verified');
    const path = closeAccountVerified(tracker);

    expect(open).toEqual([false, true, false]);
    expect(path).toBe('/');
  });

  it('normalises any hash text without throwing', () => {
    expect(normaliseHash('#a%20b')).toBe('a b');
    expect(normaliseHash('#%E0%A4%A')).toBe('%E0%A4%A');
    fc.assert(fc.property(fc.string(), (text) => typeof normaliseHash(text) === 'string'));
  });
});
