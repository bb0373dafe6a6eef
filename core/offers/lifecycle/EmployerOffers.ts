import type { ResultAsync } from 'neverthrow';
import type { LifecycleFailure } from './LifecycleFailure.ts';
import type { OfferAccess, OfferPublication, OfferStatus } from './OfferDraft.ts';

/** One of the company's offers in the panel's list. */
export interface EmployerOfferItem {
  readonly id: string;
  readonly slug: string;
  readonly title: string | null;
  readonly status: OfferStatus;
  readonly pricingPlan: string;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly publishedAt: string | null;
  readonly expiresAt: string | null;
  readonly finishedAt: string | null;
  readonly views: number;
  readonly applyClicks: number;
}

export interface EmployerOfferPage {
  readonly items: readonly EmployerOfferItem[];
  readonly page: number;
  readonly pageSize: number;
  readonly total: number;
}

export interface StatisticsDay {
  /** YYYY-MM-DD (UTC). */
  readonly date: string;
  readonly views: number;
  readonly applyClicks: number;
}

/** Views and apply clicks per day of a range, every day present, with totals per offer. */
export interface OfferStatistics {
  readonly from: string;
  readonly to: string;
  readonly days: readonly StatisticsDay[];
  readonly offers: ReadonlyArray<{ readonly slug: string; readonly title: string | null; readonly views: number; readonly applyClicks: number }>;
  readonly totals: { readonly views: number; readonly applyClicks: number };
}

export interface StatisticsQuery {
  readonly from?: string;
  readonly to?: string;
  readonly slug?: string;
}

/** What ending an offer looks like: the finish-recruitment and delete dialog's facts. */
export interface OfferEnd {
  readonly slug: string;
  readonly title: string | null;
  readonly status: OfferStatus;
  readonly publishedAt: string | null;
  readonly expiresAt: string | null;
  readonly finishedAt: string | null;
  readonly canFinish: boolean;
  readonly canDelete: boolean;
}

/** The company's offers as the panel shows and ends them (employer bearer token). */
export interface EmployerOffers {
  /** GET /v2/employer-panel/offers?page&pageSize[&status]. Fails with invalid-input (400), unauthorized, network-failure, http-failure, bad-gateway-payload. */
  list(page: number, pageSize: number, status?: OfferStatus): ResultAsync<EmployerOfferPage, LifecycleFailure>;
  /** GET /v2/employer-panel/offers/statistics[?from&to&slug] (30 days to today by default). Fails with invalid-input (400), unauthorized, network-failure, http-failure, bad-gateway-payload. */
  statistics(query: StatisticsQuery): ResultAsync<OfferStatistics, LifecycleFailure>;
  /** GET /v2/employer-panel/offers/end/{slug}. Fails with not-found, unauthorized, network-failure, http-failure, bad-gateway-payload. */
  end(slug: string): ResultAsync<OfferEnd, LifecycleFailure>;
  /** POST /v1/offers/{slug}/finish-recruitment: the offer leaves search. Fails with wrong-offer-status (409: not published), not-found, unauthorized, network-failure, http-failure, bad-gateway-payload. */
  finish(access: OfferAccess): ResultAsync<OfferPublication, LifecycleFailure>;
  /** DELETE /v1/offers/{slug}. Fails with wrong-offer-status (409: still published), not-found, unauthorized, network-failure, http-failure. */
  remove(access: OfferAccess): ResultAsync<void, LifecycleFailure>;
}
