import { describe, expect, it } from 'vitest';
import type { OfferDictionaries } from '../../../core/offers/lifecycle/OfferDictionaries.ts';
import { ok, type LifecycleWorld } from './lifecycleWorld.ts';

/** What every OfferDictionaries adapter promises: the values the editor's fields may take. */
export function offerDictionariesContract(adapter: string, world: LifecycleWorld): void {
  describe(`OfferDictionaries contract: ${adapter}`, () => {
    it('gives categories with subcategories, cities, contracts, currencies and levels', async () => {
      const words = await ok(world.dictionaries().load('en'));
      expect(words.categories.some((category) => category.children.length > 0)).toBe(true);
      expect(words.cities.length).toBeGreaterThan(0);
      expect(words.employmentTypes.map((entry) => entry.value)).toEqual(expect.arrayContaining(['permanent', 'b2b']));
      expect(words.currencies.map((entry) => entry.value)).toContain('pln');
      expect(words.experienceLevels).toContain('senior');
      expect(words.workplaceTypes).toContain('remote');
      expect(words.workingTimes).toContain('full_time');
    });
  });
}

/** The port this suite proves (every adapter of it runs the suite: tests/contracts/everyPortProven.test.ts). */
export type ProvenPort = OfferDictionaries;
