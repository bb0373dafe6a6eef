import fc from 'fast-check';
import type * as t from 'io-ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ActiveSlugCodec,
  CategoryCountsCodec,
  CategoryListCodec,
  CityListCodec,
  ClusterListCodec,
  CompanyShortInfoCodec,
  CountCodec,
  DictionaryCodec,
  ListingConfigurationCodec,
  LookalikesCodec,
  MarkerListCodec,
  OfferDetailCodec,
  OffersByCursorCodec,
  PopularOffersCodec,
  SuggestionsCodec,
} from '../../../contract/listing.ts';
import { defaultListingConfiguration } from '../../../core/listing/ListingConfiguration.ts';
import { AGGREGATE_TTL_MS } from '../../../gateway/listing/listingRoutes.ts';
import { SEEDED_AT, seededGateway, type SeededGateway } from './seededGateway.ts';

let gateway: SeededGateway;
beforeAll(async () => {
  gateway = await seededGateway(1000);
});
afterAll(() => gateway.close());

/** GETs a path and decodes the body with its contract codec (the test fails on a mismatch). */
async function get<A>(url: string, codec: t.Type<A, unknown, unknown>): Promise<A> {
  const response = await gateway.app.inject({ url });
  expect(response.statusCode, `${url}: ${response.body.slice(0, 300)}`).toBe(200);
  const body: unknown = response.json();
  expect(codec.is(body), `${url} does not fit ${codec.name}: ${response.body.slice(0, 300)}`).toBe(true);
  return body as A;
}

const up = '/api/jobboard/v2/user-panel';
const ofTenant = (tenant: string) => gateway.offers.filter((offer) => offer.tenant_id === tenant);

describe('counts', () => {
  it('counts what by-cursor finds, for the same filters', async () => {
    for (const query of [
      '',
      'city=warszawa',
      'skills=docker&withSalary=1',
      'categories=java&experienceLevels=senior',
      'salaryMin=4000&currency=eur',
    ]) {
      const { count } = await get(`${up}/offers/count?${query}`, CountCodec);
      const { totalCount } = await get(`${up}/offers/by-cursor?${query}`, OffersByCursorCodec);
      expect(count, query).toBe(totalCount);
    }
  });

  it('counts every board together for all-boards', async () => {
    const { count } = await get(`${up}/offers/all-boards/count`, CountCodec);
    expect(count).toBe(gateway.offers.length);
  });

  it('counts per category, main categories including their children, ignoring the category filter itself', async () => {
    const counts = await get(`${up}/offers/count/categories?categories=java`, CategoryCountsCodec);
    const categories = await get('/api/jobboard/categories', CategoryListCodec);
    const javascript = categories.find((c) => c.slug === 'javascript')!;
    const byId = new Map(counts.map((entry) => [entry.categoryId, entry.count]));
    const family = [javascript.value, ...javascript.children.map((child) => child.value)];
    const direct = ofTenant('jobboard').filter((offer) => family.includes(offer.category_id)).length;
    expect(byId.get(javascript.value)).toBe(direct);
    for (const child of javascript.children) {
      expect(byId.get(child.value)).toBe(ofTenant('jobboard').filter((offer) => offer.category_id === child.value).length);
    }
  });

  it('applies the other filters to category counts', async () => {
    const all = await get(`${up}/offers/count/categories`, CategoryCountsCodec);
    const remote = await get(`${up}/offers/count/categories?remote=1`, CategoryCountsCodec);
    const total = (list: { count: number }[]) => list.reduce((sum, entry) => sum + entry.count, 0);
    expect(total(remote)).toBeLessThan(total(all));
  });

  it('counts one category and its children, and 404s a category of another tenant', async () => {
    const categories = await get('/api/jobboard/categories', CategoryListCodec);
    const java = categories.find((c) => c.slug === 'java')!;
    const counts = await get(`${up}/offers/count/categories/${java.value}`, CategoryCountsCodec);
    expect(counts.map((entry) => entry.categoryId).sort()).toEqual([java.value, ...java.children.map((c) => c.value)].sort());
    const designCategories = await get('/api/design/categories', CategoryListCodec);
    expect((await gateway.app.inject({ url: `${up}/offers/count/categories/${designCategories[0]!.value}` })).statusCode).toBe(404);
    expect((await gateway.app.inject({ url: `${up}/offers/count/categories/abc` })).statusCode).toBe(404);
  });
});

