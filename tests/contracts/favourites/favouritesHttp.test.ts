import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FavouritesHttp } from '../../../adapters/http/favourites/FavouritesHttp.ts';
import { GatewayHttpClient } from '../../../adapters/http/GatewayHttpClient.ts';
import { createServer } from '../../../composition/server/createServer.ts';
import { injectFetch } from '../../../composition/server/injectFetch.ts';
import type { Database } from '../../../gateway/db/openDatabase.ts';
import { seedDatabase } from '../../../gateway/seed/seedDatabase.ts';
import { pgliteDatabase } from '../../support/databases.ts';
import { register, testHashing, testSecret } from '../../gateway/session/sessionHarness.ts';
import { favouritesContract } from './favourites.contract.ts';

const SEEDED_AT = new Date('2025-06-01T00:00:00Z');
let database: Database | undefined;
let app: FastifyInstance | undefined;
let offerIds: string[] = [];

/** The real gateway over a seeded PGlite, in process; its clock ticks a second per reading so "newest first" is well defined. */
beforeAll(async () => {
  database = await pgliteDatabase();
  await seedDatabase(database.db, { offers: 150, now: SEEDED_AT });
  let tick = 0;
  app = await createServer({
    gateway: {
      db: database.db,
      databaseKind: 'pglite',
      version: 'test',
      now: () => new Date(SEEDED_AT.getTime() + ++tick * 1000),
      auth: { secret: testSecret, passwordHashing: testHashing },
    },
    defaultTenant: 'jobboard',
  });
  offerIds = (await database.db.selectFrom('offers').select('id').where('tenant_id', '=', 'jobboard').orderBy('id').limit(30).execute()).map(
    (row) => row.id,
  );
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

function adapter(token: string | null): FavouritesHttp {
  if (!app) throw new Error('the gateway is not up');
  const headers = () => (token === null ? {} : { authorization: `Bearer ${token}` });
  return new FavouritesHttp(new GatewayHttpClient('', injectFetch(app), headers), 'jobboard');
}

favouritesContract('FavouritesHttp against the real gateway', {
  fresh: async () => {
    if (!app) throw new Error('the gateway is not up');
    const account = await register(app);
    return { favourites: adapter(account.token), offerIds, unknownOfferId: '00000000-0000-4000-8000-999999999999' };
  },
  withoutSession: async () => adapter(null),
});

describe('FavouritesHttp', () => {
  it('brings each favourite’s offer card along for the favourites page', async () => {
    if (!app) throw new Error('the gateway is not up');
    const favourites = adapter((await register(app)).token);
    await favourites.add(offerIds[0] as string);
    const page = (await favourites.list(1, 20))._unsafeUnwrap();
    expect(page.items[0]?.offer).toMatchObject({ guid: offerIds[0], isFavorite: true });
    expect(page.items[0]?.offer?.title).toEqual(expect.any(String));
  });
});
