import type { ResultAsync } from 'neverthrow';
import type { Analytics } from '../../../core/analytics/Analytics.ts';
import type { TrackedEvent } from '../../../core/analytics/AnalyticsEvent.ts';
import type { GatewayFailure } from '../../../core/shared/Failure.ts';
import { TrackedEventCodec } from '../../../contract/analytics.ts';
import type { GatewayHttpClient } from '../GatewayHttpClient.ts';
import { tenantApi } from '../tenantApi.ts';

/** POST /api/{tenant}/v1/events: the gateway keeps the tenant's events; the contract's exact codec writes the body (the event's fields, nothing else). */
export class AnalyticsHttp implements Analytics {
  constructor(
    private readonly http: GatewayHttpClient,
    private readonly tenantId: string,
  ) {}

  send(event: TrackedEvent): ResultAsync<void, GatewayFailure> {
    return this.http.command('POST', tenantApi(this.tenantId, '/v1/events'), { body: TrackedEventCodec.encode(event) });
  }
}
