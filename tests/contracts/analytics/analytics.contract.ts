import { describe, expect, it } from 'vitest';
import type { Analytics } from '../../../core/analytics/Analytics.ts';
import type { TrackedEvent } from '../../../core/analytics/AnalyticsEvent.ts';

/** Analytics that send to one board, and the events that board has kept so far, oldest first. */
export interface AnalyticsFixture {
  readonly analytics: Analytics;
  readonly kept: () => Promise<readonly TrackedEvent[]>;
  /** The receiving side's "now": events are sent as happening then. */
  readonly now: Date;
}

const quickSwitch = (now: Date, patch: Partial<TrackedEvent> = {}): TrackedEvent => ({
  name: 'quick-switch',
  properties: { switch: 'remote', on: true },
  page: '/oferty-pracy/krakow?praca-zdalna=true',
  at: now.toISOString(),
  sessionId: 'abc-123',
  utm: { utm_source: 'newsletter' },
  ...patch,
});

/** What every Analytics adapter promises: events are kept as sent, in order; a page that is not a path on this site is refused and not kept. */
export function analyticsContract(adapter: string, fresh: () => Promise<AnalyticsFixture>): void {
  describe(`Analytics contract: ${adapter}`, () => {
    it('keeps each event as sent, in order', async () => {
      const { analytics, kept, now } = await fresh();
      const first = quickSwitch(now);
      const second = quickSwitch(now, { properties: { switch: 'salary', on: false }, page: '/job-offers/all-locations', sessionId: null, utm: {} });
      expect((await analytics.send(first)).isOk()).toBe(true);
      expect((await analytics.send(second)).isOk()).toBe(true);
      expect(await kept()).toEqual([first, second]);
    });

    it('refuses a page that is not a path on this site, with http-failure, and keeps nothing', async () => {
      const { analytics, kept, now } = await fresh();
      for (const page of ['https://elsewhere.example/job-offers', '//elsewhere.example/job-offers', 'job-offers']) {
        expect((await analytics.send(quickSwitch(now, { page })))._unsafeUnwrapErr(), page).toMatchObject({ kind: 'http-failure', status: 400 });
      }
      expect(await kept()).toEqual([]);
    });
  });
}
