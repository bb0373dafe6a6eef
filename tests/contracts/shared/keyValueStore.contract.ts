import { describe, expect, it } from 'vitest';
import type { KeyValueStore } from '../../../core/shared/KeyValueStore.ts';

/** What every KeyValueStore promises: text in, the same text out, per key, until removed. */
export function keyValueStoreContract(adapter: string, fresh: () => KeyValueStore): void {
  describe(`KeyValueStore contract: ${adapter}`, () => {
    it('reads a key never written as null', () => {
      expect(fresh().get('promo-banner')).toBeNull();
    });

    it('reads back the last text written, whatever it holds', () => {
      const store = fresh();
      for (const value of ['true', '', '{"json":[1,2]}', 'zażółć gęślą jaźń 🙂', ' spaced ']) {
        store.set('value', value);
        expect(store.get('value')).toBe(value);
      }
    });

    it('keeps keys apart, and forgets a removed one', () => {
      const store = fresh();
      store.set('a', '1');
      store.set('b', '2');
      store.remove('a');
      expect(store.get('a')).toBeNull();
      expect(store.get('b')).toBe('2');
      expect(() => store.remove('never-written')).not.toThrow();
    });
  });
}
