import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FavouritesCountCodec, FavouritesPageCodec } from '../../../contract/favourites.ts';
import { authed, register, startHarness, type Account, type Harness } from './sessionHarness.ts';

const base = '/api/jobboard/candidates/favorites';

describe('favourites', () => {
  let h: Harness;
  let offers: string[] = [];
  let otherTenantOffer = '';
  beforeAll(async () => {
    h = await startHarness({ offers: 120 });
    const rows = await h.database.db.selectFrom('offers').select('id').where('tenant_id', '=', 'jobboard').orderBy('id').limit(30).execute();
    offers = rows.map((row) => row.id);
    otherTenantOffer = (await h.database.db.selectFrom('offers').select('id').where('tenant_id', '!=', 'jobboard').executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => h.close());

  const add = (account: Account, id: string) => authed(h.app, account.token, { method: 'POST', url: base, payload: { jobAdvertisementId: id } });
  const count = async (account: Account) => (await authed(h.app, account.token, { url: `${base}/count` })).json() as { count: number };

  it('refuses every favourites call without a session, and with a forged bearer', async () => {
    const calls = [
      { method: 'GET', url: base },
      { method: 'GET', url: `${base}/count` },
      { method: 'POST', url: base, payload: { jobAdvertisementId: offers[0] } },
      { method: 'DELETE', url: `${base}/${offers[0]}` },
    ] as const;
    for (const call of calls) {
      expect((await h.app.inject(call)).statusCode).toBe(401);
      expect((await h.app.inject({ ...call, headers: { authorization: 'Bearer forged.token.value' } })).statusCode).toBe(401);
    }
  });

  it('adds, counts, lists and removes, idempotently', async () => {
    const account = await register(h.app);
    expect(await count(account)).toEqual({ count: 0 });
    const first = offers[0] ?? '';
    expect((await add(account, first)).statusCode).toBe(204);
    expect((await add(account, first.toUpperCase())).statusCode).toBe(204);
    const counted = await count(account);
    expect(FavouritesCountCodec.is(counted)).toBe(true);
    expect(counted).toEqual({ count: 1 });

    const list = await authed(h.app, account.token, { url: base });
    expect(list.statusCode).toBe(200);
    const page = list.json();
    expect(FavouritesPageCodec.is(page)).toBe(true);
    expect(page).toMatchObject({ pageNumber: 1, hasNextPage: false });
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({ jobAdvertisementId: first, guid: first, isFavorite: true });

    expect((await authed(h.app, account.token, { method: 'DELETE', url: `${base}/${first}` })).statusCode).toBe(204);
    expect((await authed(h.app, account.token, { method: 'DELETE', url: `${base}/${first}` })).statusCode).toBe(204);
    expect((await authed(h.app, account.token, { method: 'DELETE', url: `${base}/not-an-id` })).statusCode).toBe(204);
    expect(await count(account)).toEqual({ count: 0 });
  });

  it('answers 404 for an unknown offer, another tenant’s offer or a malformed id, and 400 for a bad body', async () => {
    const account = await register(h.app);
    expect((await add(account, randomUUID())).statusCode).toBe(404);
    expect((await add(account, otherTenantOffer)).statusCode).toBe(404);
    expect((await add(account, "1' or '1'='1")).statusCode).toBe(404);
    expect((await authed(h.app, account.token, { method: 'POST', url: base, payload: { id: offers[0] } })).statusCode).toBe(400);
    expect(await count(account)).toEqual({ count: 0 });
  });

  it('pages newest first with hasNextPage and pageNumber', async () => {
    const account = await register(h.app);
    const start = h.clock.now;
    try {
      for (const [index, id] of offers.slice(0, 5).entries()) {
        h.clock.now = new Date(start.getTime() + index * 1000);
        await add(account, id);
      }
    } finally {
      h.clock.now = start;
    }
    const pageOf = async (page: number) => (await authed(h.app, account.token, { url: `${base}?page=${page}&pageSize=2` })).json();
    const [one, two, three] = [await pageOf(1), await pageOf(2), await pageOf(3)];
    expect(one.items.map((item: { jobAdvertisementId: string }) => item.jobAdvertisementId)).toEqual([offers[4], offers[3]]);
    expect(one).toMatchObject({ hasNextPage: true, pageNumber: 1 });
    expect(two).toMatchObject({ hasNextPage: true, pageNumber: 2 });
    expect(three).toMatchObject({ hasNextPage: false, pageNumber: 3 });
    expect(three.items).toHaveLength(1);
    expect((await authed(h.app, account.token, { url: `${base}?page=0` })).statusCode).toBe(400);
    expect((await authed(h.app, account.token, { url: `${base}?pageSize=101` })).statusCode).toBe(400);
    expect((await authed(h.app, account.token, { url: `${base}?page=abc` })).statusCode).toBe(400);
  });

  it('answers the status lookup for up to 25 ids with only those that are favourites', async () => {
    const account = await register(h.app);
    const favourites = [offers[2], offers[7], offers[11]] as string[];
    for (const id of favourites) await add(account, id);
    const asked = offers.slice(0, 25);
    const query = asked.map((id) => `jobAdvertisementsIds=${id}`).join('&');
    const response = await authed(h.app, account.token, { url: `${base}?page=1&pageSize=25&${query}` });
    expect(response.statusCode).toBe(200);
    const ids = (response.json().items as { jobAdvertisementId: string }[]).map((item) => item.jobAdvertisementId).sort();
    expect(ids).toEqual([...favourites].sort());
    const commaSeparated = await authed(h.app, account.token, { url: `${base}?pageSize=25&jobAdvertisementsIds=${offers[7]},${offers[8]}` });
    expect(commaSeparated.json().items).toHaveLength(1);

    const many = await register(h.app);
    for (const id of offers.slice(0, 22)) await add(many, id);
    const withoutPageSize = await authed(h.app, many.token, { url: `${base}?${query}` });
    expect(withoutPageSize.json().items).toHaveLength(22);

    const tooMany = offers
      .slice(0, 26)
      .map((id) => `jobAdvertisementsIds=${id}`)
      .join('&');
    expect((await authed(h.app, account.token, { url: `${base}?${tooMany}` })).statusCode).toBe(400);
    expect((await authed(h.app, account.token, { url: `${base}?jobAdvertisementsIds=nope` })).statusCode).toBe(400);
  });

  it('keeps each candidate’s favourites their own', async () => {
    const one = await register(h.app);
    const two = await register(h.app);
    await add(one, offers[0] ?? '');
    expect(await count(two)).toEqual({ count: 0 });
    expect((await authed(h.app, two.token, { url: base })).json().items).toEqual([]);
    expect((await authed(h.app, two.token, { method: 'DELETE', url: `${base}/${offers[0]}` })).statusCode).toBe(204);
    expect(await count(one)).toEqual({ count: 1 });
  });
});
