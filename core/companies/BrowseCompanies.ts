import { okAsync, ResultAsync } from 'neverthrow';
import type { GatewayFailure } from '../shared/Failure.ts';
import type { UseCase } from '../shared/UseCase.ts';
import type { Language } from '../tenancy/Tenant.ts';
import type { Companies, CompanyFilters } from './Companies.ts';
import type { CompaniesPage, LabelledKey } from './Company.ts';
import { pageOrFirst } from '../shared/paging.ts';

/** The directory's page size: three cards a row on a desktop, four on a wide screen. */
export const DIRECTORY_PAGE_SIZE = 24;

export interface BrowseCompaniesRequest {
  readonly filters: CompanyFilters;
  readonly pageNumber: number;
  readonly language: Language;
}

export interface CompanyDirectory {
  readonly page: CompaniesPage;
  /** The filters' options; empty when they could not load (the filters then offer what the URL has). */
  readonly industries: readonly LabelledKey[];
  readonly companyTypes: readonly LabelledKey[];
}

/**
 * A page of the companies directory in the board's order, with the filters' options. A page past
 * the last answers empty (the page offers the first). Fails with network-failure, http-failure,
 * bad-gateway-payload; the options' own failure only leaves them empty.
 */
export class BrowseCompanies implements UseCase<BrowseCompaniesRequest, CompanyDirectory, GatewayFailure> {
  constructor(private readonly companies: Companies) {}

  execute(request: BrowseCompaniesRequest): ResultAsync<CompanyDirectory, GatewayFailure> {
    const pageNumber = pageOrFirst(request.pageNumber);
    const options = this.companies.dictionaries(request.language).orElse(() => okAsync({ industries: [], companyTypes: [] }));
    const page = this.companies.directory({
      filters: request.filters,
      pageNumber,
      pageSize: DIRECTORY_PAGE_SIZE,
      shuffleSeed: null,
      language: request.language,
    });
    return ResultAsync.combine([page, options] as const).map(([found, labels]) => ({
      page: found,
      industries: labels.industries,
      companyTypes: labels.companyTypes,
    }));
  }
}
