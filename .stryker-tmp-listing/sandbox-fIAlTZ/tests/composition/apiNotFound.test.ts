// @ts-nocheck
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createServer } from '../../composition/server/createServer.ts';
import type { Database } from '../../gateway/db/openDatabase.ts';
import { pgliteDatabase } from '../support/databases.ts';

/** With the page renderer's catch-all mounted, unknown API paths must still answer as the API. */
describe('an unknown API path beside the pages', () => {
  let database: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await pgliteDatabase();
    app = await createServer({
      gateway: { db: database.db, databaseKind: 'pglite', version: 'test', now: () => new Date() },
      defaultTenant: 'jobboard',
      renderPages: async (pages) => {
        pages.all('/*', async (_request, reply) => reply.type('text/html').send('<!doctype html><p>page</p>'));
      },
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('is a JSON 404, not a page', async () => {
    const response = await app.inject({ url: '/api/jobboard/no-such-route' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toMatchObject({ error: 'not-found' });
  });

  it('leaves page paths to the renderer', async () => {
    const response = await app.inject({ url: '/job-offers/all-locations' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('page');
  });

  it('leaves paths that merely start with "api" to the renderer', async () => {
    const response = await app.inject({ url: '/apis-and-more' });
    expect(response.statusCode).toBe(200);
  });
});
