import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createServer } from '../../../composition/server/createServer.ts';
import type { Database } from '../../../gateway/db/openDatabase.ts';
import { drivers } from '../../support/databases.ts';
import { countOffers, searchOffers } from '../../../gateway/listing/queries/offerSearch.ts';
import { resolveFilters } from '../../../gateway/listing/offerConditions.ts';
import { parseOfferFilters } from '../../../gateway/listing/offerQuery.ts';
import { loadReferenceData } from '../../../gateway/listing/referenceData.ts';
import { seedDatabase } from '../../../gateway/seed/seedDatabase.ts';

/** The same migrations, queries and routes on both drivers: PGlite in process, and `pg` over the wire. */
describe.each(drivers)('the gateway on %s', (_name, open) => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await open();
    await database.db
      .insertInto('cities')
      .values({
        slug: 'gdansk',
        label_pl: 'Gdańsk',
        label_en: 'Gdansk',
        country: 'PL',
        grp: 'popularPoland',
        position: 1,
        latitude: 54.35,
        longitude: 18.65,
      })
      .execute();
    app = await createServer({
      gateway: { db: database.db, databaseKind: database.source, version: 'test', now: () => new Date() },
      defaultTenant: 'jobboard',
    });
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

  it('runs the listing search SQL the same way: text, array and numeric parameters, tsquery and distance', async () => {
    await seedDatabase(database.db, { offers: 60, now: new Date('2025-06-01T00:00:00Z') });
    const reference = await loadReferenceData(database.db);
    const filters = resolveFilters(
      parseOfferFilters({
        keywords: 'dev',
        skills: ['git'],
        employmentTypes: 'b2b,permanent',
        city: 'warszawa',
        cityRadiusKm: '50',
        currency: 'eur',
        salaryMin: '100',
      }),
      reference,
      'jobboard',
    );
    const loose = resolveFilters(parseOfferFilters({ keywords: 'dev' }), reference, 'jobboard');
    const rows = await searchOffers(database.db, 'jobboard', loose, { sortBy: 'salary', orderBy: 'DESC' }, { from: 0, limit: 100 });
    expect(rows.length).toBe(await countOffers(database.db, 'jobboard', loose));
    expect(rows.length).toBeGreaterThan(0);
    expect(Number.isNaN(new Date(rows[0]!.published_at).getTime())).toBe(false);
    expect(Array.isArray(rows[0]?.employment_types)).toBe(true);
    expect(typeof rows[0]?.latitude).toBe('number');
    expect(await countOffers(database.db, 'jobboard', filters)).toBeGreaterThanOrEqual(0);
  });

  it('reads back text with diacritics and doubles unchanged', async () => {
    const city = await database.db.selectFrom('cities').selectAll().where('slug', '=', 'gdansk').executeTakeFirstOrThrow();
    expect(city.label_pl).toBe('Gdańsk');
    expect(city.latitude).toBeCloseTo(54.35);
    expect(typeof city.position).toBe('number');
  });
});