describe('suggestions', () => {
  it('suggests titles, companies and skills containing the text, at most 8 each', async () => {
    const suggestions = await get(`${up}/offers/suggest?query=dev`, SuggestionsCodec);
    expect(suggestions.titles.length).toBeGreaterThan(0);
    expect(suggestions.titles.length).toBeLessThanOrEqual(8);
    for (const { title } of suggestions.titles) expect(title.toLowerCase()).toContain('dev');
    for (const { title } of suggestions.skills) expect(title.toLowerCase()).toContain('dev');
    const companies = await get(`${up}/offers/suggest?query=soft&salaryCurrencies=eur`, SuggestionsCodec);
    expect(companies.companies.length).toBeGreaterThan(0);
    expect(companies.companies.length).toBeLessThanOrEqual(8);
    for (const { title } of companies.companies) expect(title.toLowerCase()).toContain('soft');
    const skills = await get(`${up}/offers/suggest?query=type`, SuggestionsCodec);
    expect(skills.skills.map((s) => s.title)).toContain('TypeScript');
  });

  it('only suggests what the tenant has', async () => {
    const design = await get('/api/design/v2/user-panel/offers/suggest?query=kubernetes', SuggestionsCodec);
    expect(design.titles).toEqual([]);
  });

  it('answers empty lists for text without letters or digits', async () => {
    for (const query of ['', '%20%20', '!!!', '%00']) {
      expect(await get(`${up}/offers/suggest?query=${query}`, SuggestionsCodec)).toEqual({ titles: [], companies: [], skills: [] });
    }
  });
});

describe('map', () => {
  it('clusters matching offers by city, counts adding up to the count', async () => {
    const clusters = await get(`${up}/offers/clusters?withSalary=1`, ClusterListCodec);
    const { count } = await get(`${up}/offers/count?withSalary=1`, CountCodec);
    expect(clusters.reduce((sum, cluster) => sum + cluster.count, 0)).toBe(count);
    const warsaw = clusters.find((cluster) => cluster.id === 'warszawa')!;
    expect(warsaw.region).toBe('Warszawa');
    expect(warsaw.geoJson).toEqual({ type: 'Point', coordinates: [warsaw.longitude, warsaw.latitude] });
    const categories = await get('/api/jobboard/categories', CategoryListCodec);
    expect(categories.map((c) => c.slug)).toContain(warsaw.categoryKey);
    expect(categories.find((c) => c.slug === warsaw.categoryKey)?.value).toBe(warsaw.categoryId);
  });

  it('keeps clusters and markers inside the bounding box', async () => {
    const poland = 'bbox=14,49,24.2,55';
    const clusters = await get(`${up}/offers/clusters?${poland}`, ClusterListCodec);
    expect(clusters.map((c) => c.id)).not.toContain('london');
    const markers = await get(`${up}/offers/markers?bbox=20.8,52.1,21.2,52.4`, MarkerListCodec);
    expect(markers.length).toBeGreaterThan(0);
    for (const marker of markers) {
      expect(marker.longitude).toBeGreaterThanOrEqual(20.8);
      expect(marker.longitude).toBeLessThanOrEqual(21.2);
      expect(marker.latitude).toBeGreaterThanOrEqual(52.1);
      expect(marker.latitude).toBeLessThanOrEqual(52.4);
    }
  });

  it('gives at most 500 markers, filtered like the list, and ignores a malformed bbox', async () => {
    const all = await get(`${up}/offers/markers?bbox=not,a,box`, MarkerListCodec);
    expect(all.length).toBe(500);
    const remote = await get(`${up}/offers/markers?remote=1&bbox=-180,-90,180,90`, MarkerListCodec);
    const slugs = new Set(
      ofTenant('jobboard')
        .filter((o) => o.workplace_type === 'remote')
        .map((o) => o.slug),
    );
    for (const marker of remote) expect(slugs.has(marker.slug)).toBe(true);
  });
});

