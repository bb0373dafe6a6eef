import { errAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { AnalyticsInMemory } from '../../../adapters/in-memory/AnalyticsInMemory.ts';
import { CookieJarInMemory } from '../../../adapters/in-memory/CookieJarInMemory.ts';
import { ErrorReporterInMemory } from '../../../adapters/in-memory/ErrorReporterInMemory.ts';
import { FixedClock } from '../../../adapters/in-memory/FixedClock.ts';
import type { Analytics } from '../../../core/analytics/Analytics.ts';
import type { AnalyticsEvent } from '../../../core/analytics/AnalyticsEvent.ts';
import { MAX_EVENT_PAGE } from '../../../core/analytics/AnalyticsEvent.ts';
import { TrackEvent } from '../../../core/analytics/TrackEvent.ts';
import { COOKIE_CONSENT_COOKIE, CookieConsent } from '../../../core/preferences/CookieConsent.ts';
import { SESSION_ID_COOKIE, UTM_COOKIE } from '../../../core/session/sessionCookies.ts';

const now = new Date('2026-11-22T10:00:00Z');
const remoteOn: AnalyticsEvent = { name: 'quick-switch', properties: { switch: 'remote', on: true } };

function setUp(cookies: Record<string, string>, analytics: Analytics = new AnalyticsInMemory()) {
  const jar = new CookieJarInMemory(cookies);
  const reporter = new ErrorReporterInMemory();
  const track = new TrackEvent(analytics, new CookieConsent(jar), jar, new FixedClock(now), reporter);
  return { track, reporter, analytics };
}

describe('TrackEvent', () => {
  it('sends the event with the page, the time, the session id and the campaign, given consent to performance cookies', async () => {
    const analytics = new AnalyticsInMemory();
    const { track } = setUp(
      { [COOKIE_CONSENT_COOKIE]: '1', [SESSION_ID_COOKIE]: 'abc-123', [UTM_COOKIE]: JSON.stringify({ utm_source: 'newsletter' }) },
      analytics,
    );
    expect((await track.execute({ event: remoteOn, page: '/oferty-pracy/krakow?praca-zdalna=true' }))._unsafeUnwrap()).toBe('sent');
    expect(analytics.sent).toEqual([
      { ...remoteOn, page: '/oferty-pracy/krakow?praca-zdalna=true', at: now.toISOString(), sessionId: 'abc-123', utm: { utm_source: 'newsletter' } },
    ]);
  });

  it('sends nothing before the visitor decides, or when they allowed other categories only', async () => {
    for (const cookies of [{}, { [COOKIE_CONSENT_COOKIE]: '0' }, { [COOKIE_CONSENT_COOKIE]: '6' }, { [COOKIE_CONSENT_COOKIE]: 'garbage' }]) {
      const analytics = new AnalyticsInMemory();
      const { track } = setUp(cookies, analytics);
      expect((await track.execute({ event: remoteOn, page: '/' }))._unsafeUnwrap()).toBe('not-allowed');
      expect(analytics.sent).toEqual([]);
    }
  });

  it('reads garbage in the session and campaign cookies as none', async () => {
    const analytics = new AnalyticsInMemory();
    const { track } = setUp({ [COOKIE_CONSENT_COOKIE]: '7', [SESSION_ID_COOKIE]: '<script>', [UTM_COOKIE]: '{not json' }, analytics);
    await track.execute({ event: remoteOn, page: '/' });
    expect(analytics.sent[0]).toMatchObject({ sessionId: null, utm: {} });
  });

  it('cuts a very long page address', async () => {
    const analytics = new AnalyticsInMemory();
    const { track } = setUp({ [COOKIE_CONSENT_COOKIE]: '1' }, analytics);
    await track.execute({ event: remoteOn, page: `/job-offers/all-locations?keyword=${'a'.repeat(2000)}` });
    expect(analytics.sent[0]?.page).toHaveLength(MAX_EVENT_PAGE);
  });

  it('reports a failure and goes no further: the caller never sees it', async () => {
    const failing: Analytics = { send: () => errAsync({ kind: 'network-failure', message: 'offline' }) };
    const { track, reporter } = setUp({ [COOKIE_CONSENT_COOKIE]: '1' }, failing);
    const result = await track.execute({ event: remoteOn, page: '/' });
    expect(result.isOk()).toBe(true);
    expect(result._unsafeUnwrap()).toBe('failed');
    expect(reporter.reported).toEqual([
      { error: { kind: 'network-failure', message: 'offline' }, context: { during: 'analytics', event: 'quick-switch' } },
    ]);
  });
});
