import type { ResultAsync } from 'neverthrow';
import { HistoryCountCodec, HistoryItemCodec, HistoryPageCodec } from '../../../contract/applications.ts';
import type { ApplicationFailure } from '../../../core/applications/ApplicationFailure.ts';
import type { ApplicationHistory, HistoryItem, HistoryPage, HistoryQuery } from '../../../core/applications/ApplicationHistory.ts';
import type { GatewayFailure } from '../../../core/shared/Failure.ts';
import { acceptAnswer, decodeAnswer, plainRefusal } from '../answers.ts';
import type { GatewayHttpClient } from '../GatewayHttpClient.ts';
import { applicationRefusal } from './applicationRefusal.ts';
import { tenantApi } from '../tenantApi.ts';

/** /api/{tenant}/candidates/application-history and its calls; the bearer comes from the client's headers. */
export class ApplicationHistoryHttp implements ApplicationHistory {
  constructor(
    private readonly http: GatewayHttpClient,
    private readonly tenantId: string,
  ) {}

  list(query: HistoryQuery): ResultAsync<HistoryPage, ApplicationFailure> {
    const wire = { page: query.page, pageSize: query.pageSize, isConfirmed: query.isConfirmed, jobAdvertisementsIds: query.ids };
    return this.http.exchange('GET', this.path(), { query: wire }).andThen((answer) => decodeAnswer(answer, HistoryPageCodec, applicationRefusal));
  }

  count(isConfirmed?: boolean): ResultAsync<number, GatewayFailure> {
    return this.http
      .exchange('GET', `${this.path()}/count`, { query: { isConfirmed } })
      .andThen((answer) => decodeAnswer(answer, HistoryCountCodec, plainRefusal))
      .map((body) => body.count);
  }

  recordExternal(jobAdvertisementId: string): ResultAsync<HistoryItem, ApplicationFailure> {
    return this.http
      .exchange('POST', this.path(), { body: { jobAdvertisementId } })
      .andThen((answer) => decodeAnswer(answer, HistoryItemCodec, applicationRefusal));
  }

  confirm(redirectId: string): ResultAsync<HistoryItem, GatewayFailure> {
    return this.http
      .exchange('PATCH', `${this.byCoreId(redirectId)}/confirm`)
      .andThen((answer) => decodeAnswer(answer, HistoryItemCodec, plainRefusal));
  }

  remove(redirectId: string): ResultAsync<void, GatewayFailure> {
    return this.http.exchange('DELETE', this.byCoreId(redirectId)).andThen((answer) => acceptAnswer(answer, plainRefusal));
  }

  private path(): string {
    return tenantApi(this.tenantId, '/candidates/application-history');
  }

  private byCoreId(redirectId: string): string {
    return `${this.path()}/by-core-id/${encodeURIComponent(redirectId)}`;
  }
}
