import type { FastifyInstance } from 'fastify';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createServer, type PageRenderer } from '../../../composition/server/createServer.ts';
import { FORM_BODY_LIMIT } from '../../../composition/server/formBodies.ts';
import type { Database } from '../../../gateway/db/openDatabase.ts';
import { testDatabase } from '../../support/databases.ts';
import { register, testHashing, testSecret } from '../session/sessionHarness.ts';

/** Stands in for React Router: echoes what a page would see (its tenant, origin, and the body it was handed). */
const echoPages: PageRenderer = async (app, { getLoadContext }) => {
  app.all('/*', async (request, reply) => {
    const context = getLoadContext(request, reply);
    const body = Buffer.isBuffer(request.body) ? request.body.toString('utf8') : null;
    return reply.send({ tenant: context.tenantId, origin: context.origin, bodyLength: body?.length ?? null });
  });
};

async function serverWith(options: Partial<Parameters<typeof createServer>[0]> = {}, database: Database): Promise<FastifyInstance> {
  return createServer({
    gateway: {
      db: database.db,
      databaseKind: 'pglite',
      version: 'test',
      now: () => new Date(),
      auth: { secret: testSecret, passwordHashing: testHashing, loginRateLimit: { max: 1000, windowMs: 60_000 } },
      alerts: { publicUrl: 'https://jobs.example', defaultTenant: 'jobboard' },
    },
    defaultTenant: 'jobboard',
    renderPages: echoPages,
    ...options,
  });
}

/**
 * A form body sent in 16 KiB chunks without Content-Length, as `curl -T -` does, one chunk per turn
 * of the event loop, until the server answers: the limit must hold while the body streams in.
 */
async function streamForm(port: number, bytes: number): Promise<{ status: number; sent: number }> {
  const request = http.request({
    port,
    method: 'POST',
    path: '/preferences',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'transfer-encoding': 'chunked' },
  });
  let status = 0;
  const answered = new Promise<void>((resolve) => {
    request.on('response', (response) => {
      status = response.statusCode ?? 0;
      response.resume();
      resolve();
    });
  });
  request.on('error', () => undefined);
  request.write('language=en&x=');
  const chunk = Buffer.alloc(16 * 1024, 'A');
  let sent = 0;
  while (status === 0 && sent < bytes && !request.destroyed) {
    await new Promise<void>((resolve) => request.write(chunk, () => resolve()));
    sent += chunk.length;
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  if (status === 0) request.end();
  await answered;
  request.destroy();
  return { status, sent };
}

/**
 * A 2 MB chunked form written to a raw socket as fast as the socket takes it, with
 * `Expect: 100-continue` as curl sends it, the answer read only once the writing stopped (finished
 * or refused): the 413 must still be there to read, not lost to a reset connection.
 */
async function rushForm(port: number, bytes: number): Promise<string> {
  const socket = net.connect(port, '127.0.0.1');
  let answer = '';
  socket.on('data', (data) => (answer += data.toString('latin1')));
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  socket.on('error', () => undefined);
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  socket.write(
    'POST /preferences HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\nExpect: 100-continue\r\n\r\n',
  );
  const chunk = Buffer.alloc(16 * 1024, 'A');
  for (let sent = 0; sent < bytes && !socket.destroyed; sent += chunk.length) {
    const written = socket.write(`${chunk.length.toString(16)}\r\n${chunk.toString('latin1')}\r\n`);
    if (!written) await new Promise<void>((resolve) => socket.once('drain', () => resolve()).once('close', () => resolve()));
    if (answer.includes(' 413 ')) break;
  }
  socket.end();
  await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 2_000))]);
  socket.destroy();
  return answer;
}

