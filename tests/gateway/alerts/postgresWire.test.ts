import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDigests } from '../../../gateway/alerts/digests.ts';
import { wireProtocolDatabase } from '../../support/databases.ts';
import {
  activationOf,
  guestPayload,
  markerFilters,
  outbox,
  post,
  publishOffers,
  startAlertsHarness,
  uniqueGuestEmail,
  type AlertsHarness,
} from './alertsHarness.ts';

/**
 * The alert SQL (advisory locks, FOR UPDATE SKIP LOCKED over a join, savepoints, jsonb) through the
 * `pg` driver over the PostgreSQL wire protocol: the path a PostgreSQL server at DATABASE_URL takes.
 */
describe('alerts over the PostgreSQL wire protocol', () => {
  let h: AlertsHarness;
  beforeAll(async () => {
    h = await startAlertsHarness({ offers: 60, database: wireProtocolDatabase });
  });
  afterAll(async () => h.close());

  it('creates, activates and digests an alert once', async () => {
    const marker = 'Wiremarker';
    const email = uniqueGuestEmail('wire');
    const created = await post(h.app, '/api/jobboard/guests/job-alerts', guestPayload({ email, frequency: 'daily', filters: markerFilters(marker) }));
    expect(created.statusCode).toBe(201);
    const [activation] = await outbox(h.db, email);
    expect(
      (await h.app.inject({ method: 'PUT', url: '/api/jobboard/guests/job-alerts/activation', payload: activationOf(activation!) })).statusCode,
    ).toBe(204);
    await publishOffers(h.db, { count: 2, publishedAt: new Date(h.clock.now.getTime() + 60_000), marker });
    h.clock.now = new Date(h.clock.now.getTime() + 86_400_000);
    await Promise.all([runDigests(h.deps, h.clock.now, { batchSize: 1 }), runDigests(h.deps, h.clock.now, { batchSize: 1 })]);
    const digests = (await outbox(h.db, email)).filter((message) => message.kind === 'digest');
    expect(digests).toHaveLength(1);
    expect(digests[0]!.subject).toBe('2 nowe oferty: React, Kraków');
  });
});
