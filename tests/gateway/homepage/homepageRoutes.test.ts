import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlogCategoriesCodec, BlogPostsCodec, OfferBannersCodec, SuperOffersCodec, type BlogPostDto } from '../../../contract/homepage.ts';
import { seededGateway, type SeededGateway, type StoredOffer } from '../listing/seededGateway.ts';

let gateway: SeededGateway;
let topCompanies: Set<number>;
beforeAll(async () => {
  gateway = await seededGateway(1000);
  const rows = await gateway.database.db.selectFrom('companies').select('id').where('is_top', '=', true).execute();
  topCompanies = new Set(rows.map((row) => row.id));
});
afterAll(() => gateway.close());

const api = '/api/jobboard';
const newestFirst = (a: StoredOffer, b: StoredOffer) => b.published_at.getTime() - a.published_at.getTime() || a.id.localeCompare(b.id);

async function getJson(url: string): Promise<unknown> {
  const response = await gateway.app.inject({ url });
  expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBe(200);
  return response.json();
}

/** Puts a demo offer on a pricing plan, as if an employer had published it on that plan. */
async function onPlan(offer: StoredOffer, plan: string): Promise<void> {
  const now = new Date();
  await gateway.database.db
    .insertInto('employer_offers')
    .values({
      id: offer.id,
      slug: offer.slug,
      tenant_id: offer.tenant_id,
      company_id: offer.company_id,
      created_by: null,
      edit_token_hash: randomUUID(),
      pricing_plan: plan,
      status: 'published',
      form: JSON.stringify({}),
      published_at: now,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

describe('super offers', () => {
  it('are the newest offers of top companies (demo offers have no plan), up to the limit', async () => {
    const body = await getJson(`${api}/job-advertisements/super-offers/latest?limit=20`);
    expect(SuperOffersCodec.is(body)).toBe(true);
    const expected = gateway.offers
      .filter((offer) => offer.tenant_id === 'jobboard' && topCompanies.has(offer.company_id))
      .sort(newestFirst)
      .slice(0, 20);
    expect((body as { guid: string }[]).map((offer) => offer.guid)).toEqual(expected.map((offer) => offer.id));
  });

  it('include an offer published on the plan with the graphic highlight, and not one on a plain plan', async () => {
    const others = gateway.offers.filter((offer) => offer.tenant_id === 'design' && !topCompanies.has(offer.company_id)).sort(newestFirst);
    const [premium, basic] = others as [StoredOffer, StoredOffer];
    await onPlan(premium, 'premium');
    await onPlan(basic, 'basic');
    const ids = ((await getJson('/api/design/job-advertisements/super-offers/latest?limit=20')) as { guid: string }[]).map((offer) => offer.guid);
    expect(ids).toContain(premium.id);
    expect(ids).not.toContain(basic.id);
  });

  it('refuses a limit outside 1 to 20', async () => {
    for (const limit of ['0', '21', 'x', '1.5']) {
      const response = await gateway.app.inject({ url: `${api}/job-advertisements/super-offers/latest?limit=${limit}` });
      expect(response.statusCode, limit).toBe(400);
      expect(response.json<{ message: string }>().message).toContain('limit');
    }
  });
});

describe('offer banners', () => {
  it('are up to three super offers in the category (a main one with its subcategories) and cities', async () => {
    const sample = gateway.offers.find((offer) => offer.tenant_id === 'jobboard' && topCompanies.has(offer.company_id))!;
    const { slug } = await gateway.database.db.selectFrom('categories').select('slug').where('id', '=', sample.category_id).executeTakeFirstOrThrow();
    const body = await getJson(`${api}/job-advertisements/banners?categoryKey=${slug}&cities=${sample.city_slug}`);
    expect(OfferBannersCodec.is(body)).toBe(true);
    const banners = body as { categoryKey: string; offer: { guid: string; citySlug: string; categoryId: number } }[];
    expect(banners.length).toBeGreaterThan(0);
    expect(banners.length).toBeLessThanOrEqual(3);
    for (const banner of banners) {
      expect(banner.categoryKey).toBe(slug);
      expect(banner.offer.citySlug).toBe(sample.city_slug);
      expect(topCompanies.has(gateway.offers.find((offer) => offer.id === banner.offer.guid)!.company_id)).toBe(true);
    }
    expect(await getJson(`${api}/job-advertisements/banners?categoryKey=no-such-category`)).toEqual([]);
    expect((await gateway.app.inject({ url: `${api}/job-advertisements/banners` })).statusCode).toBe(400);
  });
});

describe('the demo blog', () => {
  it('answers the newest posts first in each language, at most five, with pictures it draws', async () => {
    const pl = (await getJson(`${api}/blog/posts?lang=pl`)) as BlogPostDto[];
    const en = (await getJson(`${api}/blog/posts?lang=en&limit=3`)) as BlogPostDto[];
    expect(BlogPostsCodec.is(pl) && BlogPostsCodec.is(en)).toBe(true);
    expect(pl).toHaveLength(5);
    expect(en.map((post) => post.id)).toEqual(pl.slice(0, 3).map((post) => post.id));
    expect(en[0]?.title).not.toBe(pl[0]?.title);
    expect(pl.map((post) => post.publishedAt)).toEqual([...pl.map((post) => post.publishedAt)].sort().reverse());
    expect(pl[0]?.url).toMatch(/^https:\/\/jobboard\.example\/blog\//);
    for (const url of [pl[0]!.thumbnail!.medium, pl[0]!.postAuthor.image!]) {
      const picture = await gateway.app.inject({ url });
      expect(picture.statusCode).toBe(200);
      expect(picture.headers['content-type']).toContain('image/svg+xml');
    }
    expect((await gateway.app.inject({ url: '/api/blog-images/seed/nothing-medium.svg' })).statusCode).toBe(404);
  });

  it('answers its categories in the language asked', async () => {
    const categories = await getJson(`${api}/blog/categories?lang=en`);
    expect(BlogCategoriesCodec.is(categories)).toBe(true);
    expect((categories as { name: string }[]).map((category) => category.name)).toContain('Remote work');
  });

  it('refuses a limit outside 1 to 5', async () => {
    for (const limit of ['0', '6', 'all'])
      expect((await gateway.app.inject({ url: `${api}/blog/posts?limit=${limit}` })).statusCode, limit).toBe(400);
  });
});
