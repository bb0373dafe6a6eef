import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { Currency } from '../../listing/FilterValues.ts';
import type { AuthenticatedCalls } from '../../session/AuthenticatedCalls.ts';
import { loggedInCandidateId, type SessionStore } from '../../session/SessionStore.ts';
import type { GatewayFailure } from '../../shared/Failure.ts';
import type { UseCase } from '../../shared/UseCase.ts';
import type { Language } from '../../tenancy/Tenant.ts';
import { loginRequired, type LoginRequired } from '../ProfileFailure.ts';
import type { MatchedOffer, MatchedOffers } from './MatchedOffers.ts';
import type { MatchPercentsStore } from './MatchPercentsStore.ts';
import { pageOrFirst } from '../../shared/paging.ts';

/** The matched-for-you page's page size (the spec's default). */
export const MATCHED_PAGE_SIZE = 20;

export interface MatchedOffersRequest {
  /** From 1. */
  readonly page: number;
  readonly currency?: Currency;
  readonly language?: Language;
}

export type MatchedOffersOutcome =
  | LoginRequired
  | { readonly kind: 'consent-required' }
  | {
      readonly kind: 'page';
      readonly offers: readonly MatchedOffer[];
      readonly pageNumber: number;
      readonly hasNextPage: boolean;
      readonly floor: number;
    };

/**
 * A page of matched-for-you: offers ranked by match percent, each with its percent (recorded for the
 * cards). A guest gets login-required and a candidate without the profiling consent
 * consent-required, neither as a failure (the page shows a prompt for each). Fails with
 * unauthorized, network-failure, http-failure, bad-gateway-payload.
 */
export class LoadMatchedOffers implements UseCase<MatchedOffersRequest, MatchedOffersOutcome, GatewayFailure> {
  constructor(
    private readonly matched: MatchedOffers,
    private readonly calls: AuthenticatedCalls,
    private readonly session: SessionStore,
    private readonly percents: MatchPercentsStore,
  ) {}

  execute(request: MatchedOffersRequest): ResultAsync<MatchedOffersOutcome, GatewayFailure> {
    if (loggedInCandidateId(this.session) === null) return okAsync(loginRequired);
    const page = pageOrFirst(request.page);
    const query = {
      page,
      pageSize: MATCHED_PAGE_SIZE,
      ...(request.currency ? { currency: request.currency } : {}),
      ...(request.language ? { language: request.language } : {}),
    };
    return this.calls
      .run(() => this.matched.page(query))
      .map((result): MatchedOffersOutcome => {
        const ids = result.items.map((offer) => offer.guid);
        this.percents.record(ids, new Map(result.items.map((offer) => [offer.guid, offer.matchPercent])));
        return { kind: 'page', offers: result.items, pageNumber: result.pageNumber, hasNextPage: result.hasNextPage, floor: result.floor };
      })
      .orElse((failure) => (failure.kind === 'profiling-consent-required' ? okAsync({ kind: 'consent-required' } as const) : errAsync(failure)));
  }
}