describe('requests a careful server refuses before any page or route runs', () => {
  let database: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await testDatabase();
    app = await serverWith({}, database);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  describe('finding 1: bodies are capped on every route', () => {
    it('takes a form post to a page up to 64 KiB and answers 413 beyond', async () => {
      const form = (size: number) => `language=en&x=${'A'.repeat(size - 'language=en&x='.length)}`;
      const fits = await app.inject({
        method: 'POST',
        url: '/preferences',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: form(FORM_BODY_LIMIT),
      });
      expect(fits.statusCode).toBe(200);
      expect(fits.json().bodyLength).toBe(FORM_BODY_LIMIT);
      const over = await app.inject({
        method: 'POST',
        url: '/preferences',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: form(FORM_BODY_LIMIT + 1),
      });
      expect(over.statusCode).toBe(413);
    });

    it('leaves no timer behind once a refused body has all arrived (its connection is cut only while it still streams)', async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      try {
        const over = await app.inject({
          method: 'POST',
          url: '/preferences',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: `language=en&x=${'A'.repeat(FORM_BODY_LIMIT)}`,
        });
        expect(over.statusCode).toBe(413);
        // The rest of the body is read and dropped in the turns after the answer.
        for (let turn = 0; turn < 3; turn++) await new Promise((resolve) => setImmediate(resolve));
        // An injected request has no socket to cut: a cut still pending would throw here.
        expect(() => vi.advanceTimersByTime(60_000)).not.toThrow();
      } finally {
        vi.useRealTimers();
      }
    });

    it('stops a streamed form at the limit, long before a 2 MB body has arrived', async () => {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as AddressInfo;
      const outcome = await streamForm(port, 2_000_000);
      expect(outcome.status).toBe(413);
      expect(outcome.sent).toBeLessThan(1_000_000);
    });

    it('lets a client that keeps sending read its 413 (the rest of the body is read and dropped, not reset)', async () => {
      if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as AddressInfo;
      const answer = await rushForm(port, 2_000_000);
      expect(answer).toMatch(/HTTP\/1\.1 413 /);
      expect(answer).toContain('at most 64 KiB');
    });

    it('caps API bodies at 1 MiB', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/jobboard/authentication/login',
        headers: { 'content-type': 'application/json' },
        payload: `{"email":"${'a'.repeat(1_100_000)}"}`,
      });
      expect(response.statusCode).toBe(413);
      expect(response.json().error).toBe('payload-too-large');
    });
  });

  describe('finding 7: pages take only forms', () => {
    it.each([
      ['JSON', 'application/json', '{"a":1}'],
      ['plain text', 'text/plain', 'language=en'],
      ['XML', 'application/xml', '<a/>'],
    ])('answers 415 to %s posted to a page', async (_name, type, payload) => {
      for (const url of ['/job-offers/krakow', '/preferences', '/']) {
        const response = await app.inject({ method: 'POST', url, headers: { 'content-type': type }, payload });
        expect(response.statusCode, url).toBe(415);
      }
    });

    it('answers 415 to a post with no body and no content type', async () => {
      expect((await app.inject({ method: 'POST', url: '/job-offers/krakow' })).statusCode).toBe(415);
      expect((await app.inject({ method: 'DELETE', url: '/preferences' })).statusCode).toBe(415);
    });

    it('answers 400 to a multipart body that does not parse, and passes one that does', async () => {
      const broken = await app.inject({
        method: 'POST',
        url: '/preferences',
        headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
        payload: 'not multipart at all',
      });
      expect(broken.statusCode).toBe(400);
      const body = '--xyz\r\nContent-Disposition: form-data; name="language"\r\n\r\nen\r\n--xyz--\r\n';
      const fine = await app.inject({
        method: 'POST',
        url: '/preferences',
        headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
        payload: body,
      });
      expect(fine.statusCode).toBe(200);
    });
  });

  describe('findings 8 and 9: only configured host names serve a tenant', () => {
    it.each(['a b', 'x/y', 'a..b', 'exa mple.com:80', 'host:port', '[zz::1]'])('answers 400 to the Host header %j', async (host) => {
      const page = await app.inject({ url: '/', headers: { host } });
      expect(page.statusCode).toBe(400);
      const api = await app.inject({ url: '/api/jobboard/tenant', headers: { host } });
      expect(api.statusCode).toBe(400);
      expect(api.json().error).toBe('bad-request');
    });

    it.each([
      ['localhost:3000', 'jobboard'],
      ['127.0.0.1', 'jobboard'],
      ['[::1]:3000', 'jobboard'],
      ['design.localhost:3000', 'design'],
      ['jobs.example', 'jobboard'],
      ['engineers.jobs.example', 'engineers'],
      ['ENGINEERS.Jobs.Example.', 'engineers'],
    ])('serves %s as %s', async (host, tenant) => {
      const response = await app.inject({ url: '/', headers: { host } });
      expect(response.statusCode).toBe(200);
      expect(response.json().tenant).toBe(tenant);
    });

    it.each([
      'design.evil.example',
      'jobboard.evil.example',
      'evil.example',
      'design.jobs.example.evil.example',
      'nosuch.localhost',
      'design.engineers.localhost',
    ])('answers 404 on %s, pages and API alike', async (host) => {
      const page = await app.inject({ url: '/', headers: { host } });
      expect(page.statusCode).toBe(404);
      expect(page.body).not.toContain('"tenant"');
      const api = await app.inject({ url: '/api/design/tenant', headers: { host } });
      expect(api.statusCode).toBe(404);
    });

    it('builds absolute addresses from PUBLIC_URL, never from the request', async () => {
      const response = await app.inject({
        url: '/',
        headers: { host: 'design.localhost:3000', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' },
      });
      expect(response.json()).toMatchObject({ tenant: 'design', origin: 'https://design.jobs.example' });
      const home = await app.inject({ url: '/', headers: { host: '127.0.0.1:3000' } });
      expect(home.json().origin).toBe('https://jobs.example');
    });

    it('ignores X-Forwarded-Host, even from a trusted proxy, unless told to use it', async () => {
      // inject comes from 127.0.0.1: a trusted proxy by default.
      const response = await app.inject({ url: '/', headers: { host: 'localhost', 'x-forwarded-host': 'design.evil.example' } });
      expect(response.statusCode).toBe(200);
      expect(response.json().tenant).toBe('jobboard');
      const trusting = await serverWith({ trustForwardedHost: true }, database);
      try {
        expect((await trusting.inject({ url: '/', headers: { host: 'localhost', 'x-forwarded-host': 'design.evil.example' } })).statusCode).toBe(404);
        const forwarded = await trusting.inject({ url: '/', headers: { host: 'localhost', 'x-forwarded-host': 'design.jobs.example' } });
        expect(forwarded.json().tenant).toBe('design');
      } finally {
        await trusting.close();
      }
    });
  });

  describe('finding 10: state-changing requests from another origin are refused', () => {
    const logout = (headers: Record<string, string>, refresh: string) =>
      app.inject({
        method: 'POST',
        url: '/api/jobboard/authentication/logout',
        headers: { 'content-type': 'text/plain', ...headers },
        payload: 'x',
        cookies: { jb_refresh: refresh },
      });

    it('answers 403 to a text/plain logout from another site and keeps the login', async () => {
      const account = await register(app);
      const forced = await logout({ origin: 'https://evil.example' }, account.refresh);
      expect(forced.statusCode).toBe(403);
      expect(forced.headers['set-cookie']).toBeUndefined();
      const refreshed = await app.inject({
        method: 'PUT',
        url: '/api/jobboard/authentication/refresh-token',
        cookies: { jb_refresh: account.refresh },
      });
      expect(refreshed.statusCode).toBe(200);
    });

    it.each([
      ['an opaque origin', { origin: 'null' }],
      ['another tenant’s subdomain', { origin: 'http://design.localhost' }],
      ['a look-alike host', { origin: 'http://localhost.evil.example' }],
      ['the right host on another port', { origin: 'http://localhost:4444' }],
      ['fetch metadata only', { 'sec-fetch-site': 'cross-site' }],
      ['a same-site page without Origin', { 'sec-fetch-site': 'same-site' }],
    ])('refuses %s', async (_name, headers) => {
      const account = await register(app);
      expect((await logout(headers, account.refresh)).statusCode).toBe(403);
    });

    it('takes the same request from the site itself, from its public address, or from a client that is not a browser', async () => {
      for (const headers of [{ origin: 'http://localhost' }, { origin: 'https://jobs.example' }, { 'sec-fetch-site': 'same-origin' }, {}]) {
        const account = await register(app);
        expect((await logout(headers, account.refresh)).statusCode, JSON.stringify(headers)).toBe(204);
      }
    });

    it('guards the page forms too', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/preferences',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
        payload: 'language=en',
      });
      expect(response.statusCode).toBe(403);
    });
  });

  describe('finding 11: Permissions-Policy', () => {
    it('turns off camera, microphone, location and payment on pages, API answers and errors', async () => {
      for (const response of [
        await app.inject({ url: '/' }),
        await app.inject({ url: '/api/jobboard/tenant' }),
        await app.inject({ url: '/', headers: { host: 'evil.example' } }),
        await app.inject({ method: 'POST', url: '/', headers: { 'content-type': 'application/json' }, payload: '{}' }),
      ]) {
        const policy = String(response.headers['permissions-policy'] ?? '');
        for (const feature of ['camera', 'microphone', 'geolocation', 'payment']) expect(policy).toContain(`${feature}=()`);
      }
    });
  });
});
