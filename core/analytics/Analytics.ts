import type { ResultAsync } from 'neverthrow';
import type { GatewayFailure } from '../shared/Failure.ts';
import type { TrackedEvent } from './AnalyticsEvent.ts';

/** Where analytics events go (POST /api/{tenant}/v1/events). Fails with network-failure, http-failure. */
export interface Analytics {
  send(event: TrackedEvent): ResultAsync<void, GatewayFailure>;
}
