import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { emptyFiltersPayload } from '../../../core/alerts/JobFilter.ts';
import { seedDatabase } from '../../../gateway/seed/seedDatabase.ts';
import { postgresServerDatabase, type ServerDatabase } from '../../support/postgresServer.ts';
import { startServerProcess, type ServerProcess } from '../../support/remoteServer.ts';
import { call, employer, type EmployerHarness } from '../employer/employerHarness.ts';
import { completeDraft, searchFinds } from '../employer/offerFixtures.ts';
import { issueCode } from '../../../gateway/offers/codes/prepaidCodes.ts';

/**
 * Item 4 of the hardening issue: two server processes with one JWT_SECRET on one PostgreSQL 15
 * server. What one process writes, the other sees at once; an offer published through one drops the
 * other's listing cache within a second (LISTEN/NOTIFY, gateway/events/). Runs in the PostgreSQL pass.
 */
describe('two server processes on one PostgreSQL server', () => {
  let database: ServerDatabase;
  let a: ServerProcess;
  let b: ServerProcess;
  beforeAll(async () => {
    database = await postgresServerDatabase();
    await seedDatabase(database.db, { offers: 60, now: new Date() });
    const env = { DATABASE_URL: database.url, JWT_SECRET: randomBytes(36).toString('base64url') };
    [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.close();
  });

  const as = (server: ServerProcess, token: string, method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
    server.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(body === undefined ? {} : { payload: body as object }) });

  it('shares a login: the token and the refresh cookie of one work on the other, and logging out on one ends it on both', async () => {
    const registered = await a.app.inject({
      method: 'POST',
      url: '/api/jobboard/authentication/register',
      payload: { email: `two.${Date.now()}@example.com`, password: 'two processes', firstName: 'Two', lastName: 'Processes' },
    });
    expect(registered.statusCode).toBe(201);
    const token = registered.json().token as string;
    const refresh = registered.cookies.find((cookie) => cookie.name === 'jb_refresh')!.value;
    expect((await as(b, token, 'GET', '/api/jobboard/candidates/favorites/count')).statusCode).toBe(200);
    const refreshed = await b.app.inject({ method: 'PUT', url: '/api/jobboard/authentication/refresh-token', cookies: { jb_refresh: refresh } });
    expect(refreshed.statusCode).toBe(200);
    const next = refreshed.cookies.find((cookie) => cookie.name === 'jb_refresh')!.value;
    expect((await a.app.inject({ method: 'POST', url: '/api/jobboard/authentication/logout', cookies: { jb_refresh: next } })).statusCode).toBe(204);
    expect((await as(b, refreshed.json().token, 'GET', '/api/jobboard/candidates/favorites/count')).statusCode).toBe(401);
  });

  it('shows a favourite, a saved search and its alert made through one process on the other at once', async () => {
    const registered = await a.app.inject({
      method: 'POST',
      url: '/api/jobboard/authentication/register',
      payload: { email: `both.${Date.now()}@example.com`, password: 'two processes', firstName: 'Both', lastName: 'Ways' },
    });
    const token = registered.json().token as string;
    const offer = await database.db.selectFrom('offers').select('id').where('tenant_id', '=', 'jobboard').limit(1).executeTakeFirstOrThrow();

    expect((await as(a, token, 'POST', '/api/jobboard/candidates/favorites', { jobAdvertisementId: offer.id })).statusCode).toBe(204);
    const favourites = await as(b, token, 'GET', '/api/jobboard/candidates/favorites');
    expect(JSON.stringify(favourites.json())).toContain(offer.id);

    const saved = await as(a, token, 'POST', '/api/jobboard/job-filters', {
      searchUrl: '/job-offers/krakow?keyword=react',
      name: 'React, Kraków',
      filters: emptyFiltersPayload,
    });
    expect(saved.statusCode).toBe(201);
    const jobFilterId = saved.json().id as string;
    const alert = await as(a, token, 'POST', '/api/jobboard/job-alerts', { jobFilterId, frequency: 'daily', name: 'React alert' });
    expect(alert.statusCode).toBeLessThan(300);
    const listed = (await as(b, token, 'GET', '/api/jobboard/job-filters')).json() as Array<{ id: string; jobAlert?: unknown; frequency?: unknown }>;
    const mine = listed.find((filter) => filter.id === jobFilterId);
    expect(mine).toBeDefined();
    expect(JSON.stringify(mine)).toContain('daily');
  });

  it('drops the other process’s cached search within a second of an offer published through one', async () => {
    const owner = await employer({ app: a.app, database } as unknown as EmployerHarness);
    const draft = await completeDraft({ app: a.app, database } as unknown as EmployerHarness, owner);
    // B answers a search that finds nothing yet, and would keep that answer for 30 s.
    expect(await searchFinds(b.app, draft.marker)).toBe(false);
    expect(await searchFinds(b.app, draft.marker)).toBe(false);
    const code = await issueCode(database.db, {
      tenantId: 'jobboard',
      companyId: owner.companyId,
      pricingPlan: 'standard',
      days: 30,
      validDays: 90,
      now: new Date(),
    });
    const published = await call(a.app, 'POST', `/api/jobboard/v1/offers/${draft.slug}/publish-with-code?code=${code}`, {
      body: {},
      token: owner.token,
    });
    expect(published.statusCode).toBe(200);
    await vi.waitFor(async () => expect(await searchFinds(b.app, draft.marker)).toBe(true), { timeout: 1_000, interval: 25 });
  });
});
