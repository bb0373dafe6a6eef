import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AnalyticsHttp } from '../../../adapters/http/analytics/AnalyticsHttp.ts';
import { GatewayHttpClient } from '../../../adapters/http/GatewayHttpClient.ts';
import type { TrackedEvent } from '../../../core/analytics/AnalyticsEvent.ts';
import { TrackedEventCodec } from '../../../contract/analytics.ts';
import { injectFetch } from '../../../composition/server/injectFetch.ts';
import { startHarness, type Harness } from '../../gateway/session/sessionHarness.ts';
import { analyticsContract } from './analytics.contract.ts';

const origin = 'http://gateway.test';
const received: unknown[] = [];
const server = setupServer(
  http.post(`${origin}/api/jobboard/v1/events`, async ({ request }) => {
    const body: unknown = await request.json();
    received.push(body);
    return TrackedEventCodec.is(body)
      ? new HttpResponse(null, { status: 204 })
      : HttpResponse.json({ error: 'bad-request', message: 'no' }, { status: 400 });
  }),
  http.post(`${origin}/api/down/v1/events`, () => HttpResponse.json({ message: 'database is down' }, { status: 503 })),
  http.post(`${origin}/api/offline/v1/events`, () => HttpResponse.error()),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  received.length = 0;
});
afterAll(() => server.close());

const event: TrackedEvent = {
  name: 'quick-switch',
  properties: { switch: 'remote', on: false },
  page: '/job-offers/remote',
  at: '2026-11-22T10:00:00.000Z',
  sessionId: null,
  utm: {},
};
const adapter = (tenant: string) => new AnalyticsHttp(new GatewayHttpClient(origin, fetch), tenant);

describe('AnalyticsHttp', () => {
  it("posts the event in the contract's shape to the tenant's events", async () => {
    expect((await adapter('jobboard').send(event)).isOk()).toBe(true);
    expect(received).toEqual([event]);
  });

  it('turns a server error and a lost connection into failures, never a throw', async () => {
    expect((await adapter('down').send(event))._unsafeUnwrapErr().kind).toBe('http-failure');
    expect((await adapter('offline').send(event))._unsafeUnwrapErr().kind).toBe('network-failure');
  });
});

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h.close());

analyticsContract('AnalyticsHttp against the real gateway', async () => {
  // Each run reads only what it sent: the board's events after the last one kept so far.
  const last = await h.database.db
    .selectFrom('analytics_events')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  const after = Number(last?.id ?? 0);
  return {
    analytics: new AnalyticsHttp(new GatewayHttpClient('', injectFetch(h.app)), 'jobboard'),
    now: h.clock.now,
    kept: async () => {
      const rows = await h.database.db
        .selectFrom('analytics_events')
        .selectAll()
        .where('tenant_id', '=', 'jobboard')
        .where('id', '>', after)
        .orderBy('id')
        .execute();
      return rows.map((row) => ({
        name: row.name,
        properties: row.properties,
        page: row.page,
        at: new Date(row.occurred_at).toISOString(),
        sessionId: row.session_id,
        utm: row.utm,
      })) as unknown as TrackedEvent[];
    },
  };
});
