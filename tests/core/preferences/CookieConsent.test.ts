import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CookieJarInMemory } from '../../../adapters/in-memory/CookieJarInMemory.ts';
import { COOKIE_CONSENT_COOKIE, CookieConsent, decodeConsent, encodeConsent } from '../../../core/preferences/CookieConsent.ts';

describe('CookieConsent', () => {
  it('is undecided until the visitor chooses', () => {
    expect(new CookieConsent(new CookieJarInMemory()).current).toBeNull();
  });

  it('refreshes its state from the cookie on accept, reject and accept-all', () => {
    const cookies = new CookieJarInMemory();
    const consent = new CookieConsent(cookies);
    const states: unknown[] = [];
    consent.state$.subscribe((state) => states.push(state));

    consent.accept({ performance: true, targeting: false, functionality: true });
    consent.reject();
    consent.acceptAll();

    expect(states).toEqual([
      null,
      { strict: true, performance: true, targeting: false, functionality: true },
      { strict: true, performance: false, targeting: false, functionality: false },
      { strict: true, performance: true, targeting: true, functionality: true },
    ]);
    expect(cookies.get(COOKIE_CONSENT_COOKIE)).toBe('7');
    expect(new CookieConsent(cookies).current).toEqual({ strict: true, performance: true, targeting: true, functionality: true });
  });

  it('picks up a cookie changed elsewhere on refresh', () => {
    const cookies = new CookieJarInMemory();
    const consent = new CookieConsent(cookies);
    cookies.set(COOKIE_CONSENT_COOKIE, '2');

    consent.refresh();

    expect(consent.current).toEqual({ strict: true, performance: false, targeting: true, functionality: false });
  });

  it('round-trips every selection through the cookie format', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), (performance, targeting, functionality) => {
        expect(decodeConsent(encodeConsent({ performance, targeting, functionality }))).toEqual({
          strict: true,
          performance,
          targeting,
          functionality,
        });
      }),
    );
  });

  it('reads any other cookie text as undecided, never throwing', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const state = new CookieConsent(new CookieJarInMemory({ [COOKIE_CONSENT_COOKIE]: text })).current;
        if (!/^[0-7]$/.test(text)) expect(state).toBeNull();
      }),
    );
    expect(decodeConsent('8')).toBeNull();
    expect(decodeConsent(' 7')).toBeNull();
    expect(decodeConsent('{"performance":true}')).toBeNull();
  });
});
