import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../../../composition/server/createServer.ts';
import type { Database } from '../../../gateway/db/openDatabase.ts';
import { EVENTS_PER_MINUTE } from '../../../gateway/analytics/analyticsRoutes.ts';
import { testDatabase } from '../../support/databases.ts';

const now = new Date('2026-11-22T10:00:00Z');
const event = {
  name: 'quick-switch',
  properties: { switch: 'salary', on: true },
  page: '/job-offers/all-locations?with-salary=true',
  at: '2026-11-22T09:59:58.000Z',
  sessionId: 'sess-1',
  utm: { utm_source: 'newsletter' },
};

let database: Database;
let app: FastifyInstance;
beforeAll(async () => {
  database = await testDatabase();
  app = await createServer({ gateway: { db: database.db, databaseKind: 'pglite', version: 'test', now: () => now }, defaultTenant: 'jobboard' });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const post = (payload: unknown, tenant = 'engineers', remoteAddress = '10.0.0.1') =>
  app.inject({
    method: 'POST',
    url: `/api/${tenant}/v1/events`,
    payload: JSON.stringify(payload),
    headers: { 'content-type': 'application/json' },
    remoteAddress,
  });
const stored = (tenant: string) => database.db.selectFrom('analytics_events').selectAll().where('tenant_id', '=', tenant).orderBy('id').execute();

describe('POST /api/{tenant}/v1/events', () => {
  it('keeps a known event for its tenant: 204', async () => {
    const response = await post(event);
    expect(response.statusCode).toBe(204);
    const [row] = await stored('engineers');
    expect(row).toMatchObject({
      name: 'quick-switch',
      properties: { switch: 'salary', on: true },
      page: event.page,
      session_id: 'sess-1',
      utm: { utm_source: 'newsletter' },
    });
    expect(new Date(row!.occurred_at).toISOString()).toBe(event.at);
    expect(new Date(row!.received_at).toISOString()).toBe(now.toISOString());
  });

  it('stores only the known fields of a known event', async () => {
    expect((await post({ ...event, email: 'someone@example.com', properties: { ...event.properties, extra: 'x' } }, 'design')).statusCode).toBe(204);
    const [row] = await stored('design');
    expect(row?.properties).toEqual({ switch: 'salary', on: true });
    expect(JSON.stringify(row)).not.toContain('someone@example.com');
  });

  it('refuses anything else with a readable 400 and stores nothing', async () => {
    const before = (await stored('jobboard')).length;
    const bad: unknown[] = [
      null,
      'quick-switch',
      { ...event, name: 'page-view' },
      { ...event, properties: { switch: 'map', on: true } },
      { ...event, properties: { switch: 'remote', on: 'yes' } },
      { ...event, page: 'https://evil.example/' },
      { ...event, page: '//evil.example/' },
      { ...event, page: `/${'a'.repeat(600)}` },
      { ...event, at: 'yesterday' },
      { ...event, at: '2026-11-25T10:00:00Z' },
      { ...event, sessionId: '<script>' },
      { ...event, utm: { utm_source: 3 } },
    ];
    for (const payload of bad) {
      const response = await post(payload, 'jobboard', '10.0.0.2');
      expect(response.statusCode, JSON.stringify(payload)?.slice(0, 80)).toBe(400);
      expect(response.json()).toMatchObject({ error: 'bad-request', message: expect.any(String) });
    }
    expect(await stored('jobboard')).toHaveLength(before);
  });

  it('answers 404 for an unknown tenant', async () => {
    expect((await post(event, 'nosuchboard')).statusCode).toBe(404);
  });

  it(`limits one client to ${EVENTS_PER_MINUTE} events a minute per tenant: 429`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= EVENTS_PER_MINUTE; i += 1) statuses.push((await post(event, 'jobboard', '10.0.0.9')).statusCode);
    expect(statuses.slice(0, EVENTS_PER_MINUTE).every((status) => status === 204)).toBe(true);
    expect(statuses[EVENTS_PER_MINUTE]).toBe(429);
    // Another client is not held back.
    expect((await post(event, 'jobboard', '10.0.0.10')).statusCode).toBe(204);
  });
});
