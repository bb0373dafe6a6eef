import { describe, expect, it } from 'vitest';
import { readSettings, SettingError } from '../../composition/server/settings.ts';

describe('LISTING_CACHE', () => {
  it('keeps listing search answers unless told off', () => {
    expect(readSettings({}).listingCache).toBe(true);
    expect(readSettings({ LISTING_CACHE: 'on' }).listingCache).toBe(true);
    expect(readSettings({ LISTING_CACHE: ' OFF ' }).listingCache).toBe(false);
  });

  it('refuses anything else, naming the setting', () => {
    expect(() => readSettings({ LISTING_CACHE: 'maybe' })).toThrow(SettingError);
    expect(() => readSettings({ LISTING_CACHE: 'maybe' })).toThrow(/LISTING_CACHE/);
  });
});
