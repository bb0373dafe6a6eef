import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DigestRunReportCodec, type DigestRunReportDto } from '../../../contract/operator.ts';
import { emptyFiltersPayload } from '../../../core/alerts/JobFilter.ts';
import { createServer } from '../../../composition/server/createServer.ts';
import { loadOperatorToken } from '../../../composition/server/loadOperatorToken.ts';
import { readOperatorToken, SettingError } from '../../../composition/server/settings.ts';
import type { Database } from '../../../gateway/db/openDatabase.ts';
import { seedDatabase } from '../../../gateway/seed/seedDatabase.ts';
import { testDatabase } from '../../support/databases.ts';

/** POST /api/operator/digests/run: the operator's digest run, guarded by the operator token. */
const NOW = new Date('2025-06-01T00:00:00Z');
const TOKEN = 'operator-token-for-this-test-0123';
let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await testDatabase();
  await seedDatabase(database.db, { offers: 120, now: NOW });
  app = await createServer({
    gateway: { db: database.db, databaseKind: 'pglite', version: 'test', now: () => NOW },
    defaultTenant: 'jobboard',
    operatorToken: TOKEN,
  });
  const filterId = randomUUID();
  await database.db
    .insertInto('job_filters')
    .values({
      id: filterId,
      tenant_id: 'jobboard',
      candidate_id: null,
      guest_email: 'ops@example.com',
      search_url: '/job-offers/all-locations',
      name: 'All offers',
      filters: JSON.stringify(emptyFiltersPayload),
      created_at: new Date(NOW.getTime() - 9 * 86_400_000),
    })
    .execute();
  await database.db
    .insertInto('job_alerts')
    .values({
      id: randomUUID(),
      job_filter_id: filterId,
      tenant_id: 'jobboard',
      email: 'ops@example.com',
      language: 'en',
      status: 'active',
      frequency: 'daily',
      marketing_agreement: false,
      last_error: null,
      activated_at: new Date(NOW.getTime() - 8 * 86_400_000),
      next_digest_at: new Date(NOW.getTime() - 60_000),
      created_at: new Date(NOW.getTime() - 9 * 86_400_000),
    })
    .execute();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const run = (body: unknown, authorization: string | null = `Bearer ${TOKEN}`) =>
  app.inject({
    method: 'POST',
    url: '/api/operator/digests/run',
    payload: body as Record<string, unknown>,
    headers: authorization === null ? {} : { authorization },
  });
const digestsInOutbox = async () =>
  Number((await sql<{ n: string }>`select count(*) as n from outbox where kind = 'digest'`.execute(database.db)).rows[0]?.n);

describe('the operator token', () => {
  it.each([null, 'Bearer wrong-token', `Basic ${TOKEN}`, `Bearer ${TOKEN}x`])('%s is a readable 401', async (authorization) => {
    const response = await run({ dryRun: true }, authorization);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: 'unauthorized', message: expect.stringContaining('operator token') });
  });

  it('a gateway without one takes no operator calls (403)', async () => {
    const closed = await createServer({
      gateway: { db: database.db, databaseKind: 'pglite', version: 'test', now: () => NOW },
      defaultTenant: 'jobboard',
    });
    try {
      expect(
        (await closed.inject({ method: 'POST', url: '/api/operator/digests/run', headers: { authorization: `Bearer ${TOKEN}` } })).statusCode,
      ).toBe(403);
    } finally {
      await closed.close();
    }
  });
});

describe('POST /api/operator/digests/run', () => {
  it('refuses a body that is not {dryRun}', async () => {
    const response = await run({ dryRun: 'yes' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'bad-request' });
  });

  it('a dry run reports the due digest and writes nothing; the run writes exactly what it reported', async () => {
    const dry = (await run({ dryRun: true })).json() as DigestRunReportDto;
    expect(DigestRunReportCodec.is(dry)).toBe(true);
    expect(dry).toMatchObject({ dryRun: true, alerts: 1, digests: 1, failed: 0 });
    expect(dry.preview[0]).toMatchObject({ email: 'ops@example.com', name: 'All offers', tenant: 'jobboard' });
    // The seeded offers of the board published since the alert was activated, up to the digest's 20.
    const since = await sql<{
      n: string;
    }>`select count(*) as n from offers where tenant_id = 'jobboard' and published_at > ${new Date(NOW.getTime() - 8 * 86_400_000)} and published_at <= ${new Date(NOW.getTime() - 60_000)}`.execute(
      database.db,
    );
    const published = Number(since.rows[0]?.n);
    expect(published).toBeGreaterThan(0);
    expect(dry.offers).toBe(Math.min(published, 20));
    expect(dry.preview[0]?.more).toBe(published > 20);
    expect(dry.preview[0]?.titles).toHaveLength(dry.offers);
    expect(await digestsInOutbox()).toBe(0);

    const done = (await run({})).json() as DigestRunReportDto;
    expect(done).toEqual({ ...dry, dryRun: false, preview: [] });
    expect(await digestsInOutbox()).toBe(1);
    expect(((await run({ dryRun: true })).json() as DigestRunReportDto).alerts).toBe(0);
  });
});

describe('OPERATOR_TOKEN', () => {
  it('is read when set (24+ characters, no spaces), refused otherwise with a line naming it', () => {
    expect(readOperatorToken(undefined)).toBeNull();
    expect(readOperatorToken(` ${TOKEN} `)).toBe(TOKEN);
    for (const text of ['short', 'a token with spaces in it 12345']) expect(() => readOperatorToken(text)).toThrow(SettingError);
  });

  it('unset, one is made in the data folder on the first start (owner-only) and kept', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'operator-token-'));
    try {
      const first = await loadOperatorToken(null, dir);
      expect(first.length).toBeGreaterThanOrEqual(24);
      expect((await readFile(path.join(dir, 'operator-token'), 'utf8')).trim()).toBe(first);
      expect((await stat(path.join(dir, 'operator-token'))).mode & 0o777).toBe(0o600);
      expect(await loadOperatorToken(null, dir)).toBe(first);
      expect(await loadOperatorToken(TOKEN, dir)).toBe(TOKEN);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
