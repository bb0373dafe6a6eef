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

describe('an address whose percent-encoding is broken', () => {
  it('gets a readable 404 page, not a framework 400 or a 500', async () => {
    const database = await pgliteDatabase();
    const app = await createServer({
      gateway: { db: database.db, databaseKind: 'pglite', version: 'test', now: () => new Date() },
      defaultTenant: 'jobboard',
    });
    try {
      for (const url of ['/%ZZ', '/job-offers/%E0%A4%A']) {
        const response = await app.inject({ url });
        expect(response.statusCode).toBe(404);
        expect(response.body).toContain('404');
      }
    } finally {
      await app.close();
      await database.close();
    }
  });
});
