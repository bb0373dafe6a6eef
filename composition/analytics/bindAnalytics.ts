import type { Container } from 'inversify';
import { AnalyticsHttp } from '../../adapters/http/analytics/AnalyticsHttp.ts';
import { TrackEvent } from '../../core/analytics/TrackEvent.ts';
import { provideClass } from '../provide.ts';
import { T } from '../tokens.ts';

/** Analytics events go to the gateway of the container's tenant. */
export function bindAnalyticsHttp(container: Container): void {
  provideClass(container, T.Analytics, AnalyticsHttp, [T.GatewayHttpClient, T.TenantId]);
}

/** TrackEvent asks the cookie consent first, then sends through the Analytics port. */
export function bindAnalyticsUseCases(container: Container): void {
  provideClass(container, T.TrackEvent, TrackEvent, [T.Analytics, T.CookieConsent, T.CookieJar, T.Clock, T.ErrorReporter]);
}
