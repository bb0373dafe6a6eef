import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayHttpClient } from '../../../adapters/http/GatewayHttpClient.ts';
import { createServer, type PageRenderer } from '../../../composition/server/createServer.ts';
import { SharedKeys } from '../../../composition/shared/sharedKeys.ts';
import { SessionCodec } from '../../../contract/session.ts';
import type { Database } from '../../../gateway/db/openDatabase.ts';
import { testDatabase } from '../../support/databases.ts';
import { register, testHashing, testSecret } from './sessionHarness.ts';

/**
 * A page whose loader calls the gateway through the request's container, as React Router loaders do.
 * It calls refresh-token only because that call shows which cookies arrived: real loaders must not
 * (the rotated cookie would never reach the browser), and cannot, since browsers send the refresh
 * cookie only to /api/{tenant}/authentication.
 */
const probePages: PageRenderer = async (app, { getLoadContext }) => {
  app.get('/probe', async (request, reply) => {
    const http = getLoadContext(request, reply).container.get<GatewayHttpClient>(SharedKeys.GatewayHttpClient);
    const target = (request.query as { target?: string }).target ?? '/api/jobboard/authentication/refresh-token';
    const result = await http.request('PUT', target, SessionCodec);
    return result.match(
      (session) => ({ outcome: 'session', candidate: session.loggedCandidateDto.id }),
      (failure) => ({ outcome: failure.kind, ...('message' in failure ? { message: failure.message } : {}) }),
    );
  });
};

describe('the server renderer forwards the visitor’s cookies into its in-process gateway calls', () => {
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
      renderPages: probePages,
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('sends the page request’s cookies to the gateway call', async () => {
    const account = await register(app);
    const withCookie = await app.inject({ url: '/probe', cookies: { jb_refresh: account.refresh } });
    expect(withCookie.json()).toEqual({ outcome: 'session', candidate: account.id });
    const withoutCookie = await app.inject({ url: '/probe' });
    expect(withoutCookie.json()).toEqual({ outcome: 'unauthorized' });
  });

  it('keeps each request’s cookies to itself', async () => {
    const one = await register(app);
    const [first, second] = await Promise.all([app.inject({ url: '/probe', cookies: { jb_refresh: one.refresh } }), app.inject({ url: '/probe' })]);
    expect(first.json().outcome).toBe('session');
    expect(second.json().outcome).toBe('unauthorized');
  });

  it('never carries them to another host', async () => {
    const account = await register(app);
    const response = await app.inject({
      url: `/probe?target=${encodeURIComponent('https://evil.example/api/jobboard/authentication/refresh-token')}`,
      cookies: { jb_refresh: account.refresh },
    });
    expect(response.json()).toMatchObject({ outcome: 'network-failure' });
    // Nothing was spent: the token still works.
    expect(
      (await app.inject({ method: 'PUT', url: '/api/jobboard/authentication/refresh-token', cookies: { jb_refresh: account.refresh } })).statusCode,
    ).toBe(200);
  });
});
