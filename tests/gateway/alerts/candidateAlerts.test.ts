import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALERT_CONFLICT_MESSAGES, JOB_ALERTS_MAX, JOB_FILTERS_MAX, JobFilterCodec, JobFilterListCodec } from '../../../contract/alerts.ts';
import { authed, register, type Account } from '../session/sessionHarness.ts';
import {
  markerFilters,
  noFilters,
  oneClickPathOf,
  outbox,
  publishOffers,
  startAlertsHarness,
  unsubscribeOf,
  type AlertsHarness,
} from './alertsHarness.ts';

const BASE = '/api/jobboard';
let n = 0;
const searchUrl = () => `/praca?keyword=x${++n}`;

describe('the logged-in candidate’s job filters and alerts', () => {
  let h: AlertsHarness;
  let me: Account;
  beforeAll(async () => {
    h = await startAlertsHarness();
    me = await register(h.app);
  });
  afterAll(async () => h.close());

  const as = (account: Account, options: InjectOptions & { url: string }) => authed(h.app, account.token, options);
  const createFilter = (account: Account, body: Record<string, unknown> = {}) =>
    as(account, {
      method: 'POST',
      url: `${BASE}/job-filters`,
      payload: { searchUrl: searchUrl(), name: 'Java, Warszawa', filters: noFilters(), ...body },
    });
  const enable = (account: Account, jobFilterId: string, body: Record<string, unknown> = {}) =>
    as(account, { method: 'POST', url: `${BASE}/job-alerts`, payload: { jobFilterId, frequency: 'daily', name: 'Java alert', ...body } });
  const list = async (account: Account) => {
    const response = await as(account, { method: 'GET', url: `${BASE}/job-filters` });
    expect(response.statusCode).toBe(200);
    expect(JobFilterListCodec.is(response.json())).toBe(true);
    return response.json() as { id: string; count: number; filterName: string; jobAlert: { status: string; frequency: string } | null }[];
  };

  it.each([
    ['GET', '/job-filters'],
    ['POST', '/job-filters'],
    ['DELETE', '/job-filters/00000000-0000-4000-8000-000000000000'],
    ['POST', '/job-filters/00000000-0000-4000-8000-000000000000/read-filtered-offers'],
    ['POST', '/job-alerts'],
    ['DELETE', '/job-filters/00000000-0000-4000-8000-000000000000/job-alert'],
    ['PATCH', '/job-filters/00000000-0000-4000-8000-000000000000/job-alert/frequency'],
  ] as const)('%s %s answers 401 without a valid bearer token', async (method, path) => {
    const none = await h.app.inject({ method, url: `${BASE}${path}`, payload: {} });
    expect(none.statusCode).toBe(401);
    const forged = await h.app.inject({ method, url: `${BASE}${path}`, payload: {}, headers: { authorization: 'Bearer abc.def.ghi' } });
    expect(forged.statusCode).toBe(401);
  });

  it('creates a filter (201, no alert, count 0), refuses the same searchUrl with 409 and lists newest first', async () => {
    const account = await register(h.app);
    const url = searchUrl();
    const first = await createFilter(account, { searchUrl: url });
    expect(first.statusCode).toBe(201);
    expect(JobFilterCodec.is(first.json())).toBe(true);
    expect(first.json()).toMatchObject({ searchUrl: url, filterName: 'Java, Warszawa', count: 0, jobAlert: null });
    const again = await createFilter(account, { searchUrl: url });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: ALERT_CONFLICT_MESSAGES.filterExists });
    h.clock.now = new Date(h.clock.now.getTime() + 1000);
    const second = await createFilter(account);
    expect((await list(account)).map((filter) => filter.id)).toEqual([second.json().id, first.json().id]);
    // Another candidate sees none of them.
    expect(await list(await register(h.app))).toEqual([]);
  });

  it('answers 400 with the fields for a bad filter', async () => {
    const response = await createFilter(me, { name: 'x<y', searchUrl: '', filters: { ...noFilters(), categories: 'java' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ 'filters.categories': 'invalid' });
    const rules = await createFilter(me, { name: 'x<y', searchUrl: '' });
    expect(rules.json().fields).toEqual({ name: 'pattern', searchUrl: 'required' });
  });

  it(`answers 422 past ${JOB_FILTERS_MAX} filters`, async () => {
    const account = await register(h.app);
    for (let i = 0; i < JOB_FILTERS_MAX; i++) expect((await createFilter(account)).statusCode).toBe(201);
    const over = await createFilter(account);
    expect(over.statusCode).toBe(422);
  });

  it('counts unread matching offers and resets the count when read', async () => {
    const marker = 'Quokkaware';
    const created = await createFilter(me, { filters: markerFilters(marker) });
    const id = created.json().id as string;
    await publishOffers(h.db, { count: 3, publishedAt: new Date(h.clock.now.getTime() - 1000), marker });
    expect((await list(me)).find((filter) => filter.id === id)?.count).toBe(0);
    await publishOffers(h.db, { count: 3, publishedAt: new Date(h.clock.now.getTime() + 60_000), marker });
    h.clock.now = new Date(h.clock.now.getTime() + 120_000);
    expect((await list(me)).find((filter) => filter.id === id)?.count).toBe(3);
    const read = await as(me, { method: 'POST', url: `${BASE}/job-filters/${id}/read-filtered-offers` });
    expect(read.statusCode).toBe(204);
    expect((await list(me)).find((filter) => filter.id === id)?.count).toBe(0);
    expect((await as(me, { method: 'POST', url: `${BASE}/job-filters/00000000-0000-4000-8000-000000000000/read-filtered-offers` })).statusCode).toBe(
      404,
    );
  });

  it('enables an alert: 201, active, the filter takes the name, a confirmation e-mail with one-click headers', async () => {
    const id = (await createFilter(me)).json().id as string;
    const response = await enable(me, id, { name: 'Moje oferty (Java/Kotlin)' });
    expect(response.statusCode).toBe(201);
    expect(JobFilterCodec.is(response.json())).toBe(true);
    expect(response.json()).toMatchObject({ id, filterName: 'Moje oferty (Java/Kotlin)', jobAlert: { status: 'active', frequency: 'daily' } });
    const mail = (await outbox(h.db, me.email)).find((message) => message.job_alert_id !== null && message.subject.includes('Moje oferty'));
    expect(mail?.kind).toBe('confirmation');
    expect(mail?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(unsubscribeOf(mail!).candidateId).toBe(me.id);

    const again = await enable(me, id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: ALERT_CONFLICT_MESSAGES.activeAlertExists });
  });

  it('answers 404 for someone else’s or an unknown filter, and 400 for a bad enable body', async () => {
    const other = await register(h.app);
    const theirs = (await createFilter(other)).json().id as string;
    expect((await enable(me, theirs)).statusCode).toBe(404);
    expect((await enable(me, 'nope')).statusCode).toBe(404);
    const bad = await enable(me, theirs, { frequency: 'monthly', name: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ frequency: 'unknown' });
  });

  it(`answers 422 past ${JOB_ALERTS_MAX} alerts`, async () => {
    const account = await register(h.app);
    const ids: string[] = [];
    for (let i = 0; i <= JOB_ALERTS_MAX; i++) ids.push((await createFilter(account)).json().id);
    for (const id of ids.slice(0, JOB_ALERTS_MAX)) expect((await enable(account, id)).statusCode).toBe(201);
    expect((await enable(account, ids[JOB_ALERTS_MAX]!)).statusCode).toBe(422);
  });

  it('changes the frequency (204), refuses an unknown one (400) and a filter without alert (404)', async () => {
    const id = (await createFilter(me)).json().id as string;
    const patch = (frequency: string) => as(me, { method: 'PATCH', url: `${BASE}/job-filters/${id}/job-alert/frequency`, payload: { frequency } });
    expect((await patch('weekly')).statusCode).toBe(404);
    await enable(me, id);
    expect((await patch('weekly')).statusCode).toBe(204);
    expect((await list(me)).find((filter) => filter.id === id)?.jobAlert).toEqual({ status: 'active', frequency: 'weekly' });
    const bad = await patch('sometimes');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ frequency: 'unknown' });
  });

  it('disables an alert (204, also when there is none) and deletes a filter (204, then 404)', async () => {
    const id = (await createFilter(me)).json().id as string;
    await enable(me, id);
    const disable = () => as(me, { method: 'DELETE', url: `${BASE}/job-filters/${id}/job-alert` });
    expect((await disable()).statusCode).toBe(204);
    expect((await list(me)).find((filter) => filter.id === id)?.jobAlert).toBeNull();
    expect((await disable()).statusCode).toBe(204);
    // Enabled again after disabling: a fresh alert.
    expect((await enable(me, id)).statusCode).toBe(201);
    const remove = () => as(me, { method: 'DELETE', url: `${BASE}/job-filters/${id}` });
    expect((await remove()).statusCode).toBe(204);
    expect((await list(me)).some((filter) => filter.id === id)).toBe(false);
    expect((await remove()).statusCode).toBe(404);
    expect((await disable()).statusCode).toBe(404);
  });

  it('an e-mail unsubscribe (one-click) turns the candidate’s alert off; it can be enabled again', async () => {
    const id = (await createFilter(me, { name: 'Unsub test' })).json().id as string;
    await enable(me, id, { name: 'Unsub test' });
    const mail = (await outbox(h.db, me.email)).find((message) => message.subject.includes('Unsub test'));
    const response = await h.app.inject({
      method: 'POST',
      url: oneClickPathOf(mail!),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(200);
    expect((await list(me)).find((filter) => filter.id === id)?.jobAlert).toBeNull();
    expect((await enable(me, id)).statusCode).toBe(201);
  });
});
