import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CookieJarInMemory } from '../../../adapters/in-memory/CookieJarInMemory.ts';
import { FixedClock } from '../../../adapters/in-memory/FixedClock.ts';
import type { CookieOptions } from '../../../core/shared/CookieJar.ts';
import {
  captureUtm,
  readSessionId,
  readUserId,
  readUtm,
  SESSION_ID_COOKIE,
  touchSessionId,
  USER_ID_COOKIE,
  UTM_COOKIE,
  utmFromQuery,
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

/** The in-memory jar, also keeping every write's options (the path decides which cookie a browser writes). */
class JarRecordingOptions extends CookieJarInMemory {
  readonly writes: { readonly name: string; readonly options: CookieOptions | undefined }[] = [];

  override set(name: string, value: string, options?: CookieOptions): void {
    this.writes.push({ name, options });
    super.set(name, value, options);
  }
}

describe('where the session cookies are written', () => {
  it('writes the session id and the campaign for the whole site', () => {
    const cookies = new JarRecordingOptions();
    touchSessionId(cookies, () => 's1');
    captureUtm(cookies, [['utm_source', 'newsletter']]);
    expect(cookies.writes).toEqual([
      { name: SESSION_ID_COOKIE, options: { maxAgeSeconds: 30 * 60, path: '/' } },
      { name: UTM_COOKIE, options: { maxAgeSeconds: 32 * 24 * 60 * 60, path: '/' } },
    ]);
  });
});

describe('campaign values', () => {
  it('skips blank values and takes the first real one', () => {
    expect(
      utmFromQuery([
        ['utm_source', '  '],
        ['utm_source', 'newsletter'],
        ['utm_source', 'later'],
      ]),
    ).toEqual({ utm_source: 'newsletter' });
  });

  it('keeps at most 200 characters of a value, from the query or the cookie', () => {
    const long = 'x'.repeat(250);
    expect(utmFromQuery([['utm_term', ` ${long} `]])).toEqual({ utm_term: 'x'.repeat(200) });
    expect(readUtm(new CookieJarInMemory({ [UTM_COOKIE]: JSON.stringify({ utm_term: long }) }))).toEqual({ utm_term: 'x'.repeat(200) });
  });

  it('reads blank, non-text and non-object cookie values as none', () => {
    const read = (text: string) => readUtm(new CookieJarInMemory({ [UTM_COOKIE]: text }));
    expect(read(JSON.stringify({ utm_source: '', utm_medium: 'email', utm_term: 7 }))).toEqual({ utm_medium: 'email' });
    expect(read('null')).toEqual({});
    expect(read('["utm_source"]')).toEqual({});
    expect(read('{not json')).toEqual({});
  });
});

describe('session id cookie values', () => {
  it('reads an id, and garbage as none', () => {
    expect(readSessionId(new CookieJarInMemory({ [SESSION_ID_COOKIE]: 's-1.2:3_4' }))).toBe('s-1.2:3_4');
    expect(readSessionId(new CookieJarInMemory({ [SESSION_ID_COOKIE]: 'a b' }))).toBeNull();
    expect(readSessionId(new CookieJarInMemory({ [SESSION_ID_COOKIE]: 'x'.repeat(129) }))).toBeNull();
    expect(readSessionId(new CookieJarInMemory())).toBeNull();
  });
});
