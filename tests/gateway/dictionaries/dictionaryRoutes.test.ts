import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LabelledKeyListCodec } from '../../../contract/companies.ts';
import { createServer } from '../../../composition/server/createServer.ts';
import type { Database } from '../../../gateway/db/openDatabase.ts';
import { dictionaryEntries } from '../../../gateway/dictionaries/dictionaryEntries.ts';
import { testDatabase } from '../../support/databases.ts';

/**
 * The candidate-side dictionaries of engagement.md 7 that answered 404: `/benefits`, `/industries`,
 * `/company-types` and `/dresscodes`, each with `lang`, from seeded data in both languages.
 */
describe('dictionaries with lang', () => {
  let database: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await testDatabase();
    app = await createServer({
      gateway: { db: database.db, databaseKind: 'pglite', version: 'test', now: () => new Date() },
      defaultTenant: 'jobboard',
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const get = async (path: string) => {
    const response = await app.inject({ url: `/api/jobboard/${path}` });
    return { status: response.statusCode, body: response.json() as unknown };
  };

  it.each(['benefits', 'industries', 'company-types', 'dresscodes'])('/%s answers in each language, under the contract', async (path) => {
    for (const lang of ['pl', 'en']) {
      const { status, body } = await get(`${path}?lang=${lang}`);
      expect(status, `${path}?lang=${lang}`).toBe(200);
      expect(LabelledKeyListCodec.is(body)).toBe(true);
      expect((body as unknown[]).length).toBeGreaterThan(0);
    }
    const pl = (await get(`${path}?lang=pl`)).body as Array<{ key: string }>;
    const en = (await get(`${path}?lang=en`)).body as Array<{ key: string }>;
    expect(pl.map((entry) => entry.key)).toEqual(en.map((entry) => entry.key));
  });

  it('serves the seeded benefits and dress codes in their order, labelled in the language asked for', async () => {
    const benefits = dictionaryEntries.filter((entry) => entry.kind === 'benefit');
    expect((await get('benefits?lang=pl')).body).toEqual(benefits.map((entry) => ({ key: entry.key, label: entry.label_pl })));
    expect((await get('benefits?lang=en')).body).toEqual(benefits.map((entry) => ({ key: entry.key, label: entry.label_en })));
    expect((await get('dresscodes?lang=en')).body).toContainEqual({ key: 'smart-casual', label: 'Smart casual' });
    expect((await get('dresscodes?lang=pl')).body).toContainEqual({ key: 'casual', label: 'Swobodny' });
  });

  it('without lang, answers in the tenant’s default language', async () => {
    expect((await get('benefits')).body).toEqual((await get('benefits?lang=pl')).body);
    const design = await app.inject({ url: '/api/design/benefits' });
    expect(design.json()).toEqual((await get('benefits?lang=en')).body);
  });

  it('an unknown tenant is a readable 404', async () => {
    const response = await app.inject({ url: '/api/nosuch/dresscodes' });
    expect(response.statusCode).toBe(404);
  });
});
