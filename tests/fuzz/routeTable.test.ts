import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employer, type EmployerHarness } from '../gateway/employer/employerHarness.ts';
import { startFuzzServer, type FuzzServer } from './fuzzServer.ts';
import { hostileHeaders, hostileParameters, hostileQueries, malformedBodies } from './malformedInput.ts';
import { routeTable, type Route } from './routeTable.ts';

/** The methods a route of the table can have (Fastify's InjectOptions lists them as optional). */
type HttpMethod = NonNullable<InjectOptions['method']>;

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const PAGE_CATCH_ALL = '*';

/**
 * The fuzz suite over the route table (item 2 of the hardening issue): every route Fastify serves
 * and every page React Router renders gets at least twenty malformed bodies, hostile query strings,
 * headers and path parameters. A careful server answers each with a status below 500.
 */
describe('every route, fed malformed input, answers below 500', () => {
  let server: FuzzServer;
  let candidate: { id: string; token: string; refresh: string };
  let employerToken = '';
  let sent = 0;
  beforeAll(async () => {
    server = await startFuzzServer();
    const registered = await server.app.inject({
      method: 'POST',
      url: '/api/jobboard/authentication/register',
      payload: { email: 'fuzz.candidate@example.com', password: 'fuzzing password', firstName: 'Fuzz', lastName: 'Candidate' },
    });
    const body = registered.json() as { token: string; loggedCandidateDto: { id: string } };
    candidate = {
      id: body.loggedCandidateDto.id,
      token: body.token,
      refresh: registered.cookies.find((cookie) => cookie.name === 'jb_refresh')?.value ?? '',
    };
    employerToken = (await employer({ app: server.app, database: server.database } as EmployerHarness)).token;
  }, 180_000);
  afterAll(async () => server?.close());

  /** A client address of its own for every request, so that per-client limits never stand between the fuzz and the handlers. */
  const nextAddress = () => {
    sent += 1;
    return `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`;
  };

  const isEmployerRoute = (path: string) => /\/(employer-panel|v1\/(offers|profiles|users|payments|oauth))\b/.test(path);

  /** The route's parameters filled with real values (a seeded offer, the fuzz candidate) or, when given, one hostile value. */
  function fill(path: string, hostile: string | null = null): string {
    return path
      .split('/')
      .map((segment) => {
        if (!segment.startsWith(':')) return segment;
        const name = segment.slice(1);
        if (hostile !== null && name !== 'tenant') return hostile;
        if (name === 'tenant') return 'jobboard';
        if (name === 'slug') return server.offer.slug;
        if (name === 'idOrSlug' || name === 'jobAdvertisementId') return server.offer.id;
        if (name === 'id' && path.includes('/candidates/')) return candidate.id;
        return 'x1';
      })
      .join('/');
  }

  const failures: string[] = [];
  async function send(options: InjectOptions & { url: string }, variant: string): Promise<void> {
    const path = options.url.split('?')[0]!;
    const auth = path.startsWith('/api/') ? { authorization: `Bearer ${isEmployerRoute(path) ? employerToken : candidate.token}` } : {};
    const response = await server.app.inject({
      ...options,
      remoteAddress: nextAddress(),
      headers: { ...auth, ...options.headers },
      cookies: { jb_refresh: candidate.refresh },
    });
    if (response.statusCode >= 500)
      failures.push(`${options.method} ${options.url.slice(0, 160)} [${variant}] → ${response.statusCode}: ${response.body.slice(0, 300)}`);
  }

  async function fuzzRoute(route: Route, url: string, options: { headers: boolean; queries?: readonly string[] }): Promise<number> {
    let requests = 0;
    if (BODY_METHODS.has(route.method)) {
      for (const body of malformedBodies()) {
        await send(
          {
            method: route.method as HttpMethod,
            url,
            payload: body.payload,
            ...(body.contentType ? { headers: { 'content-type': body.contentType } } : {}),
          },
          body.name,
        );
        requests++;
      }
    }
    for (const query of options.queries ?? hostileQueries) {
      await send({ method: route.method as HttpMethod, url: `${url}${query}` }, `query ${query.slice(0, 40)}`);
      requests++;
    }
    if (options.headers) {
      for (const headers of hostileHeaders) {
        await send({ method: route.method as HttpMethod, url, headers }, `headers ${Object.keys(headers).join(',')}`);
        requests++;
      }
    }
    return requests;
  }

  /** Destructive routes last (logout, deletions), so that the rest run while the fuzz accounts still exist. */
  const order = (route: Route) => (route.path.endsWith('/logout') || route.method === 'DELETE' ? 1 : 0);

  it('the API and the server’s own routes', async () => {
    const routes = routeTable(server.app).filter((route) => route.path !== PAGE_CATCH_ALL && route.path !== '/*');
    expect(routes.length).toBeGreaterThan(50);
    routes.sort((a, b) => order(a) - order(b));
    for (const route of routes) {
      const requests = await fuzzRoute(route, fill(route.path), { headers: true });
      expect(requests, `${route.method} ${route.path}`).toBeGreaterThanOrEqual(20);
      for (const value of route.path.includes('/:') ? hostileParameters : []) {
        await send({ method: route.method as HttpMethod, url: fill(route.path, value) }, `parameter ${value.slice(0, 20)}`);
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);

  it('every page React Router serves', async () => {
    failures.length = 0;
    expect(server.pagePaths).toContain('/preferences');
    const pages = server.pagePaths.map((path) =>
      path === '/*' ? '/job-offers/krakow' : path.replace(/\/\*$/, '/x').replace(':slug', server.offer.slug),
    );
    for (const url of [...pages, '/praca/' + 'x'.repeat(3_000), '/%E0%A4%A', '/job-offers/krakow/%00']) {
      // A page render costs far more than an API answer: every query and header set on the home page and
      // the listing, a few of the worst queries on the other pages.
      const full = url === '/' || url === '/job-offers/krakow';
      const requests = await fuzzRoute({ method: 'POST', path: url }, url, { headers: false, queries: [] });
      await fuzzRoute({ method: 'GET', path: url }, url, {
        headers: full,
        queries: full ? hostileQueries : hostileQueries.filter((_, index) => index % 3 === 0),
      });
      expect(requests, url).toBeGreaterThanOrEqual(20);
      await send(
        {
          method: 'POST',
          url: '/preferences',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: `language=en&returnTo=${encodeURIComponent(url)}ż\u0100`,
        },
        'returnTo',
      );
    }
    expect(failures).toEqual([]);
  }, 600_000);
});
