import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../../../composition/server/createServer.ts';
import { migrateToLatest, openDatabase, type Database } from '../../../gateway/db/openDatabase.ts';
import { EventListeners } from '../../../gateway/events/EventListeners.ts';
import { encodeEvent, type Events } from '../../../gateway/events/Events.ts';
import { LocalEvents } from '../../../gateway/events/LocalEvents.ts';
import { openEvents } from '../../../gateway/events/openEvents.ts';
import type { GatewayDeps } from '../../../gateway/GatewayDeps.ts';
import { seedDatabase } from '../../../gateway/seed/seedDatabase.ts';
import { testHashing, testSecret } from '../session/sessionHarness.ts';
import { call, employer, type Employer, type EmployerHarness } from '../employer/employerHarness.ts';
import { completeDraft, extraCode, searchFinds, type Draft } from '../employer/offerFixtures.ts';

const SEEDED_AT = new Date('2025-06-01T00:00:00Z');

async function publishWithCode(h: EmployerHarness, owner: Employer, draft: Draft): Promise<void> {
  const code = await extraCode(h, owner);
  const response = await call(h.app, 'POST', `/api/jobboard/v1/offers/${draft.slug}/publish-with-code?code=${code}`, {
    body: {},
    token: owner.token,
  });
  if (response.statusCode !== 200) throw new Error(`publish-with-code answered ${response.statusCode}: ${response.body}`);
}

/** The next event of this name that reaches `events`. */
const nextEvent = (events: Events) =>
  new Promise<unknown>((resolve) => {
    const stop = events.subscribe('offers-changed', (payload) => {
      stop();
      resolve(payload);
    });
  });

describe('two gateways on one database', () => {
  let database: Database;
  const clock = { now: new Date(SEEDED_AT.getTime() + 3_600_000) };
  const opened: Array<{ app: FastifyInstance; events: Events }> = [];

  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite', dataDir: null });
    await migrateToLatest(database.db);
    await seedDatabase(database.db, { offers: 20, now: SEEDED_AT });
  });
  afterAll(async () => {
    for (const { app, events } of opened) {
      await app.close();
      await events.close();
    }
    await database.close();
  });

  async function gateway(events: Events): Promise<EmployerHarness> {
    const deps: GatewayDeps = {
      db: database.db,
      databaseKind: 'pglite',
      version: 'test',
      now: () => (clock.now = new Date(clock.now.getTime() + 1)),
      auth: { secret: testSecret, passwordHashing: testHashing, loginRateLimit: { max: 1000, windowMs: 60_000 } },
      events,
    };
    const app = await createServer({ gateway: deps, defaultTenant: 'jobboard' });
    opened.push({ app, events });
    return { app, database, deps, clock, close: async () => undefined };
  }

  it('drops the other process’s cached search as soon as an offer is published, through LISTEN/NOTIFY', async () => {
    if (!database.pglite) throw new Error('expected PGlite');
    const a = await gateway(await openEvents({ kind: 'pglite', pglite: database.pglite }, database.db));
    const bEvents = await openEvents({ kind: 'pglite', pglite: database.pglite }, database.db);
    const b = await gateway(bEvents);
    const owner = await employer(a);
    const draft = await completeDraft(a, owner);
    // B answers a search that finds nothing yet, and keeps that answer for 30 s.
    expect(await searchFinds(b.app, draft.marker)).toBe(false);
    const heard = nextEvent(bEvents);
    await publishWithCode(a, owner, draft);
    expect(await heard).toEqual({ tenantId: 'jobboard' });
    expect(await searchFinds(a.app, draft.marker)).toBe(true);
    expect(await searchFinds(b.app, draft.marker)).toBe(true);
  });

  it('would keep serving the stale page for 30 s without it (the control)', async () => {
    const a = await gateway(new LocalEvents());
    const b = await gateway(new LocalEvents());
    const owner = await employer(a);
    const draft = await completeDraft(a, owner);
    expect(await searchFinds(b.app, draft.marker)).toBe(false);
    await publishWithCode(a, owner, draft);
    expect(await searchFinds(a.app, draft.marker)).toBe(true);
    expect(await searchFinds(b.app, draft.marker)).toBe(false);
  });
});

describe('the events of one channel', () => {
  it('hands each listener the events of its name, ignores what is not ours, and survives a throwing listener', () => {
    const listeners = new EventListeners();
    const heard: unknown[] = [];
    listeners.add('offers-changed', () => {
      throw new Error('a listener with a bug');
    });
    const stop = listeners.add('offers-changed', (payload) => heard.push(payload));
    listeners.deliver(encodeEvent('offers-changed', { tenantId: 'design' }));
    for (const junk of ['', 'null', '{"name":"other","payload":{}}', '{"name":"offers-changed"}', 'not json']) listeners.deliver(junk);
    stop();
    listeners.deliver(encodeEvent('offers-changed', { tenantId: 'jobboard' }));
    expect(heard).toEqual([{ tenantId: 'design' }]);
  });

  it('delivers within this process with LocalEvents, and nothing once closed', async () => {
    const events = new LocalEvents();
    const heard: unknown[] = [];
    events.subscribe('offers-changed', (payload) => heard.push(payload));
    await events.publish('offers-changed', { tenantId: 'jobboard' });
    await Promise.resolve();
    expect(heard).toEqual([{ tenantId: 'jobboard' }]);
    await events.close();
    await events.publish('offers-changed', { tenantId: 'design' });
    await Promise.resolve();
    expect(heard).toEqual([{ tenantId: 'jobboard' }]);
  });
});