describe('offers', () => {
  const anOffer = () => ofTenant('jobboard')[0]!;

  it('gives an offer by slug and by id, salaries in the asked currency', async () => {
    const offer = anOffer();
    const bySlug = await get(`/api/jobboard/job-advertisements/${offer.slug}`, OfferDetailCodec);
    const byId = await get(`/api/jobboard/job-advertisements/${offer.id}?currency=usd`, OfferDetailCodec);
    expect(bySlug).toMatchObject({ slug: offer.slug, id: offer.id, guid: offer.id, title: offer.title, companySlug: offer.company_slug });
    expect(byId.slug).toBe(offer.slug);
    for (const type of byId.employmentTypes) expect(type.currency).toBe('usd');
  });

  it('404s with JSON an offer that is missing or another tenant’s', async () => {
    const design = ofTenant('design')[0]!;
    for (const url of [
      `/api/jobboard/job-advertisements/${design.slug}`,
      '/api/jobboard/job-advertisements/no-such-offer',
      `/api/jobboard/job-advertisements/${'x'.repeat(400)}`,
    ]) {
      const response = await gateway.app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: 'not-found' });
    }
  });

  it('says whether a slug is an active offer of the tenant', async () => {
    const offer = anOffer();
    expect(await get(`${up}/offers/active-slug/${offer.slug}`, ActiveSlugCodec)).toEqual({ slug: offer.slug, active: true });
    expect((await get(`${up}/offers/active-slug/${ofTenant('design')[0]!.slug}`, ActiveSlugCodec)).active).toBe(false);
    expect((await get(`${up}/offers/active-slug/NOT%20A%20SLUG`, ActiveSlugCodec)).active).toBe(false);
  });

  it('finds up to 8 lookalikes of the same tenant sharing the category or a skill, never the offer itself', async () => {
    const offer = ofTenant('jobboard').find((o) => o.required_skills.length > 0)!;
    const similar = await get(`${up}/offer-lookalikes/${offer.slug}?currency=chf`, LookalikesCodec);
    expect(similar.length).toBeGreaterThan(0);
    expect(similar.length).toBeLessThanOrEqual(8);
    for (const item of similar) {
      const stored = gateway.offers.find((o) => o.slug === item.slug)!;
      expect(item.slug).not.toBe(offer.slug);
      expect(stored.tenant_id).toBe('jobboard');
      expect(stored.category_id === offer.category_id || stored.skill_names.some((s) => offer.skill_names.includes(s))).toBe(true);
    }
    expect((await gateway.app.inject({ url: `${up}/offer-lookalikes/no-such-offer` })).statusCode).toBe(404);
  });

  it('gives a company’s short info with its offer count on this board', async () => {
    const offer = anOffer();
    const info = await get(`/api/jobboard/company/${offer.company_slug}/short-info`, CompanyShortInfoCodec);
    expect(info.slug).toBe(offer.company_slug);
    expect(info.offersCount).toBe(ofTenant('jobboard').filter((o) => o.company_id === offer.company_id).length);
    expect((await gateway.app.inject({ url: '/api/jobboard/company/no-such-company/short-info' })).statusCode).toBe(404);
  });
});

