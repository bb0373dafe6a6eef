import type { BrowseCompanies } from '../../core/companies/BrowseCompanies.ts';
import type { Companies } from '../../core/companies/Companies.ts';
import type { GetCompanyPage } from '../../core/companies/GetCompanyPage.ts';
import type { LoadCompanyCarousel } from '../../core/companies/LoadCompanyCarousel.ts';
import { token } from '../kernel/Token.ts';

/** Company profiles: the directory, a company's page and the home page carousel. */
export const CompaniesKeys = {
  Companies: token<Companies>('companies.Companies'),
  BrowseCompanies: token<BrowseCompanies>('companies.BrowseCompanies'),
  GetCompanyPage: token<GetCompanyPage>('companies.GetCompanyPage'),
  LoadCompanyCarousel: token<LoadCompanyCarousel>('companies.LoadCompanyCarousel'),
} as const;
