import type { ResultAsync } from 'neverthrow';
import type { Currency } from '../../listing/FilterValues.ts';
import type { OfferCard } from '../../listing/Offer.ts';
import type { Language } from '../../tenancy/Tenant.ts';
import type { MatchingFailure } from '../ProfileFailure.ts';

/** The spec caps one lookup at 25 offer ids, as for favourite statuses. */
export const MATCH_PERCENTS_BATCH_SIZE = 25;

export interface MatchedOffer extends OfferCard {
  readonly matchPercent: number;
}

export interface MatchedOffersPage {
  readonly items: readonly MatchedOffer[];
  readonly hasNextPage: boolean;
  readonly pageNumber: number;
  /** Offers below this percent are not listed. */
  readonly floor: number;
}

export interface MatchedOffersQuery {
  /** From 1. */
  readonly page: number;
  readonly pageSize: number;
  readonly currency?: Currency;
  readonly language?: Language;
}

/**
 * Offers ranked by how well they fit the logged-in candidate's preferences (bearer token). Both
 * calls fail with profiling-consent-required (403: the candidate has not given the consent named
 * profiling), unauthorized, network-failure, http-failure, bad-gateway-payload.
 */
export interface MatchedOffers {
  /** GET /candidates/job-advertisements/matched?page&pageSize: best match first. */
  page(query: MatchedOffersQuery): ResultAsync<MatchedOffersPage, MatchingFailure>;
  /**
   * GET /candidates/job-advertisements/match-percents?jobAdvertisementIds: the percent of each of at
   * most 25 offers (unknown offers are left out); more ids fail with http-failure 400.
   */
  percents(offerIds: readonly string[]): ResultAsync<ReadonlyMap<string, number>, MatchingFailure>;
}
