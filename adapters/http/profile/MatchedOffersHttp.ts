import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { MatchedOffersPageCodec, MatchPercentsCodec } from '../../../contract/profile.ts';
import {
  MATCH_PERCENTS_BATCH_SIZE,
  type MatchedOffers,
  type MatchedOffersPage,
  type MatchedOffersQuery,
} from '../../../core/profile/matching/MatchedOffers.ts';
import type { MatchingFailure } from '../../../core/profile/ProfileFailure.ts';
import type { GatewayHttpClient } from '../GatewayHttpClient.ts';
import { matchingFailureOf } from './profileHttpFailure.ts';
import { tenantApi } from '../tenantApi.ts';

/** /api/{tenant}/candidates/job-advertisements/matched and /match-percents; the bearer comes from the client's headers. */
export class MatchedOffersHttp implements MatchedOffers {
  constructor(
    private readonly http: GatewayHttpClient,
    private readonly tenantId: string,
  ) {}

  page(query: MatchedOffersQuery): ResultAsync<MatchedOffersPage, MatchingFailure> {
    return this.http
      .get(`${this.path()}/matched`, MatchedOffersPageCodec, {
        query: { page: query.page, pageSize: query.pageSize, currency: query.currency, lang: query.language },
      })
      .mapErr(matchingFailureOf);
  }

  percents(offerIds: readonly string[]): ResultAsync<ReadonlyMap<string, number>, MatchingFailure> {
    if (offerIds.length > MATCH_PERCENTS_BATCH_SIZE)
      return errAsync({ kind: 'http-failure', status: 400, message: `at most ${MATCH_PERCENTS_BATCH_SIZE} ids` });
    // No ids, nothing to ask.
    if (offerIds.length === 0) return okAsync(new Map<string, number>());
    return this.http
      .get(`${this.path()}/match-percents`, MatchPercentsCodec, { query: { jobAdvertisementIds: offerIds } })
      .map((answer) => new Map(answer.items.map((item) => [item.jobAdvertisementId, item.matchPercent])) as ReadonlyMap<string, number>)
      .mapErr(matchingFailureOf);
  }

  private path(): string {
    return tenantApi(this.tenantId, '/candidates/job-advertisements');
  }
}
