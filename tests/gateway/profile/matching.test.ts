import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MatchedOffersPageCodec, MatchPercentsCodec } from '../../../contract/profile.ts';
import { MATCH_FLOOR } from '../../../core/profile/matching/matchPercent.ts';
import type { Account } from '../session/sessionHarness.ts';
import { BASE, errorOf, startProfileHarness, type ProfileHarness } from './profileHarness.ts';

describe('matched offers and match percents', () => {
  let h: ProfileHarness;
  let offer: {
    id: string;
    city_slug: string;
    category_id: number;
    workplace_type: string;
    required_skills: { name: string; level: number }[];
    employment_types: { type: string }[];
  };
  beforeAll(async () => {
    h = await startProfileHarness(300);
    offer = await h.database.db
      .selectFrom('offers')
      .select(['id', 'city_slug', 'category_id', 'workplace_type', 'required_skills', 'employment_types'])
      .where('tenant_id', '=', 'jobboard')
      .orderBy('published_at', 'desc')
      .executeTakeFirstOrThrow();
  });
  afterAll(async () => h.close());

  /** A candidate whose preferences fit `offer` in every part. */
  async function perfectFit(consent = true): Promise<Account> {
    const account = await h.register();
    if (consent) await h.as(account, { method: 'PATCH', url: '/candidates/consents/profiling', payload: { given: true } });
    const preferences = await h.as(account, {
      method: 'PATCH',
      url: `/candidates/${account.id}/preferences`,
      payload: {
        experienceYears: 10,
        skills: offer.required_skills.map((skill) => ({ id: skill.name, name: skill.name, level: 5 })),
        employments: [...new Set(offer.employment_types.map((employment) => employment.type))].map((type) => ({ type, salary: null })),
        locations: { residences: [offer.city_slug], workplaceTypes: [offer.workplace_type] },
        categoryIds: [offer.category_id],
      },
    });
    expect(preferences.statusCode).toBe(200);
    return account;
  }

  const matched = (account: Account, query = '') => h.as(account, { method: 'GET', url: `/candidates/job-advertisements/matched${query}` });
  const percents = (account: Account, ids: readonly string[]) =>
    h.as(account, { method: 'GET', url: `/candidates/job-advertisements/match-percents?${ids.map((id) => `jobAdvertisementIds=${id}`).join('&')}` });

  it('needs a session (401) and the profiling consent (403 with its kind)', async () => {
    expect((await h.app.inject({ method: 'GET', url: `${BASE}/candidates/job-advertisements/matched` })).statusCode).toBe(401);
    expect(
      (await h.app.inject({ method: 'GET', url: `${BASE}/candidates/job-advertisements/match-percents?jobAdvertisementIds=${offer.id}` })).statusCode,
    ).toBe(401);
    const account = await perfectFit(false);
    for (const response of [await matched(account), await percents(account, [offer.id])]) {
      expect(response.statusCode).toBe(403);
      expect(errorOf(response).error).toBe('profiling-consent-required');
    }
  });

  it('lists nothing for a candidate without skills', async () => {
    const account = await h.register();
    await h.as(account, { method: 'PATCH', url: '/candidates/consents/profiling', payload: { given: true } });
    expect((await matched(account)).json()).toEqual({ items: [], hasNextPage: false, pageNumber: 1, floor: MATCH_FLOOR });
    expect((await percents(account, [offer.id])).json()).toEqual({ items: [] });
  });

  it('ranks offers best first, all at or above the floor, the perfect fit at 100', async () => {
    const account = await perfectFit();
    const first = await matched(account, '?pageSize=10');
    expect(first.statusCode).toBe(200);
    const page = first.json();
    expect(MatchedOffersPageCodec.is(page)).toBe(true);
    const values = (page.items as { matchPercent: number }[]).map((item) => item.matchPercent);
    expect(values.length).toBeGreaterThan(0);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    expect(values.every((value) => value >= MATCH_FLOOR && value <= 100)).toBe(true);
    expect(values[0]).toBe(100);
    const lookup = (await percents(account, [offer.id])).json();
    expect(MatchPercentsCodec.is(lookup)).toBe(true);
    expect(lookup).toEqual({ items: [{ jobAdvertisementId: offer.id, matchPercent: 100 }] });
    if (page.hasNextPage) {
      const second = (await matched(account, '?page=2&pageSize=10')).json() as { items: { guid: string; matchPercent: number }[] };
      const firstIds = new Set((page.items as { guid: string }[]).map((item) => item.guid));
      expect(second.items.some((item) => firstIds.has(item.guid))).toBe(false);
      expect(second.items.every((item) => item.matchPercent <= (values.at(-1) ?? 100))).toBe(true);
    }
  });

  it('agrees between the page and the lookup, and leaves out offers below the floor', async () => {
    const account = await perfectFit();
    const page = (await matched(account, '?pageSize=25')).json() as { items: { guid: string; matchPercent: number }[] };
    const all = (
      await h.database.db.selectFrom('offers').select('id').where('tenant_id', '=', 'jobboard').orderBy('published_at', 'desc').limit(25).execute()
    ).map((row) => row.id);
    const lookup = (await percents(account, all)).json() as { items: { jobAdvertisementId: string; matchPercent: number }[] };
    for (const item of lookup.items) expect(item.matchPercent).toBeGreaterThanOrEqual(MATCH_FLOOR);
    const onPage = new Map(page.items.map((item) => [item.guid, item.matchPercent]));
    for (const item of lookup.items) if (onPage.has(item.jobAdvertisementId)) expect(onPage.get(item.jobAdvertisementId)).toBe(item.matchPercent);
  });

  it('refuses more than 25 ids, ids that are not offer ids, and bad paging with 400', async () => {
    const account = await perfectFit();
    const ids = Array.from({ length: 26 }, (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`);
    expect((await percents(account, ids)).statusCode).toBe(400);
    expect((await percents(account, ['../etc'])).statusCode).toBe(400);
    expect((await percents(account, ids.slice(0, 3))).json()).toEqual({ items: [] });
    for (const query of ['?page=0', '?pageSize=101', '?page=x']) expect((await matched(account, query)).statusCode).toBe(400);
  });
});
