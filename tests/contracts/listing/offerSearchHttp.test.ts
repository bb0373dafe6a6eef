import type { FastifyInstance } from 'fastify';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll } from 'vitest';
import { GatewayHttpClient } from '../../../adapters/http/GatewayHttpClient.ts';
import { OfferSearchHttp } from '../../../adapters/http/listing/OfferSearchHttp.ts';
import { createServer } from '../../../composition/server/createServer.ts';
import { injectFetch } from '../../../composition/server/injectFetch.ts';
import type { Database } from '../../../gateway/db/openDatabase.ts';
import { seedDatabase } from '../../../gateway/seed/seedDatabase.ts';
import { pgliteDatabase } from '../../support/databases.ts';
import { offerSearchContract } from './offerSearch.contract.ts';

const SEEDED_AT = new Date('2025-06-01T00:00:00Z');

let database: Database | undefined;
let app: FastifyInstance | undefined;

/** The real gateway over a seeded PGlite, reached in process through the very fetch the server renderer uses. */
beforeAll(async () => {
  database = await pgliteDatabase();
  await seedDatabase(database.db, { offers: 600, now: SEEDED_AT });
  app = await createServer({
    gateway: { db: database.db, databaseKind: 'pglite', version: 'test', now: () => SEEDED_AT },
    defaultTenant: 'jobboard',
  });
});

async function realGateway(): Promise<OfferSearchHttp> {
  if (!app) throw new Error('the gateway is not up');
  return new OfferSearchHttp(new GatewayHttpClient('', injectFetch(app)), 'jobboard');
}

afterAll(async () => {
  await app?.close();
  await database?.close();
});

offerSearchContract('OfferSearchHttp against the real gateway', { kind: 'offers', offerSearch: realGateway });

/** Each route answers 200 with a body that breaks its contract at one field. */
const base = 'http://gateway.test/api/jobboard';
const up = `${base}/v2/user-panel`;
const card = { slug: 'a', guid: 'b', title: 'c', employmentTypes: [], companyLogoThumbUrl: '', applyUrl: null, companyName: 'd' };
const server = setupServer(
  http.get(`${up}/offers/by-cursor`, () =>
    HttpResponse.json({ items: [{ ...card, workplaceType: 'moon' }], totalCount: 1, nextFrom: null, pageSize: 100 }),
  ),
  http.get(`${up}/offers/count`, () => HttpResponse.json({ count: '12' })),
  http.get(`${up}/offers/all-boards/count`, () => HttpResponse.json({})),
  http.get(`${up}/offers/count/categories`, () =>
    HttpResponse.json([
      { categoryId: 1, count: 2 },
      { categoryId: null, count: 3 },
    ]),
  ),
  http.get(`${up}/offers/suggest`, () => HttpResponse.json({ titles: [{ title: 'x' }], companies: 'none', skills: [] })),
  http.get(`${up}/offers/clusters`, () =>
    HttpResponse.json([
      { id: 'warszawa', count: 1, region: 'W', longitude: 'east', latitude: 52, categoryId: null, categoryKey: null, geoJson: null },
    ]),
  ),
  http.get(`${up}/offers/markers`, () => HttpResponse.json({ markers: [] })),
  http.get(`${up}/offer-lookalikes/:slug`, () => HttpResponse.text('<html>oops</html>')),
  http.get(`${base}/job-advertisements/:idOrSlug`, () =>
    HttpResponse.json({ ...card, employmentTypes: [{ type: 'b2b', from: 1, to: 2, currency: 'btc' }] }),
  ),
  http.get(`${base}/company/:slug/short-info`, () =>
    HttpResponse.json({ slug: 's', name: 'n', logoUrl: 'l', shortDescription: 'd', companyType: 't', size: 's', url: 'u' }),
  ),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

offerSearchContract('OfferSearchHttp against malformed answers (msw)', {
  kind: 'malformed',
  offerSearch: async () => new OfferSearchHttp(new GatewayHttpClient('http://gateway.test', (input, init) => fetch(input, init)), 'jobboard'),
  expectedPaths: {
    search: 'items.0.0.workplaceType',
    count: 'count',
    allBoardsCount: 'count',
    categoryCounts: '1.categoryId',
    suggest: 'companies',
    clusters: '0.longitude',
    markers: '(root)',
    lookalikes: '(body is not JSON)',
    offer: '0.0.employmentTypes.0.currency',
    companyShortInfo: 'offersCount',
  },
});
