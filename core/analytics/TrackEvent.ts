import { okAsync, type ResultAsync } from 'neverthrow';
import type { CookieConsent } from '../preferences/CookieConsent.ts';
import { readSessionId, readUtm } from '../session/sessionCookies.ts';
import type { Clock } from '../shared/Clock.ts';
import type { CookieJar } from '../shared/CookieJar.ts';
import type { ErrorReporter } from '../shared/ErrorReporter.ts';
import type { UseCase } from '../shared/UseCase.ts';
import type { Analytics } from './Analytics.ts';
import { MAX_EVENT_PAGE, type AnalyticsEvent } from './AnalyticsEvent.ts';

export interface TrackEventInput {
  readonly event: AnalyticsEvent;
  /** Path and query of the page it happened on. */
  readonly page: string;
}

/** sent: on its way; not-allowed: the visitor has not allowed performance (analytics) cookies, so nothing leaves the page. */
export type TrackOutcome = 'sent' | 'not-allowed' | 'failed';

/**
 * Reports an event to analytics, only with the visitor's consent to performance cookies (an
 * undecided visitor has not consented). A failure is reported to the error reporter and goes no
 * further: analytics never gets in the way of what the person is doing.
 */
export class TrackEvent implements UseCase<TrackEventInput, TrackOutcome, never> {
  constructor(
    private readonly analytics: Analytics,
    private readonly consent: CookieConsent,
    private readonly cookies: CookieJar,
    private readonly clock: Clock,
    private readonly reporter: ErrorReporter,
  ) {}

  execute(input: TrackEventInput): ResultAsync<TrackOutcome, never> {
    if (this.consent.current?.performance !== true) return okAsync('not-allowed');
    return this.analytics
      .send({
        ...input.event,
        page: input.page.slice(0, MAX_EVENT_PAGE),
        at: this.clock.now().toISOString(),
        sessionId: readSessionId(this.cookies),
        utm: readUtm(this.cookies),
      })
      .map((): TrackOutcome => 'sent')
      .orElse((failure) => {
        this.reporter.report(failure, { during: 'analytics', event: input.event.name });
        return okAsync<TrackOutcome, never>('failed');
      });
  }
}
