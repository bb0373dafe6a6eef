import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { JOB_FILTERS_MAX } from '../../../contract/alerts.ts';
import type { AlertConflict, AlertLimitReached } from '../../../core/alerts/AlertFailure.ts';
import type { JobFilters } from '../../../core/alerts/saved-searches/JobFilters.ts';
import type { JobFilter, NewJobFilter } from '../../../core/alerts/JobFilter.ts';
import type { GatewayFailure } from '../../../core/shared/Failure.ts';

/** What a queued failure may be: any answer a JobFilters call can give. */
export type JobFiltersFailure = AlertConflict | AlertLimitReached | GatewayFailure;

/**
 * One candidate's server filters in memory, with the gateway's rules (core/alerts/README.md):
 * a second filter for the same searchUrl is filter-exists, past `limit` filters (the gateway's
 * JOB_FILTERS_MAX unless a test sets another) alert-limit-reached, unknown ids not-found.
 * `authorize` plays the bearer check (false: unauthorized); `failNext` makes the next call fail.
 * JobAlertsInMemory works on the same filters.
 */
export class JobFiltersInMemory implements JobFilters {
  private filters: JobFilter[];
  private nextId = 1;
  private readonly failures: JobFiltersFailure[] = [];

  constructor(
    initial: readonly JobFilter[] = [],
    readonly limit = JOB_FILTERS_MAX,
    private readonly authorize: () => boolean = () => true,
  ) {
    this.filters = [...initial];
  }

  /** The filters as the server holds them now, newest first. */
  get all(): readonly JobFilter[] {
    return this.filters;
  }

  /**
   * The next calls fail with these, in order. A conflict or the limit is what `create` (or
   * JobAlertsInMemory's enable and createGuest) can answer: queue one only before such a call.
   */
  failNext(...failures: JobFiltersFailure[]): void {
    this.failures.push(...failures);
  }

  /** Unread offers arrive (test setup). */
  setCount(id: string, count: number): void {
    this.update(id, (filter) => ({ ...filter, count }));
  }

  list(): ResultAsync<readonly JobFilter[], GatewayFailure> {
    return this.guard(() => okAsync(this.filters));
  }

  create(filter: NewJobFilter): ResultAsync<JobFilter, AlertConflict | AlertLimitReached | GatewayFailure> {
    return this.guard<JobFilter, AlertConflict | AlertLimitReached | GatewayFailure>(() => {
      if (this.filters.some((existing) => existing.searchUrl === filter.searchUrl)) return errAsync({ kind: 'filter-exists' });
      if (this.filters.length >= this.limit) return errAsync({ kind: 'alert-limit-reached' });
      const created: JobFilter = {
        id: `jf-${this.nextId++}`,
        searchUrl: filter.searchUrl,
        filterName: filter.name,
        filters: filter.filters,
        count: 0,
        jobAlert: null,
      };
      this.filters = [created, ...this.filters];
      return okAsync(created);
    });
  }

  delete(id: string): ResultAsync<void, GatewayFailure> {
    return this.guard(() => {
      if (!this.has(id)) return errAsync({ kind: 'not-found' });
      this.filters = this.filters.filter((filter) => filter.id !== id);
      return okAsync(undefined);
    });
  }

  readFilteredOffers(id: string): ResultAsync<void, GatewayFailure> {
    return this.guard(() => {
      if (!this.has(id)) return errAsync({ kind: 'not-found' });
      this.update(id, (filter) => ({ ...filter, count: 0 }));
      return okAsync(undefined);
    });
  }

  has(id: string): boolean {
    return this.filters.some((filter) => filter.id === id);
  }

  find(id: string): JobFilter | undefined {
    return this.filters.find((filter) => filter.id === id);
  }

  update(id: string, change: (filter: JobFilter) => JobFilter): void {
    this.filters = this.filters.map((filter) => (filter.id === id ? change(filter) : filter));
  }

  /** The bearer check and the failures queued by failNext, in front of every call (JobAlertsInMemory too). */
  guard<T, E>(call: () => ResultAsync<T, E>): ResultAsync<T, E | GatewayFailure> {
    const failure = this.failures.shift();
    if (failure !== undefined) return errAsync(failure as E | GatewayFailure);
    if (!this.authorize()) return errAsync({ kind: 'unauthorized' });
    return call();
  }
}
