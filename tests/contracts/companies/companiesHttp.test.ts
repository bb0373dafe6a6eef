import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { CompaniesHttp } from '../../../adapters/http/companies/CompaniesHttp.ts';
import { GatewayHttpClient } from '../../../adapters/http/GatewayHttpClient.ts';
import { createServer } from '../../../composition/server/createServer.ts';
import { injectFetch } from '../../../composition/server/injectFetch.ts';
import type { Database } from '../../../gateway/db/openDatabase.ts';
import { seedDatabase } from '../../../gateway/seed/seedDatabase.ts';
import { pgliteDatabase } from '../../support/databases.ts';
import { companiesContract } from './companies.contract.ts';

const SEEDED_AT = new Date('2025-06-01T00:00:00Z');
let database: Database | undefined;
let app: FastifyInstance | undefined;
let offer = { key: '', companySlug: '' };

/** The real gateway over a seeded PGlite (400 demo companies), reached in process. */
beforeAll(async () => {
  database = await pgliteDatabase();
  await seedDatabase(database.db, { offers: 300, now: SEEDED_AT });
  app = await createServer({
    gateway: { db: database.db, databaseKind: 'pglite', version: 'test', now: () => SEEDED_AT },
    defaultTenant: 'jobboard',
  });
  const row = await database.db
    .selectFrom('offers as o')
    .innerJoin('companies as c', 'c.id', 'o.company_id')
    .select(['o.slug', 'c.slug as company'])
    .where('o.tenant_id', '=', 'jobboard')
    .executeTakeFirstOrThrow();
  offer = { key: row.slug, companySlug: row.company };
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

companiesContract('CompaniesHttp against the real gateway', {
  companies: async () => {
    if (!app) throw new Error('the gateway is not up');
    return new CompaniesHttp(new GatewayHttpClient('', injectFetch(app)), 'jobboard');
  },
  city: 'krakow',
  get offer() {
    return offer;
  },
});
