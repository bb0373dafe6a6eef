import type { ResultAsync } from 'neverthrow';
import type { Analytics } from '../../../core/analytics/Analytics.ts';
import type { TrackedEvent } from '../../../core/analytics/AnalyticsEvent.ts';
import type { GatewayFailure } from '../../../core/shared/Failure.ts';
import type { TrackedEventDto } from '../../../contract/analytics.ts';
import type { GatewayHttpClient } from '../GatewayHttpClient.ts';
import { tenantApi } from '../tenantApi.ts';

/** POST /api/{tenant}/v1/events: the gateway keeps the tenant's events. */
export class AnalyticsHttp implements Analytics {
  constructor(
    private readonly http: GatewayHttpClient,
    private readonly tenantId: string,
  ) {}

  send(event: TrackedEvent): ResultAsync<void, GatewayFailure> {
    const body: TrackedEventDto = {
      name: event.name,
      properties: event.properties,
      page: event.page,
      at: event.at,
      sessionId: event.sessionId,
      utm: event.utm,
    };
    return this.http.command('POST', tenantApi(this.tenantId, '/v1/events'), { body });
  }
}
