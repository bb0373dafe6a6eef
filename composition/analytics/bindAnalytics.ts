import type { Container } from 'inversify';
import { AnalyticsHttp } from '../../adapters/http/AnalyticsHttp.ts';
import { TrackEvent } from '../../core/analytics/TrackEvent.ts';
import { provide } from '../provide.ts';
import { T } from '../tokens.ts';

/** Analytics events go to the gateway of the container's tenant. */
export function bindAnalyticsHttp(container: Container): void {
  provide(container, T.Analytics, [T.GatewayHttpClient, T.TenantId], (http, tenantId) => new AnalyticsHttp(http, tenantId));
}

/** TrackEvent asks the cookie consent first, then sends through the Analytics port. */
export function bindAnalyticsUseCases(container: Container): void {
  provide(
    container,
    T.TrackEvent,
    [T.Analytics, T.CookieConsent, T.CookieJar, T.Clock, T.ErrorReporter],
    (analytics, consent, cookies, clock, reporter) => new TrackEvent(analytics, consent, cookies, clock, reporter),
  );
}
