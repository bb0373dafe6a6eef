import { errAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { CompaniesInMemory } from '../../../adapters/in-memory/companies/CompaniesInMemory.ts';
import { BrowseCompanies, DIRECTORY_PAGE_SIZE } from '../../../core/companies/BrowseCompanies.ts';
import { noCompanyFilters, type Companies } from '../../../core/companies/Companies.ts';
import { GetCompanyPage } from '../../../core/companies/GetCompanyPage.ts';
import { jobAdSalary } from '../../../core/companies/jobAdSalary.ts';
import { LoadCompanyCarousel } from '../../../core/companies/LoadCompanyCarousel.ts';
import { aCompany, jobAdsOf } from '../../contracts/companies/companyMother.ts';

const board = Array.from({ length: 30 }, (_, index) => aCompany(index + 1, { offersCount: index % 4, isTopCompany: index === 29 }));
/** The fake with one of its methods answering otherwise. */
const withMethod = (companies: Companies, replaced: Partial<Companies>): Companies => Object.assign(Object.create(companies) as Companies, replaced);

const world = {
  companies: board,
  jobAds: Object.fromEntries(board.map((company) => [company.id, jobAdsOf(company, company.offersCount)])),
  industries: [{ key: 'fintech', label: 'Fintech' }],
  companyTypes: [{ key: 'startup', label: 'Startup' }],
};

describe('BrowseCompanies', () => {
  it('answers a page of the directory with the filters’ options', async () => {
    const result = (
      await new BrowseCompanies(new CompaniesInMemory(world)).execute({ filters: noCompanyFilters, pageNumber: 2, language: 'en' })
    )._unsafeUnwrap();
    expect(result.page).toMatchObject({ pageNumber: 2, pageSize: DIRECTORY_PAGE_SIZE, totalCount: 30 });
    expect(result.page.items).toHaveLength(30 - DIRECTORY_PAGE_SIZE);
    expect(result.industries).toEqual(world.industries);
  });

  it('reads a page below 1 as the first, and leaves the options empty when they fail', async () => {
    const companies = new CompaniesInMemory(world);
    const failing = withMethod(companies, { dictionaries: () => errAsync({ kind: 'network-failure', message: 'down' }) });
    const result = (await new BrowseCompanies(failing).execute({ filters: noCompanyFilters, pageNumber: 0, language: 'pl' }))._unsafeUnwrap();
    expect(result.page.pageNumber).toBe(1);
    expect(result).toMatchObject({ industries: [], companyTypes: [] });
  });
});

describe('GetCompanyPage', () => {
  it('answers the company with all its offers', async () => {
    const page = (await new GetCompanyPage(new CompaniesInMemory(world)).execute({ slug: 'company-4', language: 'en' }))._unsafeUnwrap();
    expect(page.company.id).toBe(4);
    expect(page.jobAds).toHaveLength(3);
  });

  it('still answers the company when its offers fail, and not-found for an unknown one', async () => {
    const companies = new CompaniesInMemory(world);
    const offersDown = withMethod(companies, { jobAds: () => errAsync({ kind: 'http-failure', status: 500 }) });
    expect((await new GetCompanyPage(offersDown).execute({ slug: 'company-4', language: 'en' }))._unsafeUnwrap()).toMatchObject({
      company: { id: 4 },
      jobAds: null,
    });
    expect((await new GetCompanyPage(companies).execute({ slug: 'nope', language: 'en' }))._unsafeUnwrapErr()).toEqual({ kind: 'not-found' });
  });
});

describe('LoadCompanyCarousel', () => {
  it('answers the carousel’s companies, top companies first', async () => {
    const companies = (await new LoadCompanyCarousel(new CompaniesInMemory(world)).execute('en'))._unsafeUnwrap();
    expect(companies[0]?.id).toBe(30);
    expect(companies).toHaveLength(12);
  });
});

describe('a company offer’s salary', () => {
  it('is its first figure, gross for a permanent contract, hidden without one', () => {
    const [ad] = jobAdsOf(aCompany(1), 1);
    expect(jobAdSalary(ad!)).toMatchObject({ amounts: '10 000 - 15 000', basis: 'net', currency: 'pln', converted: false });
    expect(
      jobAdSalary({
        employmentTypes: [{ type: 'permanent', salary: { from: 9000, to: null, unit: 'month' }, currency: 'eur', currencySource: 'original' }],
      }),
    ).toMatchObject({ amounts: '9 000', bound: 'from', basis: 'gross' });
    expect(jobAdSalary({ employmentTypes: [{ type: 'b2b', salary: null, currency: 'pln', currencySource: 'original' }] })).toBeNull();
    expect(jobAdSalary({ employmentTypes: [] })).toBeNull();
  });
});
