import { describe, expect, it } from 'vitest';
import type { JobFilters } from '../../../core/alerts/saved-searches/JobFilters.ts';
import { emptyFiltersPayload, type FiltersPayload } from '../../../core/alerts/JobFilter.ts';

/** A JobFilters adapter of a candidate with no filters yet, and one of a logged-out visitor. */
export interface JobFiltersFixture {
  readonly filters: JobFilters;
  /** The same server, without a valid session. */
  readonly loggedOut: JobFilters;
  /** How many filters the server keeps per candidate. */
  readonly limit: number;
}

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const filtersFor = (keyword: string): FiltersPayload => ({
  ...emptyFiltersPayload,
  localization: { city: 'krakow' },
  salary: { from: 10000, to: 20000, currency: 'pln' },
  experiences: ['senior'],
  search: { ...emptyFiltersPayload.search, keywords: [keyword] },
});

/**
 * What every JobFilters adapter promises (core/alerts/README.md): created filters list back newest
 * first with no alert and count 0; a second filter for one searchUrl is filter-exists; past the
 * limit alert-limit-reached; unknown ids not-found; no session unauthorized.
 */
export function jobFiltersContract(adapter: string, fresh: () => Promise<JobFiltersFixture>): void {
  describe(`JobFilters contract: ${adapter}`, () => {
    it('lists nothing for a new candidate', async () => {
      const { filters } = await fresh();
      expect((await filters.list())._unsafeUnwrap()).toEqual([]);
    });

    it('creates a filter that lists back as sent, without an alert, count 0, newest first', async () => {
      const { filters } = await fresh();
      const first = (
        await filters.create({ searchUrl: '/praca/krakow?keyword=java', name: 'java, Kraków', filters: filtersFor('java') })
      )._unsafeUnwrap();
      expect(first).toMatchObject({
        searchUrl: '/praca/krakow?keyword=java',
        filterName: 'java, Kraków',
        filters: filtersFor('java'),
        count: 0,
        jobAlert: null,
      });
      const second = (await filters.create({ searchUrl: '/praca/krakow?keyword=go', name: 'go, Kraków', filters: filtersFor('go') }))._unsafeUnwrap();
      const listed = (await filters.list())._unsafeUnwrap();
      expect(listed.map((filter) => filter.id)).toEqual([second.id, first.id]);
      expect(listed[1]).toEqual(first);
    });

    it('refuses a second filter for the same searchUrl with filter-exists', async () => {
      const { filters } = await fresh();
      await filters.create({ searchUrl: '/praca?keyword=rust', name: 'rust', filters: filtersFor('rust') });
      const again = await filters.create({ searchUrl: '/praca?keyword=rust', name: 'other name', filters: filtersFor('rust') });
      expect(again._unsafeUnwrapErr()).toEqual({ kind: 'filter-exists' });
    });

    it('refuses a filter past the limit with alert-limit-reached', async () => {
      const { filters, limit } = await fresh();
      for (let i = 0; i < limit; i++)
        (await filters.create({ searchUrl: `/praca?keyword=k${i}`, name: `k${i}`, filters: filtersFor(`k${i}`) }))._unsafeUnwrap();
      const over = await filters.create({ searchUrl: '/praca?keyword=over', name: 'over', filters: filtersFor('over') });
      expect(over._unsafeUnwrapErr()).toEqual({ kind: 'alert-limit-reached' });
    });

    it('deletes a filter, and answers not-found for one it does not have', async () => {
      const { filters } = await fresh();
      const created = (await filters.create({ searchUrl: '/praca?keyword=php', name: 'php', filters: filtersFor('php') }))._unsafeUnwrap();
      expect((await filters.delete(created.id)).isOk()).toBe(true);
      expect((await filters.list())._unsafeUnwrap()).toEqual([]);
      expect((await filters.delete(created.id))._unsafeUnwrapErr()).toEqual({ kind: 'not-found' });
      expect((await filters.delete(UNKNOWN_ID))._unsafeUnwrapErr()).toEqual({ kind: 'not-found' });
    });

    it('marks a filter’s offers read (count 0), and answers not-found for an unknown one', async () => {
      const { filters } = await fresh();
      const created = (await filters.create({ searchUrl: '/praca?keyword=ux', name: 'ux', filters: filtersFor('ux') }))._unsafeUnwrap();
      expect((await filters.readFilteredOffers(created.id)).isOk()).toBe(true);
      expect((await filters.list())._unsafeUnwrap()[0]?.count).toBe(0);
      expect((await filters.readFilteredOffers(UNKNOWN_ID))._unsafeUnwrapErr()).toEqual({ kind: 'not-found' });
    });

    it('answers unauthorized without a session', async () => {
      const { loggedOut } = await fresh();
      expect((await loggedOut.list())._unsafeUnwrapErr()).toEqual({ kind: 'unauthorized' });
      expect((await loggedOut.create({ searchUrl: '/praca', name: 'x', filters: emptyFiltersPayload }))._unsafeUnwrapErr()).toEqual({
        kind: 'unauthorized',
      });
      expect((await loggedOut.delete(UNKNOWN_ID))._unsafeUnwrapErr()).toEqual({ kind: 'unauthorized' });
      expect((await loggedOut.readFilteredOffers(UNKNOWN_ID))._unsafeUnwrapErr()).toEqual({ kind: 'unauthorized' });
    });
  });
}
