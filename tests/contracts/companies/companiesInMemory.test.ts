import { CompaniesInMemory } from '../../../adapters/in-memory/companies/CompaniesInMemory.ts';
import { companyTypes } from '../../../core/companies/Company.ts';
import { companiesContract } from './companies.contract.ts';
import { aCompany, jobAdsOf } from './companyMother.ts';

const warsaw = { city: 'Warsaw', citySlug: 'warszawa', street: 'Prosta 1', latitude: 52.23, longitude: 21.01 };
const board = [
  aCompany(1, { offersCount: 2 }),
  aCompany(2, { isTopCompany: true, offersCount: 1, companyName: 'Zenith Data' }),
  aCompany(3, {
    isActivelyRecruiting: true,
    companyType: 'startup',
    offersCount: 3,
    companyName: 'Amber Apps',
    locations: [warsaw],
    cities: [{ key: 'warszawa', label: 'Warsaw' }],
  }),
  aCompany(4, { isTopCompany: true, offersCount: 4, companyType: 'agency' }),
  aCompany(5, { isActivelyRecruiting: true, companyType: 'startup', companyName: 'Amber Soft' }),
  aCompany(6, { companyType: 'corporation', offersCount: 1 }),
  aCompany(7, { locations: [], cities: [] }),
];

companiesContract('CompaniesInMemory', {
  companies: async () =>
    new CompaniesInMemory({
      companies: board,
      jobAds: Object.fromEntries(board.map((company) => [company.id, jobAdsOf(company, company.offersCount)])),
      offerCompanies: { 'company-3-offer-0': 3 },
      companyTypes: companyTypes.map((key) => ({ key, label: key })),
    }),
  city: 'warszawa',
  offer: { key: 'company-3-offer-0', companySlug: 'company-3' },
});
