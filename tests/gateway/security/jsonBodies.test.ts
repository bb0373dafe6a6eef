import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../../../composition/server/createServer.ts';
import type { Database } from '../../../gateway/db/openDatabase.ts';
import { jsonDepth, MAX_JSON_DEPTH } from '../../../gateway/http/jsonBodies.ts';
import { testDatabase } from '../../support/databases.ts';

/** Found by the fuzz suite: a body of objects nested 20,000 deep answered 500 from a route's recursive code. */
describe('JSON bodies', () => {
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

  const post = (payload: string) =>
    app.inject({ method: 'POST', url: '/api/jobboard/authentication/login', headers: { 'content-type': 'application/json' }, payload });

  it('measures nesting, not counting brackets inside strings', () => {
    expect(jsonDepth('{"a":[1,{"b":[]}]}')).toBe(4);
    expect(jsonDepth('{"a":"[[[[{{{{\\"]]]"}')).toBe(1);
    expect(jsonDepth('"plain"')).toBe(0);
  });

  it(`answers 400 to a body nested deeper than ${MAX_JSON_DEPTH} levels, before any route reads it`, async () => {
    for (const payload of [
      '['.repeat(100_000) + ']'.repeat(100_000),
      '{"email":'.repeat(MAX_JSON_DEPTH + 1) + '1' + '}'.repeat(MAX_JSON_DEPTH + 1),
    ]) {
      const response = await post(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/nest/);
    }
  });

  it('still refuses prototype-poisoning keys and reads ordinary bodies', async () => {
    expect((await post('{"__proto__":{"admin":true},"email":"a@b.co","password":"x"}')).statusCode).toBe(400);
    expect((await post('{"constructor":{"prototype":{"admin":true}},"email":"a@b.co","password":"x"}')).statusCode).toBe(400);
    expect((await post(JSON.stringify({ email: 'nobody@example.com', password: 'a password' }))).statusCode).toBe(401);
  });
});
