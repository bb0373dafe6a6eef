import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OffersByCursorCodec, OffersPagedCodec, type OffersPagedDto } from '../../../contract/listing.ts';
import { seededGateway, type SeededGateway } from './seededGateway.ts';

/** GET /v2/user-panel/offers: the offer list by page number (platform.md 7, "paginated, version 2"). */
let gateway: SeededGateway;
beforeAll(async () => {
  gateway = await seededGateway(400);
});
afterAll(async () => {
  await gateway.close();
});

const get = async (query: string) => {
  const response = await gateway.app.inject({ url: `/api/jobboard/v2/user-panel/offers${query}` });
  return { status: response.statusCode, body: response.json() as unknown };
};

describe('GET /v2/user-panel/offers', () => {
  it('answers page 1 of 20 by default, under its contract', async () => {
    const { status, body } = await get('');
    expect(status).toBe(200);
    expect(OffersPagedCodec.is(body)).toBe(true);
    const page = body as OffersPagedDto;
    expect(page).toMatchObject({ pageNumber: 1, pageSize: 20, hasNextPage: true });
    expect(page.items).toHaveLength(20);
    expect(page.totalCount).toBe(gateway.offers.filter((offer) => offer.tenant_id === 'jobboard').length);
  });

  it('pages through every offer once, newest first, the same order as by-cursor', async () => {
    const total = ((await get('')).body as OffersPagedDto).totalCount;
    const slugs: string[] = [];
    for (let pageNumber = 1; ; pageNumber++) {
      const page = (await get(`?page=${pageNumber}&pageSize=50`)).body as OffersPagedDto;
      slugs.push(...page.items.map((item) => item.slug));
      if (!page.hasNextPage) break;
    }
    expect(slugs).toHaveLength(total);
    expect(new Set(slugs).size).toBe(total);
    const cursor = (await gateway.app.inject({ url: '/api/jobboard/v2/user-panel/offers/by-cursor?itemsCount=100' })).json() as unknown;
    expect(OffersByCursorCodec.is(cursor)).toBe(true);
    expect(slugs.slice(0, 100)).toEqual((cursor as { items: Array<{ slug: string }> }).items.map((item) => item.slug));
  });

  it('takes the listing query’s filters', async () => {
    const page = (await get('?remoteWorkOptions=remote&pageSize=100')).body as OffersPagedDto;
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((item) => item.workplaceType === 'remote')).toBe(true);
  });

  it('answers a page past the end with no items and no next page', async () => {
    const page = (await get('?page=1000&pageSize=100')).body as OffersPagedDto;
    expect(page).toMatchObject({ items: [], pageNumber: 1000, hasNextPage: false });
  });

  it.each(['?page=0', '?page=x', '?page=1001', '?pageSize=0', '?pageSize=101', '?pageSize=2.5'])('%s is a readable 400', async (query) => {
    const { status, body } = await get(query);
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: 'bad-request', message: expect.stringMatching(/page(Size)? must be a whole number/) });
  });
});
