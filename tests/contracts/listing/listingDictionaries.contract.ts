import { describe, expect, it } from 'vitest';
import type { ListingDictionaries } from '../../../core/listing/ListingDictionaries.ts';

/**
 * What every ListingDictionaries adapter promises for the demo tenant 'jobboard': a configuration
 * the listing rules can use, main categories with their children labelled in the language asked
 * for, and the tenant's cities with their groups.
 */
export function listingDictionariesContract(adapter: string, make: () => Promise<ListingDictionaries>): void {
  describe(`ListingDictionaries contract: ${adapter}`, () => {
    it('serves a configuration with the filters, radius options and page size', async () => {
      const configuration = (await (await make()).configuration())._unsafeUnwrap();
      expect(configuration.filters.map((filter) => filter.backendKey)).toEqual(
        expect.arrayContaining([
          'employmentTypes',
          'experienceLevels',
          'remoteWorkOptions',
          'workingTimes',
          'salary',
          'withSalary',
          'ukraineFriendly',
        ]),
      );
      expect(configuration.radiusOptions).toContain(configuration.defaultRadiusKm);
      expect(configuration.pageSize).toBe(100);
      expect(configuration.currencies).toContain(configuration.defaultCurrency);
    });

    it('serves main categories with their children, labels in the language', async () => {
      const dictionaries = await make();
      const polish = (await dictionaries.categories('pl'))._unsafeUnwrap();
      const english = (await dictionaries.categories('en'))._unsafeUnwrap();
      expect(polish.length).toBeGreaterThan(3);
      expect(polish.map((c) => c.slug)).toEqual(english.map((c) => c.slug));
      for (const category of polish) {
        expect(category.isMain).toBe(true);
        for (const child of category.children) expect(child).toMatchObject({ isMain: false, parentKey: category.slug, parentValue: category.value });
      }
      expect(polish.find((c) => c.slug === 'testing')?.label).toBe('Testowanie');
      expect(english.find((c) => c.slug === 'testing')?.label).toBe('Testing');
    });

    it('serves the cities in the tenant’s groups, popular ones first', async () => {
      const cities = (await (await make()).cities('en'))._unsafeUnwrap();
      expect(cities.find((c) => c.slug === 'warszawa')).toMatchObject({ label: 'Warsaw', group: 'top', tenantGroup: 'popularPoland' });
      const firstList = cities.findIndex((c) => c.group === 'list');
      expect(cities.slice(firstList).every((c) => c.group === 'list')).toBe(true);
    });
  });
}
