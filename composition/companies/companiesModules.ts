import { CompaniesHttp } from '../../adapters/http/companies/CompaniesHttp.ts';
import { CompaniesInMemory, type CompaniesWorld } from '../../adapters/in-memory/companies/CompaniesInMemory.ts';
import { BrowseCompanies } from '../../core/companies/BrowseCompanies.ts';
import type { Companies } from '../../core/companies/Companies.ts';
import { GetCompanyPage } from '../../core/companies/GetCompanyPage.ts';
import { LoadCompanyCarousel } from '../../core/companies/LoadCompanyCarousel.ts';
import { adapterModule } from '../kernel/adapterModule.ts';
import { contextModule, pick, type ContextModule } from '../kernel/ContextModule.ts';
import { provideEach } from '../kernel/provide.ts';
import { httpAdapterDeps } from '../shared/sharedKeys.ts';
import { CompaniesKeys as K } from './companiesKeys.ts';

/** The companies' use cases: the same in every root. */
export const companiesUseCases: ContextModule = contextModule(
  'companies.useCases',
  pick(K, 'BrowseCompanies', 'GetCompanyPage', 'LoadCompanyCarousel'),
  (container) => {
    provideEach(container, K, [K.Companies], { BrowseCompanies, GetCompanyPage, LoadCompanyCarousel });
  },
);

/** Company profiles over the gateway. */
export const companiesHttp: ContextModule = adapterModule('companies.http', K, httpAdapterDeps, { Companies: CompaniesHttp });

export interface CompaniesTestPorts {
  /** The test's companies: a fake over a world, or any adapter; none by default. */
  readonly companies?: Companies;
}

const noCompanies: CompaniesWorld = { companies: [] };

/** Company profiles in memory. */
export const companiesInMemory = (ports: CompaniesTestPorts): ContextModule =>
  contextModule('companies.inMemory', pick(K, 'Companies'), (container) => {
    container.bind(K.Companies).toConstantValue(ports.companies ?? new CompaniesInMemory(noCompanies));
  });
