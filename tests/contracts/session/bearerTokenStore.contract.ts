import { describe, expect, it } from 'vitest';
import type { BearerTokenStore } from '../../../core/session/BearerTokenStore.ts';

/** A store with nothing in it, and a way to change its stored value from outside (another tab, a hand edit). */
export interface BearerTokenStoreFixture {
  readonly store: BearerTokenStore;
  readonly plant: (raw: string) => void;
}

const aToken = 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJjMSJ9.sig';
const another = 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJjMiJ9.sig';

/** What every BearerTokenStore promises: the token set reads back until cleared; anything that is not a plausible token reads as none. */
export function bearerTokenStoreContract(adapter: string, fresh: () => BearerTokenStoreFixture): void {
  describe(`BearerTokenStore contract: ${adapter}`, () => {
    it('holds no token at first', () => {
      expect(fresh().store.get()).toBeNull();
    });

    it('reads back the last token set, until cleared', () => {
      const { store } = fresh();
      store.set(aToken);
      store.set(another);
      expect(store.get()).toBe(another);
      store.clear();
      expect(store.get()).toBeNull();
    });

    it('reads a stored value that is not a plausible token as none', () => {
      for (const corrupt of ['', 'undefined', '{"token":1}', 'a.b', 'x'.repeat(9000)]) {
        const { store, plant } = fresh();
        plant(corrupt);
        expect(store.get(), corrupt.slice(0, 20)).toBeNull();
      }
    });

    it('reads a value set that is not a plausible token as none', () => {
      const { store } = fresh();
      store.set('not a token');
      expect(store.get()).toBeNull();
    });
  });
}
