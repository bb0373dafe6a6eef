import type { ResultAsync } from 'neverthrow';
import { JobFilterCodec, JobFilterListCodec, type NewJobFilterRequestDto } from '../../../contract/alerts.ts';
import type { AlertConflict, AlertLimitReached } from '../../../core/alerts/AlertFailure.ts';
import type { JobFilters } from '../../../core/alerts/saved-searches/JobFilters.ts';
import type { JobFilter, NewJobFilter } from '../../../core/alerts/JobFilter.ts';
import type { GatewayFailure } from '../../../core/shared/Failure.ts';
import type { GatewayHttpClient } from '../GatewayHttpClient.ts';
import { alertPortFailure } from './alertHttpFailure.ts';
import { toFiltersDto, toJobFilter } from './jobFilterDto.ts';
import { tenantApi } from '../tenantApi.ts';

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
    const base = tenantApi(this.tenantId, '/job-filters');
    return id === undefined ? base : `${base}/${encodeURIComponent(id)}`;
  }
}
