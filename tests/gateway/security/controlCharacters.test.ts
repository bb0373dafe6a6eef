import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../../../composition/server/createServer.ts';
import type { Database } from '../../../gateway/db/openDatabase.ts';
import { findControlCharacter } from '../../../gateway/http/controlCharacters.ts';
import { answerFor, safeErrorHandler } from '../../../gateway/http/safeErrorHandler.ts';
import { testDatabase } from '../../support/databases.ts';
import { testHashing, testSecret } from '../session/sessionHarness.ts';

const DATABASE_WORDS = /UTF8|encoding|byte sequence|0x00|relation|column|syntax|postgres/i;

/**
 * Finding 6 of the hardening issue: a NUL byte in the e-mail of login, register or guest alerts, in
 * `dev/mailbox?to=`, or in analytics fields answered 500 with the database's own error text.
 */
describe('control characters in what clients send', () => {
  let database: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await testDatabase();
    app = await createServer({
      gateway: {
        db: database.db,
        databaseKind: 'pglite',
        version: 'test',
        now: () => new Date(),
        auth: { secret: testSecret, passwordHashing: testHashing },
      },
      defaultTenant: 'jobboard',
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const post = (url: string, payload: unknown) =>
    app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(payload) });

  it.each([
    ['register', '/api/jobboard/authentication/register', { email: 'a\u0000@b.co', password: 'whatever-long-1', firstName: 'A', lastName: 'B' }],
    ['login', '/api/jobboard/authentication/login', { email: 'a\u0000@b.co', password: 'whatever-long-1' }],
    ['forgot password', '/api/jobboard/authentication/forgot-password', { email: 'a@b.co\u0000' }],
    [
      'a guest alert',
      '/api/jobboard/guests/job-alerts',
      { email: 'a\u0000@b.co', frequency: 'daily', name: 'x', filters: {}, createCandidate: true, marketingAgreement: false, searchUrl: '/' },
    ],
    [
      'an analytics event',
      '/api/jobboard/v1/events',
      { name: 'quick-switch', properties: { switch: 'salary', on: true }, page: '/\u0000', at: new Date().toISOString(), sessionId: null, utm: {} },
    ],
    ['a view', '/api/v1/views', { brand: 'jobboard', offerSlug: 'x\u0000y', visitedAt: new Date().toISOString() }],
    ['a nested field', '/api/jobboard/authentication/login', { email: 'a@b.co', password: 'x', extra: { deep: [[{ text: 'ok' }, 'bad\u0007']] } }],
    ['a key', '/api/jobboard/authentication/login', { 'e\u0000mail': 'a@b.co', password: 'x' }],
    ['DEL', '/api/jobboard/authentication/login', { email: 'a\u007f@b.co', password: 'x' }],
    ['a C1 control', '/api/jobboard/authentication/login', { email: 'a\u0085@b.co', password: 'x' }],
  ])('answers 400 without the database’s words to one in %s', async (_name, url, payload) => {
    const response = await post(url, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/control characters/i);
    expect(response.body).not.toMatch(DATABASE_WORDS);
  });

  it('answers 400 to one in a path, and never 5xx or the database’s words to one in a query string', async () => {
    const path = await app.inject({ url: '/api/jobboard/job-advertisements/x%00y' });
    expect(path.statusCode).toBe(400);
    // The mailbox hands `to` to the database, which refuses it: the error handler's 400.
    const mailbox = await app.inject({ url: '/api/jobboard/dev/mailbox?to=a%00%40b.co' });
    expect(mailbox.statusCode).toBe(400);
    expect(mailbox.body).not.toMatch(DATABASE_WORDS);
    // The listing reads its query leniently and drops what it cannot use.
    const search = await app.inject({ url: '/api/jobboard/v2/user-panel/offers/by-cursor?keywords=%00' });
    expect(search.statusCode).toBeLessThan(500);
  });

  it('takes tabs and line breaks, which text may hold', () => {
    expect(findControlCharacter({ name: 'line one\nline two\r\n\tindented', list: ['a', { b: 'c' }] })).toBeNull();
    expect(findControlCharacter({ list: ['a', { b: 'c\u0000' }] })).toBe('list[1].b');
  });

  it('reads a body nested far deeper than any call stack', () => {
    let deep: unknown = 'end\u0000';
    for (let level = 0; level < 200_000; level++) deep = [deep];
    expect(findControlCharacter(deep)).toMatch(/^(\[0\]){200000}$/);
  });
});

describe('the error handler, for whatever still reaches the database', () => {
  let database: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await testDatabase();
    app = Fastify();
    app.setErrorHandler(safeErrorHandler);
    // A route that hands its input to the database unchecked, as a careless new route might.
    app.post('/api/echo', async (request) => sql`select ${(request.body as { text: string }).text}::text as echoed`.execute(database.db));
    app.get('/api/broken', async () => sql`select * from no_such_table`.execute(database.db));
    app.get('/page', async () => {
      throw new Error('secret internals: /srv/app/config.ts line 3');
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('answers a value the database refuses with 400 in its own words', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/echo', payload: { text: 'a\u0000b' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'bad-request', message: 'The request holds a value that cannot be stored.' });
  });

  it('answers any other failure with 500 and a fixed sentence, never the error’s text', async () => {
    const api = await app.inject({ url: '/api/broken' });
    expect(api.statusCode).toBe(500);
    expect(api.body).not.toMatch(DATABASE_WORDS);
    expect(api.body).not.toContain('no_such_table');
    const page = await app.inject({ url: '/page' });
    expect(page.statusCode).toBe(500);
    expect(page.body).not.toContain('secret internals');
  });

  it('answers a database that is away with 503 and Retry-After', () => {
    for (const error of [
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      new Error('Connection terminated unexpectedly'),
    ]) {
      expect(answerFor(error as never).status).toBe(503);
    }
  });
});
