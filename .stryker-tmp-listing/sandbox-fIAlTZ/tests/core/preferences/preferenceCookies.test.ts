// @ts-nocheck
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readPreferences, safeReturnPath } from '../../../core/preferences/preferenceCookies.ts';

describe('readPreferences', () => {
  it('reads a known language and colour mode', () => {
    expect(readPreferences({ lang: 'en', 'color-mode': 'dark' })).toEqual({ language: 'en', colorMode: 'dark' });
  });

  it('reads garbage as not chosen', () => {
    expect(readPreferences({ lang: 'xx<script>', 'color-mode': '' })).toEqual({ language: null, colorMode: null });
    expect(readPreferences({})).toEqual({ language: null, colorMode: null });
  });
});

describe('safeReturnPath', () => {
  it.each([
    ['/job-offers/krakow?x=1', '/job-offers/krakow?x=1'],
    ['//evil.example/', '/'],
    ['https://evil.example/', '/'],
    ['/\\evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['/ok\nSet-Cookie: x=1', '/'],
  ])('%s goes to %s', (input, expected) => {
    expect(safeReturnPath(input)).toBe(expected);
  });

  it('never leaves our own site, whatever the input', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const path = safeReturnPath(input);
        expect(path.startsWith('/')).toBe(true);
        expect(path.startsWith('//')).toBe(false);
      }),
    );
  });
});
