import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEW_CLOCK_SKEW_MS, VIEWS_PER_MINUTE } from '../../../gateway/analytics/offerViews.ts';
import { seededGateway, type SeededGateway } from '../listing/seededGateway.ts';

/**
 * Finding 4 of the hardening issue: POST /v1/views took unlimited anonymous writes (300 in 0.3 s),
 * any slug including unknown ones, any date since 2000; and those rows rank the popular offers.
 */
describe('offer views', () => {
  let gateway: SeededGateway;
  let clock = 0;
  beforeAll(async () => {
    gateway = await seededGateway(60);
  });
  afterAll(async () => gateway.close());

  const now = () => new Date(new Date('2025-06-01T00:00:00Z').getTime() + clock);
  const slugOf = (tenant: string, index = 0) => gateway.offers.filter((offer) => offer.tenant_id === tenant)[index]!.slug;
  const view = (body: Record<string, unknown>, options: { remoteAddress?: string; userAgent?: string; url?: string } = {}) =>
    gateway.app.inject({
      method: 'POST',
      url: options.url ?? '/api/jobboard/v1/views',
      payload: { brand: 'jobboard', visitedAt: now().toISOString(), ...body },
      remoteAddress: options.remoteAddress ?? '198.51.100.1',
      headers: { 'user-agent': options.userAgent ?? 'Test browser' },
    });
  const stored = (slug: string) => gateway.database.db.selectFrom('offer_views').select('visited_at').where('offer_slug', '=', slug).execute();
  const advance = (ms: number) => {
    clock += ms;
    gateway.advanceClock(ms);
  };

  it('counts a visitor’s views of one offer once a day', async () => {
    const slug = slugOf('jobboard', 1);
    for (let i = 0; i < 5; i++) expect((await view({ offerSlug: slug })).statusCode).toBe(204);
    expect(await stored(slug)).toHaveLength(1);
    // Another browser on the same address, or another address, is another visitor.
    await view({ offerSlug: slug }, { userAgent: 'Another browser' });
    await view({ offerSlug: slug }, { remoteAddress: '198.51.100.2' });
    expect(await stored(slug)).toHaveLength(3);
    // The next day the first visitor counts again.
    advance(86_400_000);
    await view({ offerSlug: slug });
    expect(await stored(slug)).toHaveLength(4);
  });

  it('answers 404 to an offer the brand does not have, and records nothing', async () => {
    for (const body of [{ offerSlug: 'no-such-offer-zz' }, { offerSlug: slugOf('design') }]) {
      const response = await view(body);
      expect(response.statusCode).toBe(404);
      expect(await stored(String(body.offerSlug))).toHaveLength(0);
    }
  });

  it('answers 400 to a visitedAt more than a minute from now, and keeps our time for the others', async () => {
    const slug = slugOf('jobboard', 2);
    for (const offset of [-VIEW_CLOCK_SKEW_MS - 1, VIEW_CLOCK_SKEW_MS + 1, -20 * 365 * 86_400_000]) {
      const response = await view({ offerSlug: slug, visitedAt: new Date(now().getTime() + offset).toISOString() });
      expect(response.statusCode, String(offset)).toBe(400);
    }
    expect((await view({ offerSlug: slug, visitedAt: '2001-01-01T00:00:00Z' })).statusCode).toBe(400);
    expect((await view({ offerSlug: slug, visitedAt: new Date(now().getTime() - 30_000).toISOString() })).statusCode).toBe(204);
    const [row] = await stored(slug);
    expect(new Date(row!.visited_at).toISOString()).toBe(now().toISOString());
  });

  it(`takes ${VIEWS_PER_MINUTE} a minute from one client, then 429 with Retry-After`, async () => {
    const client = '203.0.113.77';
    const slugs = gateway.offers.filter((offer) => offer.tenant_id === 'jobboard').map((offer) => offer.slug);
    for (let i = 0; i < VIEWS_PER_MINUTE; i++)
      expect((await view({ offerSlug: slugs[i % slugs.length] }, { remoteAddress: client })).statusCode).toBe(204);
    const refused = await view({ offerSlug: slugs[0] }, { remoteAddress: client });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await view({ offerSlug: slugs[0] }, { remoteAddress: '203.0.113.78' })).statusCode).toBe(204);
    advance(60_000);
    expect((await view({ offerSlug: slugs[0] }, { remoteAddress: client })).statusCode).toBe(204);
  });
});
