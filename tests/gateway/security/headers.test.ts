import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type PageRenderer } from '../../../composition/server/createServer.ts';
import type { Database } from '../../../gateway/db/openDatabase.ts';
import { testDatabase } from '../../support/databases.ts';

/** Stands in for the React Router renderer: a page whose inline script carries the response's nonce. */
const stubPages: PageRenderer = async (app, { getLoadContext }) => {
  app.get('/*', async (request, reply) => {
    const context = getLoadContext(request, reply);
    return reply.type('text/html; charset=utf-8').send(`<!doctype html><html><body><script nonce="${context.nonce}">1</script></body></html>`);
  });
};

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name as string, values]),
  );
}

describe('security headers in production mode', () => {
  let database: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await testDatabase();
    app = await createServer({
      gateway: { db: database.db, databaseKind: 'pglite', version: 'test', now: () => new Date() },
      defaultTenant: 'jobboard',
      renderPages: stubPages,
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const responses = () =>
    Promise.all([
      app.inject({ url: '/' }),
      app.inject({ url: '/job-offers/all-locations' }),
      app.inject({ url: '/api/jobboard/tenant' }),
      app.inject({ url: '/api/jobboard/candidates/favorites/count' }),
      app.inject({ method: 'PUT', url: '/api/jobboard/authentication/refresh-token' }),
      app.inject({ method: 'POST', url: '/api/jobboard/authentication/login', payload: { email: 'a@b.cd', password: 'wrong one' } }),
    ]);

  it('sends a CSP whose script-src has no inline or eval holes, on pages and API answers', async () => {
    for (const response of await responses()) {
      const policy = String(response.headers['content-security-policy'] ?? '');
      const parsed = directives(policy);
      const scriptSrc = parsed.get('script-src') ?? parsed.get('default-src') ?? [];
      expect(scriptSrc, policy).not.toContain("'unsafe-inline'");
      expect(scriptSrc, policy).not.toContain("'unsafe-eval'");
      expect(scriptSrc.some((source) => source === '*' || source === 'data:' || source === 'http:' || source === 'https:')).toBe(false);
      expect(parsed.get('object-src')).toEqual(["'none'"]);
      expect(parsed.get('base-uri')).toEqual(["'self'"]);
      expect(parsed.get('frame-ancestors')).toEqual(["'none'"]);
      expect(parsed.get('script-src-attr')).toEqual(["'none'"]);
    }
  });

  it('gives each page its own script nonce, and the page uses it', async () => {
    const [first, second] = [await app.inject({ url: '/' }), await app.inject({ url: '/' })];
    const nonceOf = (policy: unknown) => /'nonce-([^']+)'/.exec(String(policy))?.[1];
    const nonce = nonceOf(first.headers['content-security-policy']);
    expect(nonce).toBeTruthy();
    expect(nonce).not.toBe(nonceOf(second.headers['content-security-policy']));
    expect(first.body).toContain(`nonce="${nonce}"`);
  });

  it('sends nosniff and a Referrer-Policy everywhere', async () => {
    for (const response of await responses()) {
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('keeps session answers out of every cache', async () => {
    const [, , , count, refresh, login] = await responses();
    for (const response of [count, refresh, login]) expect(response?.headers['cache-control']).toBe('no-store');
  });
});
