import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CookieJarInMemory } from '../../../adapters/in-memory/CookieJarInMemory.ts';
import { FixedClock } from '../../../adapters/in-memory/FixedClock.ts';
import { KeyValueStoreInMemory } from '../../../adapters/in-memory/KeyValueStoreInMemory.ts';
import {
  Banners,
  PASSIVE_BANNER_COOKIE,
  PROMOTIONAL_BANNER_KEY,
  passiveBanner,
  promotionalBannerVisible,
} from '../../../core/preferences/Banners.ts';

function passiveOf(banners: Banners): unknown {
  let state: unknown = null;
  banners.passive$.subscribe((value) => (state = value)).unsubscribe();
  return state;
}

describe('passive-candidates banner', () => {
  it('shows unless dismissed; maintenance shows its own variant, never dismissible', () => {
    expect(passiveBanner(null, false)).toEqual({ visible: true, variant: 'passive-candidates', dismissible: true });
    expect(passiveBanner('true', false)).toEqual({ visible: false });
    expect(passiveBanner('true', true)).toEqual({ visible: true, variant: 'maintenance', dismissible: false });
    expect(passiveBanner(null, true)).toEqual({ visible: true, variant: 'maintenance', dismissible: false });
  });

  it('counts only the exact text true as a dismissal', () => {
    fc.assert(
      fc.property(
        fc.string().filter((text) => text !== 'true'),
        (text) => passiveBanner(text, false).visible === true,
      ),
    );
  });

  it('dismisses for a year through the cookie; the maintenance variant ignores dismissal', () => {
    const clock = new FixedClock(new Date('2025-01-01T00:00:00Z'));
    const cookies = new CookieJarInMemory({}, clock);
    const banners = new Banners(cookies, new KeyValueStoreInMemory());
    let state: unknown = null;
    banners.passive$.subscribe((value) => (state = value));

    banners.setMaintenance(true);
    banners.dismissPassive();
    expect(state).toEqual({ visible: true, variant: 'maintenance', dismissible: false });
    expect(cookies.get(PASSIVE_BANNER_COOKIE)).toBeNull();

    banners.setMaintenance(false);
    banners.dismissPassive();
    expect(state).toEqual({ visible: false });
    clock.advance(31_535_999_000);
    expect(passiveOf(new Banners(cookies, new KeyValueStoreInMemory()))).toEqual({ visible: false });
    clock.advance(1000);
    expect(passiveOf(new Banners(cookies, new KeyValueStoreInMemory()))).toEqual({ visible: true, variant: 'passive-candidates', dismissible: true });
  });
});

describe('promotional banner', () => {
  it('hides once its local-storage key equals true', () => {
    const store = new KeyValueStoreInMemory();
    const banners = new Banners(new CookieJarInMemory(), store);
    const seen: boolean[] = [];
    banners.promotional$.subscribe((visible) => seen.push(visible));

    banners.dismissPromotional();

    expect(seen).toEqual([true, false]);
    expect(store.get(PROMOTIONAL_BANNER_KEY)).toBe('true');
    expect(promotionalBannerVisible('false')).toBe(true);
    expect(promotionalBannerVisible(null)).toBe(true);
    let later: boolean | null = null;
    new Banners(new CookieJarInMemory(), store).promotional$.subscribe((visible) => (later = visible));
    expect(later).toBe(false);
  });
});
