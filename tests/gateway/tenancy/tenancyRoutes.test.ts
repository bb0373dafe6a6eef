import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createServer } from '../../../composition/server/createServer.ts';
import type { Database } from '../../../gateway/db/openDatabase.ts';
import { TenantCodec } from '../../../contract/tenancy.ts';
import { testDatabase } from '../../support/databases.ts';

describe('tenancy routes', () => {
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

  it('lists the three tenants, each valid under the contract', async () => {
    const response = await app.inject({ url: '/api/tenants' });
    const body = response.json() as unknown[];
    expect(body.map((tenant) => (tenant as { id: string }).id)).toEqual(['jobboard', 'engineers', 'design']);
    for (const tenant of body) expect(TenantCodec.is(tenant)).toBe(true);
  });

  it('gives one tenant under its own path', async () => {
    const response = await app.inject({ url: '/api/design/tenant' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: 'design', cityGroups: ['popular', 'other'] });
  });

  it('answers an unknown tenant with a readable JSON 404', async () => {
    const response = await app.inject({ url: '/api/nosuch/tenant' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'unknown-tenant' });
  });

  it('answers an unknown API path with JSON 404, never a page', async () => {
    const response = await app.inject({ url: '/api/jobboard/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
  });

  it('sends the security headers on every response', async () => {
    const response = await app.inject({ url: '/api/tenants' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(String(response.headers['content-security-policy'])).toContain("default-src 'self'");
    expect(String(response.headers['content-security-policy'])).not.toContain('unsafe-inline');
  });
});
