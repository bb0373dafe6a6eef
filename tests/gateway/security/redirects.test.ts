import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeReturnPath } from '../../../core/preferences/preferenceCookies.ts';

const origin = 'https://jobboard.example';

/** Where a browser would actually go with the value as a Location header on our origin. */
const landing = (value: unknown) => new URL(safeReturnPath(value), `${origin}/candidate/login`);

describe('redirect targets after login stay on our own site', () => {
  it.each([
    '//evil.example/x',
    '/\\evil.example',
    '\\\\evil.example',
    'https://evil.example',
    'HTTPS://evil.example',
    ' //evil.example',
    '/\t/evil.example',
    '/%2F/evil.example',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '/ok\r\nLocation: https://evil.example',
  ])('%j lands on our origin', (value) => {
    expect(landing(value).origin).toBe(origin);
  });

  it('keeps our own paths and queries as they are', () => {
    expect(safeReturnPath('/favorite-offers?page=2#top')).toBe('/favorite-offers?page=2#top');
  });

  it('percent-encodes what a Location header cannot carry (finding 7: a non-Latin-1 returnTo answered 500)', () => {
    expect(safeReturnPath('/praca/kraków?q=żółw')).toBe('/praca/krak%C3%B3w?q=%C5%BC%C3%B3%C5%82w');
    expect(safeReturnPath('/a b')).toBe('/a%20b');
    expect(safeReturnPath('/already%20encoded')).toBe('/already%20encoded');
    expect(safeReturnPath('/lone\ud800surrogate')).toBe('/');
    expect(safeReturnPath('/del\u007f')).toBe('/');
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const path = safeReturnPath(`/${text}`);
        expect(() => new Headers({ location: path })).not.toThrow();
        expect(new URL(path, origin).origin).toBe(origin);
      }),
      { numRuns: 500 },
    );
  });

  it('never lands anywhere else, whatever the value', () => {
    const tricky = fc.oneof(
      fc.string(),
      fc.webUrl().map((url) => url.replace(/^https?:/, '')),
      fc.webUrl(),
      fc.tuple(fc.constantFrom('/', '//', '/\\', '\\', '/\t/', ' /'), fc.domain()).map(([prefix, domain]) => `${prefix}${domain}`),
    );
    fc.assert(
      fc.property(tricky, (value) => {
        expect(landing(value).origin).toBe(origin);
      }),
      { numRuns: 500 },
    );
  });
});
