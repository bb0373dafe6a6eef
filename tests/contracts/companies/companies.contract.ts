import type { ResultAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { noCompanyFilters, type Companies, type CompanyDirectoryQuery, type CompanyFilters } from '../../../core/companies/Companies.ts';
import type { CompanyListItem } from '../../../core/companies/Company.ts';

/**
 * What every Companies adapter promises. The world gives an adapter over a board of companies (a
 * few with offers, at least one top company and one actively recruiting, offices in `city`), an
 * offer key and its company's slug, and an offer key that does not exist.
 */
export interface CompaniesWorld {
  readonly companies: () => Promise<Companies>;
  readonly city: string;
  readonly offer: { readonly key: string; readonly companySlug: string };
}

const ok = async <T, E>(result: ResultAsync<T, E>): Promise<T> => {
  const settled = await result;
  if (settled.isErr()) throw new Error(`expected success, got ${JSON.stringify(settled.error)}`);
  return settled.value;
};
const failure = async <T, E>(result: ResultAsync<T, E>): Promise<E> => {
  const settled = await result;
  if (settled.isOk()) throw new Error('expected a failure');
  return settled.error;
};

const query = (overrides: Partial<CompanyDirectoryQuery> = {}): CompanyDirectoryQuery => ({
  filters: noCompanyFilters,
  pageNumber: 1,
  pageSize: 100,
  shuffleSeed: null,
  language: 'en',
  ...overrides,
});

async function everyCompany(companies: Companies, overrides: Partial<CompanyDirectoryQuery> = {}): Promise<CompanyListItem[]> {
  const all: CompanyListItem[] = [];
  for (let pageNumber = 1; ; pageNumber += 1) {
    const page = await ok(companies.directory(query({ ...overrides, pageNumber })));
    all.push(...page.items);
    if (!page.hasNextPage) return all;
  }
}

export function companiesContract(adapter: string, world: CompaniesWorld): void {
  describe(`Companies contract: ${adapter}`, () => {
    it('pages through every company once, top companies first, then by open offers', async () => {
      const companies = await world.companies();
      const all = await everyCompany(companies, { pageSize: 3 });
      const first = await ok(companies.directory(query({ pageSize: 3 })));
      expect(all).toHaveLength(first.totalCount);
      expect(first.totalPages).toBe(Math.ceil(first.totalCount / 3));
      expect(new Set(all.map((company) => company.id)).size).toBe(all.length);
      const order = all.map((company) => [company.isTopCompany ? 0 : 1, -company.offersCount]);
      expect(order).toEqual([...order].sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0) || (a[1] ?? 0) - (b[1] ?? 0)));
    });

    it('shuffles the same companies the same way for one seed', async () => {
      const companies = await world.companies();
      const once = (await everyCompany(companies, { pageSize: 2, shuffleSeed: 'seed-1' })).map((company) => company.id);
      const twice = (await everyCompany(companies, { pageSize: 2, shuffleSeed: 'seed-1' })).map((company) => company.id);
      expect(twice).toEqual(once);
      expect([...once].sort()).toEqual((await everyCompany(companies)).map((company) => company.id).sort());
    });

    it('finds only companies that meet every filter', async () => {
      const companies = await world.companies();
      const all = await everyCompany(companies);
      const sample = all.find((company) => company.isActivelyRecruiting)!;
      const filters: CompanyFilters = {
        ...noCompanyFilters,
        companyName: sample.companyName.slice(0, 4).toUpperCase(),
        types: [sample.companyType],
        activelyRecruiting: true,
      };
      const found = await everyCompany(companies, { filters });
      expect(found.map((company) => company.id)).toContain(sample.id);
      for (const company of found) {
        expect(company.companyName.toLowerCase()).toContain(sample.companyName.slice(0, 4).toLowerCase());
        expect(company.companyType).toBe(sample.companyType);
        expect(company.isActivelyRecruiting).toBe(true);
      }
      const inCity = await everyCompany(companies, { filters: { ...noCompanyFilters, cities: [world.city] } });
      expect(inCity.length).toBeGreaterThan(0);
      expect(inCity.every((company) => company.cities.some((city) => city.key === world.city))).toBe(true);
    });

    it('refuses a page size outside 1 to 100 and a page below 1', async () => {
      const companies = await world.companies();
      for (const bad of [{ pageSize: 0 }, { pageSize: 101 }, { pageNumber: 0 }])
        expect(await failure(companies.directory(query(bad)))).toMatchObject({ kind: 'http-failure', status: 400 });
    });

    it('starts the carousel with the directory’s first companies', async () => {
      const companies = await world.companies();
      const carousel = await ok(companies.mainPage('en'));
      const page = await ok(companies.directory(query({ pageSize: Math.max(1, carousel.length) })));
      expect(carousel.map((company) => company.id)).toEqual(page.items.map((company) => company.id));
    });

    it('answers a company’s profile and offers, and not-found for an unknown one', async () => {
      const companies = await world.companies();
      const [company] = (await everyCompany(companies)).filter((candidate) => candidate.offersCount > 0);
      const profile = await ok(companies.profile(company!.slug, 'en'));
      expect(profile).toMatchObject({ id: company!.id, companyName: company!.companyName, offersCount: company!.offersCount });
      const ads = await ok(companies.jobAds(company!.id, { pageNumber: 1, pageSize: 999 }, 'en'));
      expect(ads.totalCount).toBe(company!.offersCount);
      expect(ads.items.every((ad) => ad.company.slug === company!.slug)).toBe(true);
      expect(await failure(companies.jobAds(company!.id, { pageNumber: 1, pageSize: 1000 }, 'en'))).toMatchObject({
        kind: 'http-failure',
        status: 400,
      });
      expect(await failure(companies.profile('no-such-company-anywhere', 'en'))).toEqual({ kind: 'not-found' });
      expect(await failure(companies.jobAds(987_654_321, { pageNumber: 1, pageSize: 10 }, 'en'))).toEqual({ kind: 'not-found' });
    });

    it('finds an offer’s company, and not-found for an unknown offer', async () => {
      const companies = await world.companies();
      expect((await ok(companies.companyOfOffer(world.offer.key, 'en'))).slug).toBe(world.offer.companySlug);
      expect(await failure(companies.companyOfOffer('no-such-offer-anywhere', 'en'))).toEqual({ kind: 'not-found' });
    });

    it('marks the offices of the companies a city filter finds, all in that city', async () => {
      const companies = await world.companies();
      const markers = await ok(companies.markers({ ...noCompanyFilters, cities: [world.city] }, 'en'));
      const inCity = await everyCompany(companies, { filters: { ...noCompanyFilters, cities: [world.city] } });
      expect(new Set(markers.map((marker) => marker.slug))).toEqual(new Set(inCity.map((company) => company.slug)));
    });

    it('offers every company type as a filter', async () => {
      const companies = await world.companies();
      const { companyTypes } = await ok(companies.dictionaries('en'));
      expect(companyTypes.map((type) => type.key)).toEqual(['software-house', 'e-commerce', 'startup', 'corporation', 'agency', 'other']);
    });
  });
}
