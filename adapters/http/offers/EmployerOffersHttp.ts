import type { ResultAsync } from 'neverthrow';
import {
  EmployerOfferListCodec,
  OfferEndCodec,
  OfferPublicationCodec,
  OfferStatisticsCodec,
  type OfferTokenBodyDto,
} from '../../../contract/offerLifecycle.ts';
import type { EmployerOfferPage, EmployerOffers, OfferEnd, OfferStatistics, StatisticsQuery } from '../../../core/offers/lifecycle/EmployerOffers.ts';
import type { LifecycleFailure } from '../../../core/offers/lifecycle/LifecycleFailure.ts';
import type { OfferAccess, OfferPublication, OfferStatus } from '../../../core/offers/lifecycle/OfferDraft.ts';
import { acceptAnswer, decodeAnswer } from '../answers.ts';
import type { GatewayHttpClient } from '../GatewayHttpClient.ts';
import { lifecycleRefusal } from './lifecycleRefusal.ts';
import { offerPath } from './OfferDraftsHttp.ts';
import { tenantApi } from '../tenantApi.ts';

/** The panel's list, statistics and end of offers (/v2/employer-panel/offers...), finish-recruitment and DELETE. */
export class EmployerOffersHttp implements EmployerOffers {
  constructor(
    private readonly http: GatewayHttpClient,
    private readonly tenantId: string,
  ) {}

  list(page: number, pageSize: number, status?: OfferStatus): ResultAsync<EmployerOfferPage, LifecycleFailure> {
    return this.http
      .exchange('GET', this.panel('/offers'), { query: { page, pageSize, status } })
      .andThen((answer) => decodeAnswer(answer, EmployerOfferListCodec, lifecycleRefusal));
  }

  statistics(query: StatisticsQuery): ResultAsync<OfferStatistics, LifecycleFailure> {
    return this.http
      .exchange('GET', this.panel('/offers/statistics'), { query: { from: query.from, to: query.to, slug: query.slug } })
      .andThen((answer) => decodeAnswer(answer, OfferStatisticsCodec, lifecycleRefusal));
  }

  end(slug: string): ResultAsync<OfferEnd, LifecycleFailure> {
    return this.http
      .exchange('GET', this.panel(`/offers/end/${encodeURIComponent(slug)}`))
      .andThen((answer) => decodeAnswer(answer, OfferEndCodec, lifecycleRefusal));
  }

  finish(access: OfferAccess): ResultAsync<OfferPublication, LifecycleFailure> {
    const { path } = offerPath(this.tenantId, access, '/finish-recruitment');
    const body: OfferTokenBodyDto = access.token ? { token: access.token } : {};
    return this.http.exchange('POST', path, { body }).andThen((answer) => decodeAnswer(answer, OfferPublicationCodec, lifecycleRefusal));
  }

  remove(access: OfferAccess): ResultAsync<void, LifecycleFailure> {
    const { path, query } = offerPath(this.tenantId, access);
    return this.http.exchange('DELETE', path, { query }).andThen((answer) => acceptAnswer(answer, lifecycleRefusal));
  }

  private panel(path: string): string {
    return tenantApi(this.tenantId, `/v2/employer-panel${path}`);
  }
}
