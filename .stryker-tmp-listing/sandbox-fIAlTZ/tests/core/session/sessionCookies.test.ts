// @ts-nocheck
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CookieJarInMemory } from '../../../adapters/in-memory/CookieJarInMemory.ts';
import { FixedClock } from '../../../adapters/in-memory/FixedClock.ts';
import {
  captureUtm,
  readUserId,
  readUtm,
  SESSION_ID_COOKIE,
  touchSessionId,
  USER_ID_COOKIE,
  UTM_COOKIE,
} from '../../../core/session/sessionCookies.ts';

const minutes = (n: number) => n * 60_000;
const days = (n: number) => n * 86_400_000;

function jarWithClock() {
  const clock = new FixedClock(new Date('2025-01-01T10:00:00Z'));
  return { clock, cookies: new CookieJarInMemory({}, clock) };
}

describe('session-id cookie', () => {
  it('keeps the id while the visitor is active and slides 30 minutes from each touch', () => {
    const { clock, cookies } = jarWithClock();
    let next = 0;
    const newId = () => `s${++next}`;

    const first = touchSessionId(cookies, newId);
    clock.advance(minutes(29));
    const second = touchSessionId(cookies, newId);
    clock.advance(minutes(29));
    const third = touchSessionId(cookies, newId);
    clock.advance(minutes(30));
    const fourth = touchSessionId(cookies, newId);

    expect([first, second, third]).toEqual(['s1', 's1', 's1']);
    expect(fourth).toBe('s2');
  });

  it('replaces a garbage session id', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const cookies = new CookieJarInMemory({ [SESSION_ID_COOKIE]: text });
        const id = touchSessionId(cookies, () => 'fresh');
        expect(id === text || id === 'fresh').toBe(true);
        expect(/^[A-Za-z0-9_.:-]{1,128}$/.test(id)).toBe(true);
      }),
    );
  });
});

describe('UTM cookie', () => {
  it('remembers utm_* parameters for 32 days', () => {
    const { clock, cookies } = jarWithClock();

    const utm = captureUtm(cookies, [
      ['utm_source', 'newsletter'],
      ['utm_medium', ' email '],
      ['page', '2'],
      ['utm_source', 'second wins not'],
    ]);
    clock.advance(days(31));
    const later = readUtm(cookies);
    clock.advance(days(1));

    expect(utm).toEqual({ utm_source: 'newsletter', utm_medium: 'email' });
    expect(later).toEqual(utm);
    expect(readUtm(cookies)).toEqual({});
  });

  it('keeps the earlier campaign when a page has no utm_* parameters', () => {
    const cookies = new CookieJarInMemory();
    captureUtm(cookies, [['utm_campaign', 'spring']]);

    expect(captureUtm(cookies, [['q', 'react']])).toEqual({ utm_campaign: 'spring' });
  });

  it('reads any cookie text without throwing', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (text) => {
        const utm = readUtm(new CookieJarInMemory({ [UTM_COOKIE]: text }));
        for (const value of Object.values(utm)) expect(typeof value).toBe('string');
      }),
    );
  });
});

describe('user-id cookie', () => {
  it('accepts ids and rejects garbage', () => {
    expect(readUserId(new CookieJarInMemory({ [USER_ID_COOKIE]: '3f2a-99' }))).toBe('3f2a-99');
    expect(readUserId(new CookieJarInMemory({ [USER_ID_COOKIE]: '' }))).toBeNull();
    expect(readUserId(new CookieJarInMemory({ [USER_ID_COOKIE]: '<script>' }))).toBeNull();
    expect(readUserId(new CookieJarInMemory())).toBeNull();
  });
});
