import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { GatewayHttpClient } from '../../../adapters/http/GatewayHttpClient.ts';
import { ListingDictionariesHttp } from '../../../adapters/http/listing/ListingDictionariesHttp.ts';
import { ListingDictionariesInMemory } from '../../../adapters/in-memory/listing/ListingDictionariesInMemory.ts';
import { createServer } from '../../../composition/server/createServer.ts';
import { injectFetch } from '../../../composition/server/injectFetch.ts';
import type { Database } from '../../../gateway/db/openDatabase.ts';
import { categoryTree, cityList } from '../../../gateway/listing/listingDictionaries.ts';
import type { ReferenceData } from '../../../gateway/listing/referenceData.ts';
import { categories } from '../../../gateway/seed/categories.ts';
import { cities } from '../../../gateway/seed/cities.ts';
import { seedDatabase } from '../../../gateway/seed/seedDatabase.ts';
import { tenants } from '../../../gateway/tenancy/tenants.ts';
import { pgliteDatabase } from '../../support/databases.ts';
import { listingDictionariesContract } from './listingDictionaries.contract.ts';

const reference: ReferenceData = {
  categories,
  cities,
  cityBySlug: new Map(cities.map((city) => [city.slug, city])),
  categoryById: new Map(categories.map((category) => [category.id, category])),
};
const jobboard = tenants.find((tenant) => tenant.id === 'jobboard')!;

listingDictionariesContract(
  'ListingDictionariesInMemory',
  async () =>
    new ListingDictionariesInMemory({
      categories: { pl: categoryTree(reference, 'jobboard', 'pl'), en: categoryTree(reference, 'jobboard', 'en') },
      cities: { pl: cityList(reference, jobboard, 'pl'), en: cityList(reference, jobboard, 'en') },
    }),
);

let database: Database | undefined;
let app: FastifyInstance | undefined;
beforeAll(async () => {
  database = await pgliteDatabase();
  await seedDatabase(database.db, { offers: 50, now: new Date('2025-06-01T00:00:00Z') });
  app = await createServer({
    gateway: { db: database.db, databaseKind: 'pglite', version: 'test', now: () => new Date() },
    defaultTenant: 'jobboard',
  });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

listingDictionariesContract(
  'ListingDictionariesHttp against the real gateway',
  async () => new ListingDictionariesHttp(new GatewayHttpClient('', injectFetch(app!)), 'jobboard'),
);
