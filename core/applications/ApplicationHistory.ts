import type { ResultAsync } from 'neverthrow';
import type { GatewayFailure } from '../shared/Failure.ts';
import type { ApplicationFailure } from './ApplicationFailure.ts';
import type { ApplicationStatus } from './ApplicationStatus.ts';

/** The spec caps one application-status lookup at 25 offer ids (platform.md 9). */
export const HISTORY_BATCH_SIZE = 25;

/**
 * One offer in the candidate's history (structurally the contract's HistoryItemDto). `redirectId`
 * names it in the by-core-id calls; `status` is the employer's pipeline status of a board
 * application, null for an application made elsewhere or one no longer kept.
 */
export interface HistoryItem {
  readonly redirectId: string;
  readonly jobAdvertisementId: string;
  readonly offerSlug: string;
  readonly offerTitle: string;
  readonly companyName: string;
  readonly source: 'board' | 'external';
  readonly isConfirmed: boolean;
  readonly status: ApplicationStatus | null;
  readonly appliedAt: string;
  readonly confirmedAt: string | null;
  readonly statusChangedAt: string | null;
  readonly cvFileName: string | null;
}

export interface HistoryPage {
  readonly items: readonly HistoryItem[];
  readonly pageNumber: number;
  readonly hasNextPage: boolean;
  readonly total: number;
}

export interface HistoryQuery {
  /** From 1. */
  readonly page: number;
  readonly pageSize: number;
  /** Only confirmed (true) or only unconfirmed (false) items; both when absent. */
  readonly isConfirmed?: boolean;
  /** Only these offers (the isAppliedTo lookup). */
  readonly ids?: readonly string[];
}

/** The logged-in candidate's application history (every call carries the bearer token). */
export interface ApplicationHistory {
  /**
   * GET /candidates/application-history?page&pageSize&isConfirmed&jobAdvertisementsIds, newest first.
   * Fails with invalid-input (400), unauthorized, network-failure, http-failure, bad-gateway-payload.
   */
  list(query: HistoryQuery): ResultAsync<HistoryPage, ApplicationFailure>;
  /** GET /candidates/application-history/count[?isConfirmed]. Fails with unauthorized, network-failure, http-failure, bad-gateway-payload. */
  count(isConfirmed?: boolean): ResultAsync<number, GatewayFailure>;
  /**
   * POST /candidates/application-history: a click to apply elsewhere, recorded unconfirmed under a
   * redirect id the gateway gives; a second click on the same offer answers the item already there.
   * Fails with not-found (no such offer), invalid-input, unauthorized, network-failure, http-failure,
   * bad-gateway-payload.
   */
  recordExternal(jobAdvertisementId: string): ResultAsync<HistoryItem, ApplicationFailure>;
  /** PATCH /candidates/application-history/by-core-id/{redirectId}/confirm: "yes, I applied". Fails with not-found, unauthorized, network-failure, http-failure, bad-gateway-payload. */
  confirm(redirectId: string): ResultAsync<HistoryItem, GatewayFailure>;
  /**
   * DELETE /candidates/application-history/by-core-id/{redirectId}: "no, I did not" for a click, or
   * the withdrawal of a board application with its CV. Fails with not-found, unauthorized,
   * network-failure, http-failure.
   */
  remove(redirectId: string): ResultAsync<void, GatewayFailure>;
}
