import type { FastifyInstance } from 'fastify';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OffersByCursorCodec, type OffersByCursorDto } from '../../../contract/listing.ts';
import { createServer } from '../../../composition/server/createServer.ts';
import type { Database } from '../../../gateway/db/openDatabase.ts';
import { AGGREGATE_TTL_MS } from '../../../gateway/listing/listingRoutes.ts';
import { OfferChanges } from '../../../gateway/listing/OfferChanges.ts';
import { seedDatabase } from '../../../gateway/seed/seedDatabase.ts';
import { testDatabase } from '../../support/databases.ts';
import { publishOffers } from '../alerts/alertsHarness.ts';
import { SEEDED_AT } from './seededGateway.ts';

/** The gateway over a seeded PGlite, on a clock the test moves, counting the SQL statements it runs. */
interface CountingGateway {
  readonly app: FastifyInstance;
  readonly offerChanges: OfferChanges;
  readonly statements: () => number;
  readonly advanceClock: (ms: number) => void;
}

let database: Database;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  database = await testDatabase();
  await seedDatabase(database.db, { offers: 300, now: SEEDED_AT });
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await database.close();
});

async function gateway(listingCache?: boolean): Promise<CountingGateway> {
  let statements = 0;
  const counting: KyselyPlugin = {
    transformQuery: ({ node }) => {
      statements += 1;
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  let now = SEEDED_AT.getTime();
  const offerChanges = new OfferChanges();
  const app = await createServer({
    gateway: {
      db: database.db.withPlugin(counting),
      databaseKind: 'pglite',
      version: 'test',
      now: () => new Date(now),
      offerChanges,
      ...(listingCache === undefined ? {} : { listingCache }),
    },
    defaultTenant: 'jobboard',
  });
  apps.push(app);
  return { app, offerChanges, statements: () => statements, advanceClock: (ms) => (now += ms) };
}

const byCursor = '/api/jobboard/v2/user-panel/offers/by-cursor';

async function search(g: CountingGateway, query: string): Promise<{ body: string; page: OffersByCursorDto; statements: number }> {
  const before = g.statements();
  const response = await g.app.inject({ url: `${byCursor}?${query}` });
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  const page: unknown = response.json();
  expect(OffersByCursorCodec.is(page), response.body.slice(0, 300)).toBe(true);
  return { body: response.body, page: page as OffersByCursorDto, statements: g.statements() - before };
}

/** A marker word no seeded offer has, so a keyword search finds exactly the offers published with it. */
let markers = 0;
const newMarker = () => `Zzcachemarker${(markers += 1)}`;

describe('GET …/offers/by-cursor with the search cache (as configured)', () => {
  it('answers a repeat with the same body, without a query; the same search written differently too', async () => {
    const g = await gateway();
    const first = await search(g, 'skills=docker&experienceLevels=senior&experienceLevels=mid&currency=eur');
    expect(first.statements).toBeGreaterThan(0);
    const again = await search(g, 'skills=docker&experienceLevels=senior&experienceLevels=mid&currency=eur');
    expect(again).toEqual({ ...first, statements: 0 });
    const reordered = await search(g, 'currency=EUR&experienceLevels=mid,senior&skills=docker');
    expect(reordered).toEqual({ ...first, statements: 0 });
  });

  it('runs a different search: another filter, page, sort, currency or language is another answer', async () => {
    const g = await gateway();
    const base = await search(g, 'city=warszawa');
    for (const other of [
      'city=krakow',
      'city=warszawa&from=20',
      'city=warszawa&sortBy=salary',
      'city=warszawa&currency=usd',
      'city=warszawa&lang=en',
    ]) {
      const answer = await search(g, other);
      expect(answer.statements, other).toBeGreaterThan(0);
      expect(answer.body, other).not.toBe(base.body);
    }
  });

  it("keeps an answer for the count cache's 30 s, by the gateway's clock, then shows what changed", async () => {
    const g = await gateway();
    const marker = newMarker();
    const before = await search(g, `keywords=${marker}`);
    expect(before.page.items).toEqual([]);
    // Written by someone who does not tell this process (another process, a script): stale within the TTL.
    await publishOffers(database.db, { count: 2, publishedAt: new Date(SEEDED_AT.getTime() + 60_000), marker });
    g.advanceClock(AGGREGATE_TTL_MS - 1);
    expect((await search(g, `keywords=${marker}`)).body).toBe(before.body);
    g.advanceClock(1);
    const after = await search(g, `keywords=${marker}`);
    expect(after.page.items.map((item) => item.title.split(' ')[0])).toEqual([marker, marker]);
    expect(after.page.totalCount).toBe(2);
  });

  it('starts afresh after an offer write in this process: the page and its count at once', async () => {
    const g = await gateway();
    const marker = newMarker();
    const newest = await search(g, 'sortBy=newest');
    expect((await search(g, `keywords=${marker}`)).page.totalCount).toBe(0);
    await publishOffers(database.db, { count: 3, publishedAt: new Date(SEEDED_AT.getTime() + 120_000), marker });
    g.offerChanges.changed();
    const found = await search(g, `keywords=${marker}`);
    expect(found.page.items).toHaveLength(3);
    expect(found.page.totalCount).toBe(3);
    const newestNow = await search(g, 'sortBy=newest');
    expect(newestNow.page.items[0]!.title.startsWith(marker)).toBe(true);
    expect(newestNow.page.totalCount).toBe(newest.page.totalCount + 3);
  });

  it('runs one query for concurrent identical searches (single-flight)', async () => {
    const g = await gateway();
    await search(g, 'categories=java');
    // A search nobody asked yet costs this many statements when it is alone…
    const alone = (await search(g, 'skills=react&withSalary=1')).statements;
    // …and no more when eight ask for another one at the same moment.
    const before = g.statements();
    const answers = await Promise.all(Array.from({ length: 8 }, () => g.app.inject({ url: `${byCursor}?skills=python&withSalary=1` })));
    expect(g.statements() - before).toBe(alone);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
  });
});

describe('GET …/offers/by-cursor with LISTING_CACHE=off', () => {
  it('runs the page query for every request and shows a write at once', async () => {
    const g = await gateway(false);
    const marker = newMarker();
    const first = await search(g, `keywords=${marker}`);
    const again = await search(g, `keywords=${marker}`);
    expect(again.statements).toBeGreaterThan(0);
    expect(again.body).toBe(first.body);
    await publishOffers(database.db, { count: 1, publishedAt: new Date(SEEDED_AT.getTime() + 180_000), marker });
    const after = await search(g, `keywords=${marker}`);
    expect(after.page.items).toHaveLength(1);
  });
});
