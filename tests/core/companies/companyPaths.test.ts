import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { noCompanyFilters, type CompanyFilters } from '../../../core/companies/Companies.ts';
import { buildDirectoryUrl, companiesPath, companyPath, hasCompanyFilters, parseDirectoryQuery } from '../../../core/companies/companyPaths.ts';
import { companyTypes } from '../../../core/companies/Company.ts';

/** The query string of a built address, read the way the loader reads it. */
const reread = (url: string) => {
  const params = new URLSearchParams(url.split('?')[1] ?? '');
  return parseDirectoryQuery((name) => params.getAll(name));
};

describe('company addresses', () => {
  it('are in each language’s words', () => {
    expect(companiesPath('pl')).toBe('/firmy');
    expect(companiesPath('en')).toBe('/companies');
    expect(companyPath('iron-digital', 'pl')).toBe('/firma/iron-digital');
    expect(companyPath('iron-digital', 'en')).toBe('/company/iron-digital');
  });

  it('leave out page 1 and empty filters', () => {
    expect(buildDirectoryUrl({ filters: noCompanyFilters, pageNumber: 1 }, 'en')).toBe('/companies');
    expect(buildDirectoryUrl({ filters: { ...noCompanyFilters, types: ['startup'], activelyRecruiting: true }, pageNumber: 3 }, 'pl')).toBe(
      '/firmy?type=startup&recruiting=1&page=3',
    );
  });

  it('drop what cannot be right instead of failing', () => {
    const params = new URLSearchParams(
      'name=%20%20&city=Not%20A%20Slug&city=krakow&city=krakow&type=spaceship&type=agency&industry=fin_tech&recruiting=yes&page=0',
    );
    expect(parseDirectoryQuery((name) => params.getAll(name))).toEqual({
      filters: { ...noCompanyFilters, cities: ['krakow'], types: ['agency'] },
      pageNumber: 1,
    });
    expect(reread(`/companies?name=${'x'.repeat(300)}`).filters.companyName).toHaveLength(100);
    expect(reread('/companies?page=10001').pageNumber).toBe(1);
  });

  it('read back what they were built from', () => {
    const slug = fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,20}[a-z0-9])?$/);
    const filters: fc.Arbitrary<CompanyFilters> = fc.record({
      companyName: fc.option(
        fc.string({ minLength: 1, maxLength: 100 }).filter((name) => name.trim() === name && name !== ''),
        { nil: null },
      ),
      cities: fc.uniqueArray(slug, { maxLength: 3 }),
      types: fc.subarray([...companyTypes]),
      industries: fc.uniqueArray(slug, { maxLength: 3 }),
      activelyRecruiting: fc.boolean(),
    });
    fc.assert(
      fc.property(filters, fc.integer({ min: 1, max: 10_000 }), fc.constantFrom('pl' as const, 'en' as const), (chosen, pageNumber, language) => {
        expect(reread(buildDirectoryUrl({ filters: chosen, pageNumber }, language))).toEqual({ filters: chosen, pageNumber });
      }),
    );
  });

  it('tell whether any filter is set', () => {
    expect(hasCompanyFilters(noCompanyFilters)).toBe(false);
    expect(hasCompanyFilters({ ...noCompanyFilters, activelyRecruiting: true })).toBe(true);
  });
});
