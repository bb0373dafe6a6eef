import type { Analytics } from '../../core/analytics/Analytics.ts';
import type { TrackEvent } from '../../core/analytics/TrackEvent.ts';
import { token } from '../kernel/Token.ts';

/** Analytics events behind the cookie consent. */
export const AnalyticsKeys = {
  Analytics: token<Analytics>('analytics.Analytics'),
  TrackEvent: token<TrackEvent>('analytics.TrackEvent'),
} as const;
