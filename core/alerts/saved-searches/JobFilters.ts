import type { ResultAsync } from 'neverthrow';
import type { GatewayFailure } from '../../shared/Failure.ts';
import type { AlertConflict, AlertLimitReached } from '../AlertFailure.ts';
import type { JobFilter, NewJobFilter } from '../JobFilter.ts';

/**
 * The logged-in candidate's saved filters on the server (`/api/{tenant}/job-filters`, bearer
 * token). Calls go through `SessionCoordinator.run`, so a 401 must stay `unauthorized`.
 * Wire shapes: core/alerts/README.md.
 */
export interface JobFilters {
  /**
   * GET /job-filters: the candidate's filters, newest first, each with its unread count and alert.
   * Fails with unauthorized, network-failure, http-failure, bad-gateway-payload.
   */
  list(): ResultAsync<readonly JobFilter[], GatewayFailure>;
  /**
   * POST /job-filters {searchUrl, name, filters}: a saved filter without an alert.
   * Fails with filter-exists (409: same searchUrl), any other
   * AlertConflict the gateway sends, alert-limit-reached (422), unauthorized, network-failure,
   * http-failure (400 invalid payload), bad-gateway-payload.
   */
  create(filter: NewJobFilter): ResultAsync<JobFilter, AlertConflict | AlertLimitReached | GatewayFailure>;
  /**
   * DELETE /job-filters/{id}: the filter and its alert.
   * Fails with not-found (not the candidate's), unauthorized, network-failure, http-failure.
   */
  delete(id: string): ResultAsync<void, GatewayFailure>;
  /**
   * POST /job-filters/{id}/read-filtered-offers: the filter's count becomes 0.
   * Fails with not-found, unauthorized, network-failure, http-failure.
   */
  readFilteredOffers(id: string): ResultAsync<void, GatewayFailure>;
}
