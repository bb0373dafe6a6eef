import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { GatewayHttpClient } from '../../../adapters/http/GatewayHttpClient.ts';
import { BlogHttp } from '../../../adapters/http/homepage/BlogHttp.ts';
import { HomepageOffersHttp } from '../../../adapters/http/homepage/HomepageOffersHttp.ts';
import { createServer } from '../../../composition/server/createServer.ts';
import { injectFetch } from '../../../composition/server/injectFetch.ts';
import type { Database } from '../../../gateway/db/openDatabase.ts';
import { seedDatabase } from '../../../gateway/seed/seedDatabase.ts';
import { startFeedServer, type FeedServer } from '../../gateway/homepage/feedServer.ts';
import { pgliteDatabase } from '../../support/databases.ts';
import { blogContract } from './blog.contract.ts';
import { homepageOffersContract } from './homepageOffers.contract.ts';

const SEEDED_AT = new Date('2025-06-01T00:00:00Z');
let database: Database;
let feeds: FeedServer;
/** One gateway per blog source, over one seeded database: the demo blog, a real feed, a dead feed. */
const gateways = new Map<string, FastifyInstance>();
let superOffers = new Set<string>();
let banner = { categoryKey: '', city: '' };

beforeAll(async () => {
  database = await pgliteDatabase();
  await seedDatabase(database.db, { offers: 600, now: SEEDED_AT });
  feeds = await startFeedServer();
  for (const [name, blogFeedUrl] of [
    ['demo', null],
    ['rss', `${feeds.base}/rss.xml`],
    ['dead', `${feeds.base}/down.xml`],
  ] as const) {
    gateways.set(
      name,
      await createServer({
        gateway: { db: database.db, databaseKind: 'pglite', version: 'test', now: () => SEEDED_AT, blogFeedUrl },
        defaultTenant: 'jobboard',
      }),
    );
  }
  const rows = await database.db
    .selectFrom('offers as o')
    .innerJoin('companies as c', 'c.id', 'o.company_id')
    .select('o.id')
    .where('o.tenant_id', '=', 'jobboard')
    .where('c.is_top', '=', true)
    .execute();
  superOffers = new Set(rows.map((row) => row.id));
  // A category and city with at least three super offers (the main category counts its subcategories).
  const { rows: places } = await sql<{ slug: string; city_slug: string }>`
    select main.slug, o.city_slug from offers o
    join companies c on c.id = o.company_id and c.is_top
    join categories sub on sub.id = o.category_id
    join categories main on main.tenant_id = sub.tenant_id and main.lft <= sub.lft and main.rgt >= sub.rgt
    where o.tenant_id = 'jobboard'
    group by main.slug, o.city_slug having count(*) >= 3 order by count(*) desc limit 1`.execute(database.db);
  banner = { categoryKey: places[0]?.slug ?? '', city: places[0]?.city_slug ?? '' };
});

afterAll(async () => {
  for (const app of gateways.values()) await app.close();
  await feeds.close();
  await database.close();
});

const client = (name: string) => {
  const app = gateways.get(name);
  if (!app) throw new Error(`no ${name} gateway`);
  return new GatewayHttpClient('', injectFetch(app));
};

blogContract('BlogHttp against the real gateway with the demo blog', {
  blog: async () => new BlogHttp(client('demo'), 'jobboard'),
  unavailable: async () => new BlogHttp(client('dead'), 'jobboard'),
});

blogContract('BlogHttp against the real gateway reading an RSS feed (BLOG_FEED_URL)', {
  blog: async () => new BlogHttp(client('rss'), 'jobboard'),
  unavailable: async () => new BlogHttp(client('dead'), 'jobboard'),
});

homepageOffersContract('HomepageOffersHttp against the real gateway', {
  offers: async () => new HomepageOffersHttp(client('demo'), 'jobboard'),
  isSuper: (guid) => superOffers.has(guid),
  get banner() {
    return banner;
  },
});
