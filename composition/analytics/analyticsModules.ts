import { AnalyticsHttp } from '../../adapters/http/analytics/AnalyticsHttp.ts';
import { AnalyticsInMemory } from '../../adapters/in-memory/AnalyticsInMemory.ts';
import type { Analytics } from '../../core/analytics/Analytics.ts';
import { TrackEvent } from '../../core/analytics/TrackEvent.ts';
import { adapterModule } from '../kernel/adapterModule.ts';
import { contextModule, pick, type ContextModule, valuesModule } from '../kernel/ContextModule.ts';
import { provideClass } from '../kernel/provide.ts';
import { PreferencesKeys } from '../preferences/preferencesKeys.ts';
import { httpAdapterDeps, SharedKeys } from '../shared/sharedKeys.ts';
import { AnalyticsKeys as K } from './analyticsKeys.ts';

/** TrackEvent asks the cookie consent first, then sends through the Analytics port. */
export const analyticsUseCases: ContextModule = contextModule('analytics.useCases', pick(K, 'TrackEvent'), (container) => {
  provideClass(container, K.TrackEvent, TrackEvent, [
    K.Analytics,
    PreferencesKeys.CookieConsent,
    SharedKeys.CookieJar,
    SharedKeys.Clock,
    SharedKeys.ErrorReporter,
  ]);
});

/** Events go to the gateway of the container's tenant. */
export const analyticsHttp: ContextModule = adapterModule('analytics.http', K, httpAdapterDeps, { Analytics: AnalyticsHttp });

export const analyticsInMemory = (analytics: Analytics = new AnalyticsInMemory()): ContextModule =>
  valuesModule('analytics.inMemory', K, { Analytics: analytics });