describe('views and popular offers', () => {
  const view = (body: unknown, url = '/api/jobboard/v1/views') => gateway.app.inject({ method: 'POST', url, payload: body as object });

  it('records a view with 204', async () => {
    const offer = ofTenant('jobboard')[5]!;
    const response = await view({ brand: 'jobboard', offerSlug: offer.slug, visitedAt: SEEDED_AT.toISOString() });
    expect(response.statusCode).toBe(204);
    expect(
      (await view({ brand: 'design', offerSlug: ofTenant('design')[0]!.slug, visitedAt: SEEDED_AT.toISOString() }, '/api/v1/views')).statusCode,
    ).toBe(204);
  });

  it('answers 400 to a body that is not a view', async () => {
    const at = SEEDED_AT.toISOString();
    for (const body of [
      {},
      { brand: 'jobboard', offerSlug: 'a' },
      { brand: 'jobboard', offerSlug: 5, visitedAt: at },
      { brand: 'nosuch', offerSlug: 'a', visitedAt: at },
      { brand: 'design', offerSlug: 'a', visitedAt: at },
      { brand: 'jobboard', offerSlug: '', visitedAt: at },
      { brand: 'jobboard', offerSlug: 'a', visitedAt: 'yesterday' },
      { brand: 'jobboard', offerSlug: 'a', visitedAt: '2999-01-01T00:00:00Z' },
      [1, 2],
    ]) {
      const response = await view(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ error: 'bad-request' });
    }
    const notJson = await gateway.app.inject({
      method: 'POST',
      url: '/api/jobboard/v1/views',
      payload: '{oops',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.statusCode).toBe(400);
  });

  it('ranks the most viewed offers first, then the newest, in pages', async () => {
    const viewed = ofTenant('jobboard')[42]!;
    // Three visitors (a view counts once per visitor, offer and day).
    for (let i = 0; i < 3; i++) {
      await gateway.app.inject({
        method: 'POST',
        url: '/api/jobboard/v1/views',
        remoteAddress: `198.51.100.${i + 1}`,
        payload: { brand: 'jobboard', offerSlug: viewed.slug, visitedAt: SEEDED_AT.toISOString() },
      });
    }
    gateway.advanceClock(AGGREGATE_TTL_MS + 1);
    const first = await get(`${up}/offers/popular?perPage=5&page=1`, PopularOffersCodec);
    expect(first.items[0]?.slug).toBe(viewed.slug);
    expect(first).toMatchObject({ page: 1, perPage: 5, hasNextPage: true });
    const second = await get(`${up}/offers/popular?perPage=5&page=2`, PopularOffersCodec);
    expect(second.items.map((i) => i.slug)).not.toContain(viewed.slug);
    const defaults = await get(`${up}/offers/popular?perPage=0&page=-1`, PopularOffersCodec);
    expect(defaults).toMatchObject({ page: 1, perPage: 20 });
    expect(defaults.items).toHaveLength(20);
  });
});

