// @ts-nocheck
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createServer } from '../../../composition/server/createServer.ts';
import type { Database } from '../../../gateway/db/openDatabase.ts';
import { drivers } from '../../support/databases.ts';

/** The same migrations, queries and routes on both drivers: PGlite in process, and `pg` over the wire. */
describe.each(drivers)('the gateway on %s', (_name, open) => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await open();
    await database.db
      .insertInto('cities')
      .values({ slug: 'gdansk', label_pl: 'Gdańsk', label_en: 'Gdansk', country: 'PL', grp: 'popularPoland', position: 1, latitude: 54.35, longitude: 18.65 })
      .execute();
    app = await createServer({ gateway: { db: database.db, databaseKind: database.source, version: 'test', now: () => new Date() }, defaultTenant: 'jobboard' });
  });

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('answers the health route with numbers as numbers', async () => {
    const response = await app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', offers: 0, database: database.source });
  });

  it('reads back text with diacritics and doubles unchanged', async () => {
    const city = await database.db.selectFrom('cities').selectAll().where('slug', '=', 'gdansk').executeTakeFirstOrThrow();
    expect(city.label_pl).toBe('Gdańsk');
    expect(city.latitude).toBeCloseTo(54.35);
    expect(typeof city.position).toBe('number');
  });
});
