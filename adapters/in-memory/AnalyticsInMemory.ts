import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { Analytics } from '../../core/analytics/Analytics.ts';
import { MAX_EVENT_PAGE, type TrackedEvent } from '../../core/analytics/AnalyticsEvent.ts';
import { httpFailure, type GatewayFailure } from '../../core/shared/Failure.ts';

/** The gateway's rule for an event's page: a path on this site, not too long. */
const isSitePath = (page: string) => page.startsWith('/') && !page.startsWith('//') && page.length <= MAX_EVENT_PAGE;

/**
 * Keeps what was sent, in order (tests and the in-memory container). Like the gateway, it refuses
 * (400) an event whose page is not a path on this site (tests/contracts/analytics).
 */
export class AnalyticsInMemory implements Analytics {
  readonly sent: TrackedEvent[] = [];

  send(event: TrackedEvent): ResultAsync<void, GatewayFailure> {
    if (!isSitePath(event.page)) return errAsync(httpFailure(400, 'page must be a path on this site'));
    this.sent.push(event);
    return okAsync(undefined);
  }
}
