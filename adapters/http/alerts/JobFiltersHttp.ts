import type { ResultAsync } from 'neverthrow';
import { JobFilterCodec, JobFilterListCodec, type FiltersDto, type JobFilterDto, type NewJobFilterRequestDto } from '../../../contract/alerts.ts';
import type { AlertConflict, AlertLimitReached } from '../../../core/alerts/AlertFailure.ts';
import type { JobFilters } from '../../../core/alerts/saved-searches/JobFilters.ts';
import type { FiltersPayload, JobFilter, NewJobFilter } from '../../../core/alerts/JobFilter.ts';
import type { GatewayFailure } from '../../../core/shared/Failure.ts';
import type { GatewayHttpClient } from '../GatewayHttpClient.ts';
import { alertPortFailure } from './alertHttpFailure.ts';

/** The filters payload as the wire carries it (fresh arrays: the DTO's are mutable). */
export function toFiltersDto(filters: FiltersPayload): FiltersDto {
  return {
    categories: [...filters.categories],
    localization: filters.localization === null ? null : { city: filters.localization.city },
    salary: filters.salary === null ? null : { from: filters.salary.from, to: filters.salary.to, currency: filters.salary.currency },
    employmentTypes: [...filters.employmentTypes],
    experiences: [...filters.experiences],
    workingTimes: [...filters.workingTimes],
    remoteWorkOptions: [...filters.remoteWorkOptions],
    friendlyOffer: filters.friendlyOffer,
    remote: filters.remote,
    withSalary: filters.withSalary,
    search: {
      keywords: [...filters.search.keywords],
      companyNames: [...filters.search.companyNames],
      skills: [...filters.search.skills],
      jobTitles: [...filters.search.jobTitles],
    },
  };
}

export const toJobFilter = (dto: JobFilterDto): JobFilter => ({
  id: dto.id,
  searchUrl: dto.searchUrl,
  filterName: dto.filterName,
  filters: dto.filters,
  count: dto.count,
  jobAlert: dto.jobAlert,
});

/**
 * The logged-in candidate's saved filters: /api/{tenant}/job-filters. The bearer comes from the
 * client's headers (the browser and CLI containers add it); 401 stays `unauthorized` so the
 * SessionCoordinator can refresh. 409/422 of create become the catalogue's kinds, read from the body's message.
 */
export class JobFiltersHttp implements JobFilters {
  constructor(
    private readonly http: GatewayHttpClient,
    private readonly tenantId: string,
  ) {}

  list(): ResultAsync<readonly JobFilter[], GatewayFailure> {
    return this.http.get(this.path(), JobFilterListCodec).map((filters) => filters.map(toJobFilter));
  }

  create(filter: NewJobFilter): ResultAsync<JobFilter, AlertConflict | AlertLimitReached | GatewayFailure> {
    const body: NewJobFilterRequestDto = { searchUrl: filter.searchUrl, name: filter.name, filters: toFiltersDto(filter.filters) };
    return this.http.request('POST', this.path(), JobFilterCodec, { body, errorMessageFromBody: true }).map(toJobFilter).mapErr(alertPortFailure);
  }

  delete(id: string): ResultAsync<void, GatewayFailure> {
    return this.http.command('DELETE', this.path(id), { errorMessageFromBody: true });
  }

  readFilteredOffers(id: string): ResultAsync<void, GatewayFailure> {
    return this.http.command('POST', `${this.path(id)}/read-filtered-offers`, { errorMessageFromBody: true });
  }

  private path(id?: string): string {
    const base = `/api/${encodeURIComponent(this.tenantId)}/job-filters`;
    return id === undefined ? base : `${base}/${encodeURIComponent(id)}`;
  }
}
