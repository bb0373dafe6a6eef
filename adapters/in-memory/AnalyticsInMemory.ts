import { okAsync, type ResultAsync } from 'neverthrow';
import type { Analytics } from '../../core/analytics/Analytics.ts';
import type { TrackedEvent } from '../../core/analytics/AnalyticsEvent.ts';
import type { GatewayFailure } from '../../core/shared/Failure.ts';

/** Keeps what was sent, in order (tests and the in-memory container). */
export class AnalyticsInMemory implements Analytics {
  readonly sent: TrackedEvent[] = [];

  send(event: TrackedEvent): ResultAsync<void, GatewayFailure> {
    this.sent.push(event);
    return okAsync(undefined);
  }
}