describe('configuration and dictionaries', () => {
  it('serves the filter configuration core expects, in English by default', async () => {
    const configuration = await get(`${up}/configuration`, ListingConfigurationCodec);
    const { listPrefix, ...rest } = configuration;
    expect(rest).toEqual({
      ...defaultListingConfiguration,
      filters: defaultListingConfiguration.filters.map((filter) => ({ ...filter, ...(filter.options ? { options: [...filter.options] } : {}) })),
      radiusOptions: [...defaultListingConfiguration.radiusOptions],
      currencies: [...defaultListingConfiguration.currencies],
    });
    expect(listPrefix).toBe('job-offers');
    const salary = configuration.filters.find((f) => f.backendKey === 'salary');
    expect(salary).toMatchObject({ type: 'range', min: 0, max: 1_000_000 });
  });

  it('uses the Polish words with lang=pl', async () => {
    const configuration = await get(`${up}/configuration?lang=pl`, ListingConfigurationCodec);
    expect(configuration).toMatchObject({
      remoteSlug: 'praca-zdalna',
      allLocationsSlug: 'wszystkie-lokalizacje',
      listPrefix: 'oferty-pracy',
      pageSize: 100,
    });
  });

  it('lists the tenant’s main categories with their children, labelled in the language', async () => {
    const english = await get('/api/jobboard/categories?lang=en', CategoryListCodec);
    const polish = await get('/api/jobboard/categories?lang=pl', CategoryListCodec);
    expect(english.every((category) => category.isMain && category.parentKey === null && !category.static)).toBe(true);
    const testing = english.find((c) => c.slug === 'testing')!;
    expect(testing.label).toBe('Testing');
    expect(polish.find((c) => c.slug === 'testing')!.label).toBe('Testowanie');
    for (const child of testing.children)
      expect(child).toMatchObject({ isMain: false, parentKey: 'testing', parentValue: testing.value, children: [] });
    expect(english.find((c) => c.slug === 'blog')?.redirectTo).toMatch(/^https:\/\//);
    const engineers = await get('/api/engineers/categories', CategoryListCodec);
    expect(engineers.map((c) => c.slug)).toContain('electronics');
    expect(engineers.map((c) => c.slug)).not.toContain('javascript');
  });

  it('groups cities the tenant’s way', async () => {
    const jobboard = await get('/api/jobboard/cities?lang=en', CityListCodec);
    expect(new Set(jobboard.map((c) => c.tenantGroup))).toEqual(new Set(['popularPoland', 'popularWorld', 'other']));
    expect(jobboard[0]).toMatchObject({ slug: 'warszawa', label: 'Warsaw', group: 'top', tenantGroup: 'popularPoland' });
    expect(jobboard.find((c) => c.slug === 'berlin')).toMatchObject({ group: 'top', tenantGroup: 'popularWorld' });
    expect(jobboard.find((c) => c.slug === 'kielce')).toMatchObject({ group: 'list', tenantGroup: 'other' });
    const design = await get('/api/design/cities?lang=pl', CityListCodec);
    expect(new Set(design.map((c) => c.tenantGroup))).toEqual(new Set(['popular', 'other']));
    expect(design.find((c) => c.slug === 'berlin')).toMatchObject({ group: 'top', tenantGroup: 'popular' });
    expect(design.find((c) => c.slug === 'warszawa')?.label).toBe('Warszawa');
  });

  it('serves the dictionaries with labels in the language', async () => {
    const types = await get('/api/jobboard/employment-types?lang=pl', DictionaryCodec);
    expect(types.map((entry) => entry.value)).toEqual(['permanent', 'b2b', 'mandate_contract', 'contract', 'internship']);
    expect(types[0]!.label).toBe('Umowa o pracę');
    expect((await get('/api/jobboard/employment-types?lang=en', DictionaryCodec))[0]!.label).toBe('Employment contract');
    expect((await get('/api/jobboard/workplace-types/unique?lang=en', DictionaryCodec)).map((e) => e.label)).toEqual(['Remote', 'Hybrid', 'Office']);
    expect((await get('/api/jobboard/currencies', DictionaryCodec)).map((e) => e.value)).toEqual(['pln', 'eur', 'usd', 'gbp', 'chf']);
    const technologies = await get('/api/jobboard/technologies', DictionaryCodec);
    expect(technologies.length).toBeGreaterThan(20);
    expect(technologies.find((e) => e.value === 'typescript')?.label).toBe('TypeScript');
  });
});

describe('hostile input', () => {
  it('never answers 5xx on any listing GET route (fuzzed)', async () => {
    const routes = [
      `${up}/offers/count`,
      `${up}/offers/suggest`,
      `${up}/offers/clusters`,
      `${up}/offers/markers`,
      `${up}/offers/popular`,
      `${up}/offers/count/categories`,
      `${up}/configuration`,
      '/api/jobboard/categories',
      '/api/jobboard/cities',
    ];
    const text = fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.constantFrom('1', '-1', '1e999', 'warszawa', '1,2,3,4', '%', "'"));
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        fc.array(fc.tuple(fc.constantFrom('query', 'bbox', 'lang', 'page', 'perPage', 'city', 'keywords', 'currency', 'x'), text), { maxLength: 6 }),
        async (route, pairs) => {
          const query = new URLSearchParams(pairs).toString();
          const response = await gateway.app.inject({ url: `${route}?${query}` });
          expect(response.statusCode, `${route}?${query}`).toBeLessThan(500);
        },
      ),
      { numRuns: 80 },
    );
    for (const url of [
      `${up}/offers/active-slug/${'%ZZ'}`,
      `${up}/offer-lookalikes/%00`,
      '/api/jobboard/job-advertisements/%E0%A4%A',
      '/api/jobboard/company/%00/short-info',
    ]) {
      expect((await gateway.app.inject({ url })).statusCode, url).toBeLessThan(500);
    }
  });
});
