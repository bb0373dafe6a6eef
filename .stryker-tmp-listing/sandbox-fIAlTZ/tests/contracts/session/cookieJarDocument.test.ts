// @ts-nocheck
// @vitest-environment jsdom
import fc from 'fast-check';
import { anyText } from '../../support/anyText.ts';
import { beforeEach, describe, expect, it } from 'vitest';
import { CookieJarDocument, parseCookieString } from '../../../adapters/cookies/CookieJarDocument.ts';
import { cookieJarContract } from './cookieJar.contract.ts';

function clearDocumentCookies(): void {
  for (const name of parseCookieString(document.cookie).keys()) document.cookie = `${encodeURIComponent(name)}=; Path=/; Max-Age=0`;
  for (const piece of document.cookie.split(';')) {
    const name = piece.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}

beforeEach(clearDocumentCookies);

cookieJarContract('CookieJarDocument', () => {
  clearDocumentCookies();
  return new CookieJarDocument(() => document);
});

describe('CookieJarDocument', () => {
  it('reads garbage planted by others as absent, never throwing', () => {
    document.cookie = 'broken=%E0%A4%A; Path=/';
    document.cookie = 'quoted="v%201"; Path=/';
    const jar = new CookieJarDocument(() => document);

    expect(jar.get('broken')).toBeNull();
    expect(jar.get('quoted')).toBe('v 1');
  });

  it('parses any cookie string without throwing', () => {
    fc.assert(fc.property(anyText(200), (text) => parseCookieString(text) instanceof Map));
    expect([...parseCookieString('a=1; b; =x; a=2;  c = 3 ')]).toEqual([
      ['a', '1'],
      ['c', '3'],
    ]);
  });

  it('survives a document that refuses cookie access', () => {
    const refusing = {
      get cookie(): string {
        throw new Error('SecurityError');
      },
      set cookie(_value: string) {
        throw new Error('SecurityError');
      },
    };
    const jar = new CookieJarDocument(() => refusing);

    jar.set('a', 'b');
    jar.remove('a');
    expect(jar.get('a')).toBeNull();
  });

  it('marks cookies Secure on https', () => {
    const written: string[] = [];
    const jar = new CookieJarDocument(() => ({
      location: { protocol: 'https:' },
      get cookie() {
        return '';
      },
      set cookie(value: string) {
        written.push(value);
      },
    }));

    jar.set('currency', 'eur', { maxAgeSeconds: 31_536_000, path: '/' });

    expect(written).toEqual(['currency=eur; Path=/; SameSite=Lax; Max-Age=31536000; Secure']);
  });
});
