// @ts-nocheck
import fc from 'fast-check';
import { anyText } from '../../support/anyText.ts';
import { describe, expect, it } from 'vitest';
import type { CookieJar } from '../../../core/shared/CookieJar.ts';

/**
 * What every CookieJar adapter promises: values round-trip (any text a cookie can carry, including
 * ';', '=', spaces and non-ASCII), a zero max age or `remove` deletes, missing cookies read as
 * null, and nothing ever throws. `fresh` gives an empty jar each time.
 */
export function cookieJarContract(adapter: string, fresh: () => CookieJar): void {
  describe(`CookieJar contract: ${adapter}`, () => {
    it('reads a missing cookie as null', () => {
      expect(fresh().get('never-set')).toBeNull();
    });

    it('round-trips values, whatever their characters', () => {
      const jar = fresh();
      for (const value of ['plain', 'a;b=c d', '{"json":[1,2]}', 'zażółć', '%E0%A4%A', '"quoted"', '']) {
        jar.set('value', value, { maxAgeSeconds: 60, path: '/' });
        expect(jar.get('value')).toBe(value);
      }
    });

    it('round-trips any short string', () => {
      const jar = fresh();
      fc.assert(
        fc.property(fc.string({ maxLength: 100 }), (value) => {
          jar.set('prop', value, { path: '/' });
          expect(jar.get('prop')).toBe(value);
        }),
      );
    });

    it('keeps cookies apart by name and overwrites by name', () => {
      const jar = fresh();
      jar.set('one', '1');
      jar.set('two', '2');
      jar.set('one', 'uno');
      expect([jar.get('one'), jar.get('two')]).toEqual(['uno', '2']);
    });

    it('removes with remove() and with a zero max age; removing a missing cookie is fine', () => {
      const jar = fresh();
      jar.set('a', 'x', { path: '/' });
      jar.set('b', 'y', { path: '/' });
      jar.remove('a', { path: '/' });
      jar.set('b', 'y', { maxAgeSeconds: 0, path: '/' });
      jar.remove('never-there');
      expect([jar.get('a'), jar.get('b')]).toEqual([null, null]);
    });

    it('never throws, whatever it is given', () => {
      const jar = fresh();
      fc.assert(
        fc.property(anyText(50), anyText(50), (name, value) => {
          jar.set(name === '' ? 'n' : name, value);
          jar.get(name);
          jar.remove(name);
        }),
      );
    });
  });
}
