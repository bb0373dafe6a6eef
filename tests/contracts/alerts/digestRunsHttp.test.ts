import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { DigestRunsHttp } from '../../../adapters/http/alerts/DigestRunsHttp.ts';
import { GatewayHttpClient } from '../../../adapters/http/GatewayHttpClient.ts';
import { emptyFiltersPayload, type FiltersPayload } from '../../../core/alerts/JobFilter.ts';
import { createServer } from '../../../composition/server/createServer.ts';
import { injectFetch } from '../../../composition/server/injectFetch.ts';
import type { Database } from '../../../gateway/db/openDatabase.ts';
import { seedDatabase } from '../../../gateway/seed/seedDatabase.ts';
import { testDatabase } from '../../support/databases.ts';
import { digestRunsContract } from './digestRuns.contract.ts';

/**
 * DigestRunsHttp against the real gateway (`POST /api/operator/digests/run`): each fixture adds two
 * active alerts due now, one whose search matches the seeded offers published since it was
 * activated and one that matches nothing (due, but no digest).
 */
const NOW = new Date('2025-06-01T00:00:00Z');
const DAY = 86_400_000;
const TOKEN = 'test-operator-token-0123456789';
let database: Database;
let withToken: FastifyInstance;
let withoutToken: FastifyInstance;

beforeAll(async () => {
  database = await testDatabase();
  await seedDatabase(database.db, { offers: 150, now: NOW });
  const gateway = { db: database.db, databaseKind: 'pglite' as const, version: 'test', now: () => NOW };
  withToken = await createServer({ gateway, defaultTenant: 'jobboard', operatorToken: TOKEN });
  withoutToken = await createServer({ gateway, defaultTenant: 'jobboard' });
});
afterAll(async () => {
  await withToken.close();
  await withoutToken.close();
  await database.close();
});

async function dueAlert(name: string, filters: FiltersPayload): Promise<void> {
  const filterId = randomUUID();
  // One guest search per address and URL: each alert gets an address of its own.
  const email = `ops-${filterId.slice(0, 8)}@example.com`;
  await database.db
    .insertInto('job_filters')
    .values({
      id: filterId,
      tenant_id: 'jobboard',
      candidate_id: null,
      guest_email: email,
      search_url: '/job-offers/all-locations',
      name,
      filters: JSON.stringify(filters),
      created_at: new Date(NOW.getTime() - 4 * DAY),
    })
    .execute();
  await database.db
    .insertInto('job_alerts')
    .values({
      id: randomUUID(),
      job_filter_id: filterId,
      tenant_id: 'jobboard',
      email,
      language: 'en',
      status: 'active',
      frequency: 'daily',
      marketing_agreement: false,
      last_error: null,
      activated_at: new Date(NOW.getTime() - 3 * DAY),
      next_digest_at: new Date(NOW.getTime() - 60_000),
      created_at: new Date(NOW.getTime() - 4 * DAY),
    })
    .execute();
}

digestRunsContract('DigestRunsHttp against the real gateway', {
  withDueDigests: async () => {
    await dueAlert('Everything', emptyFiltersPayload);
    await dueAlert('Nothing matches', { ...emptyFiltersPayload, search: { ...emptyFiltersPayload.search, keywords: ['zzqx-no-such-offer'] } });
    return { digestRuns: new DigestRunsHttp(new GatewayHttpClient('', injectFetch(withToken))), operatorToken: TOKEN };
  },
  withoutOperatorToken: async () => new DigestRunsHttp(new GatewayHttpClient('', injectFetch(withoutToken))),
});
