import type * as t from 'io-ts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BrandStoryDataCodec,
  BrandStoryStatusCodec,
  CompanyJobAdsPageCodec,
  CompanyListItemCodec,
  CompanyMarkerListCodec,
  CompanyProfileCodec,
  CompanyProfilesPageCodec,
  LabelledKeyListCodec,
  MainPageCompaniesCodec,
  ProfileCompaniesCodec,
  type CompanyListItemDto,
} from '../../../contract/companies.ts';
import { CompanyShortInfoCodec } from '../../../contract/listing.ts';
import { COMPANIES_TTL_MS } from '../../../gateway/companies/routes/companiesScope.ts';
import { seededGateway, type SeededGateway } from '../listing/seededGateway.ts';

let gateway: SeededGateway;
beforeAll(async () => {
  gateway = await seededGateway(1000);
});
afterAll(() => gateway.close());

const api = '/api/jobboard';

async function get<A>(url: string, codec: t.Type<A, unknown, unknown>): Promise<A> {
  const response = await gateway.app.inject({ url });
  expect(response.statusCode, `${url}: ${response.body.slice(0, 300)}`).toBe(200);
  const body: unknown = response.json();
  expect(codec.is(body), `${url} does not fit ${codec.name}: ${response.body.slice(0, 300)}`).toBe(true);
  return body as A;
}

const status = async (url: string) => (await gateway.app.inject({ url })).statusCode;

/** Every company of the board through the directory, page by page. */
async function everyCompany(query = ''): Promise<CompanyListItemDto[]> {
  const items: CompanyListItemDto[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await get(`${api}/company-profiles/with-legacy?pageSize=100&pageNumber=${page}${query}`, CompanyProfilesPageCodec);
    items.push(...answer.items);
    if (!answer.hasNextPage) return items;
  }
}

const offersOf = (companyId: number, tenant = 'jobboard') =>
  gateway.offers.filter((offer) => offer.company_id === companyId && offer.tenant_id === tenant).length;

describe('the directory', () => {
  it('lists every demo company once, top companies first, then by open offers on this board', async () => {
    const all = await everyCompany();
    expect(all).toHaveLength(400);
    expect(new Set(all.map((company) => company.slug)).size).toBe(400);
    for (const company of all) expect(company.offersCount, company.slug).toBe(offersOf(company.id));
    const keys = all.map((company) => [company.isTopCompany ? 0 : 1, -company.offersCount] as const);
    const sorted = [...keys].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    expect(keys).toEqual(sorted);
  });

  it('shuffles the same way for the same seed, differently for another, and pages never repeat a company', async () => {
    const first = await everyCompany('&shuffleSeed=abc');
    const again = await everyCompany('&shuffleSeed=abc');
    const other = await everyCompany('&shuffleSeed=xyz');
    expect(again.map((company) => company.id)).toEqual(first.map((company) => company.id));
    expect(other.map((company) => company.id)).not.toEqual(first.map((company) => company.id));
    expect(new Set(first.map((company) => company.id)).size).toBe(400);
  });

  it('filters by name, city, type, industry and recruiting, each item meeting every filter', async () => {
    const found = await everyCompany('&companyName=tech&cities=krakow,warszawa&type=startup&type=software-house&isActivelyRecruiting=1');
    expect(found.length).toBeGreaterThan(0);
    for (const company of found) {
      expect(company.companyName.toLowerCase()).toContain('tech');
      expect(company.cities.some((city) => ['krakow', 'warszawa'].includes(city.key))).toBe(true);
      expect(['startup', 'software-house']).toContain(company.companyType);
      expect(company.isActivelyRecruiting).toBe(true);
    }
    const industry = (await everyCompany()).find((company) => company.industry !== null)?.industry?.key ?? 'fintech';
    const byIndustry = await everyCompany(`&industry=${industry}`);
    expect(byIndustry.length).toBeGreaterThan(0);
    expect(byIndustry.every((company) => company.industry?.key === industry)).toBe(true);
  });

  it('takes % and _ in a name search literally', async () => {
    const page = await get(`${api}/company-profiles/with-legacy?companyName=%25`, CompanyProfilesPageCodec);
    expect(page.totalCount).toBe(0);
  });

  it('refuses paging out of bounds with a readable 400', async () => {
    for (const query of ['pageSize=0', 'pageSize=101', 'pageSize=abc', 'pageNumber=0', 'pageNumber=-1', 'shuffleSeed=%3Cscript%3E']) {
      const response = await gateway.app.inject({ url: `${api}/company-profiles/with-legacy?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(/page|shuffleSeed/);
    }
  });

  it('answers the carousel with the first companies of the directory, so page 1 starts with them', async () => {
    const carousel = await get(`${api}/company-profiles/main-page`, MainPageCompaniesCodec);
    const page = await get(`${api}/company-profiles/with-legacy?pageSize=5&pageNumber=1`, CompanyProfilesPageCodec);
    expect(carousel).toHaveLength(12);
    expect(carousel.slice(0, 5).map((company) => company.slug)).toEqual(page.items.map((company) => company.slug));
  });

  it('lists the companies with a published brand story', async () => {
    const companies = await get(`${api}/v2/user-panel/brand-stories/companies`, MainPageCompaniesCodec);
    expect(companies.length).toBeGreaterThan(40);
    expect(companies.every((company) => company.hasBrandStory)).toBe(true);
  });
});

describe('a company', () => {
  it('answers its profile with offices and the published brand story in the language asked', async () => {
    const [top] = await everyCompany();
    const pl = await get(`${api}/company-profiles/by-slug/${top!.slug}/published/with-legacy?lang=pl`, CompanyProfileCodec);
    const en = await get(`${api}/company-profiles/by-slug/${top!.slug}/published/with-legacy?lang=en`, CompanyProfileCodec);
    expect(pl.companyName).toBe(top!.companyName);
    expect(pl.locations.length).toBeGreaterThan(0);
    expect(pl.brandStory?.headline).not.toEqual(en.brandStory?.headline);
    expect(en.brandStory?.sections.map((section) => section.title)).toEqual(['Who we are', 'How we work', 'The team']);
    expect(await get(`${api}/company-profiles/by-slug/${top!.slug}/companies`, ProfileCompaniesCodec)).toEqual([
      { id: top!.id, name: top!.companyName, slug: top!.slug },
    ]);
  });

  it('answers a company without a published story (a draft, or none) with the story null, and its brand-story reads 404 with an empty body', async () => {
    const { rows } = await sql<{ slug: string; status: string | null }>`
      select c.slug, bs.status from companies c left join brand_stories bs on bs.company_id = c.id
      where bs.status = 'draft' or bs.company_id is null order by c.id limit 10`.execute(gateway.database.db);
    for (const kind of ['draft', null]) {
      const row = rows.find((candidate) => candidate.status === kind);
      expect(row, `a company with ${kind ?? 'no'} story`).toBeDefined();
      expect((await get(`${api}/company-profiles/by-slug/${row!.slug}/published/with-legacy`, CompanyProfileCodec)).brandStory).toBeNull();
      for (const read of ['data', 'status']) {
        const response = await gateway.app.inject({ url: `${api}/v2/employer-panel/brand-stories/${read}/${row!.slug}` });
        expect(response.statusCode).toBe(404);
        expect(response.body).toBe('');
      }
    }
    expect((await gateway.app.inject({ url: `${api}/v2/employer-panel/brand-stories/status/no-such-company-zz` })).body).toBe('');
  });

  it('answers the brand story data in both languages and its status', async () => {
    const [top] = await everyCompany();
    const story = await get(`${api}/v2/employer-panel/brand-stories/data/${top!.slug}`, BrandStoryDataCodec);
    expect(story).toMatchObject({ slug: top!.slug, status: 'published' });
    expect(story.content.pl.sections[0]?.title).toBe('Kim jesteśmy');
    expect(await get(`${api}/v2/employer-panel/brand-stories/status/${top!.slug}`, BrandStoryStatusCodec)).toEqual({
      slug: top!.slug,
      status: 'published',
      updatedAt: story.updatedAt,
    });
  });

  it('lists its offers on this board newest first, 999 a page at most', async () => {
    const [top] = await everyCompany();
    const page = await get(`${api}/company-profiles/${top!.id}/job-advertisements?pageNumber=1&pageSize=999`, CompanyJobAdsPageCodec);
    expect(page.totalCount).toBe(offersOf(top!.id));
    expect(page.items).toHaveLength(page.totalCount);
    const dates = page.items.map((ad) => ad.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(page.items.every((ad) => ad.company.slug === top!.slug)).toBe(true);
    expect(await status(`${api}/company-profiles/${top!.id}/job-advertisements?pageSize=1000`)).toBe(400);
    expect(await status(`${api}/company-profiles/999999/job-advertisements`)).toBe(404);
    expect(await status(`${api}/company-profiles/abc/job-advertisements`)).toBe(404);
  });

  it('is found from its offer, by id or slug', async () => {
    const offer = gateway.offers.find((candidate) => candidate.tenant_id === 'jobboard')!;
    for (const key of [offer.id, offer.slug])
      expect((await get(`${api}/job-advertisements/${key}/company-profile`, CompanyListItemCodec)).slug).toBe(offer.company_slug);
    expect(await status(`${api}/job-advertisements/no-such-offer/company-profile`)).toBe(404);
  });

  it('answers the offer page’s short info from the same company', async () => {
    const offer = gateway.offers.find((candidate) => candidate.tenant_id === 'jobboard')!;
    const info = await get(`${api}/company/${offer.company_slug}/short-info`, CompanyShortInfoCodec);
    expect(info).toMatchObject({ slug: offer.company_slug, offersCount: offersOf(offer.company_id) });
    expect(await status(`${api}/company/no-such-company/short-info`)).toBe(404);
  });

  it('answers 404 for an unknown or malformed slug', async () => {
    for (const slug of ['no-such-company', 'BAD%20SLUG', '-x-'])
      expect(await status(`${api}/company-profiles/by-slug/${slug}/published/with-legacy`), slug).toBe(404);
  });
});

describe('HTML in company texts', () => {
  it('is stripped from names and descriptions, scripts with their content', async () => {
    const { db } = gateway.database;
    await db
      .updateTable('companies')
      .set({ name: '<b>Acme</b> &amp; <i>Sons</i>', short_description: 'We <script>alert(1)</script>build <a href="javascript:x">things</a> &lt;3' })
      .where('id', '=', 400)
      .execute();
    // Directory pages are kept for 30 s.
    gateway.advanceClock(COMPANIES_TTL_MS + 1);
    const company = (await everyCompany()).find((candidate) => candidate.id === 400);
    expect(company?.companyName).toBe('Acme & Sons');
    expect(company?.shortDescription).toBe('We build things <3');
  });
});

describe('boards', () => {
  it('shows a company that signed up on another board nowhere but there', async () => {
    const { db } = gateway.database;
    await db
      .insertInto('companies')
      .values({
        id: 1_000_500,
        slug: 'design-only-co-1000500',
        name: 'Design Only Co',
        company_type: 'startup',
        size: '1-10',
        url: '',
        logo: '',
        short_description: '',
        is_top: false,
        is_actively_recruiting: false,
      })
      .execute();
    await db
      .insertInto('employer_companies')
      .values({
        company_id: 1_000_500,
        tenant_id: 'design',
        accepted_regulations_at: new Date(),
        subscribe_to_newsletter: false,
        created_at: new Date(),
      })
      .execute();
    expect((await everyCompany()).some((company) => company.slug === 'design-only-co-1000500')).toBe(false);
    const page = await get('/api/design/company-profiles/with-legacy?companyName=Design%20Only', CompanyProfilesPageCodec);
    expect(page.items.map((company) => company.slug)).toEqual(['design-only-co-1000500']);
    expect(page.items[0]).toMatchObject({ coverPhotoUrl: null, industry: null, hasBrandStory: false, cities: [] });
    expect(await status(`${api}/company-profiles/by-slug/design-only-co-1000500/published/with-legacy`)).toBe(404);
  });
});

describe('markers, dictionaries and images', () => {
  it('puts one marker per office of the companies found', async () => {
    const markers = await get(`${api}/company-profiles/map/markers/with-legacy?cities=krakow&lang=en`, CompanyMarkerListCodec);
    expect(markers.length).toBeGreaterThan(0);
    expect(markers.every((marker) => marker.city === 'Cracow')).toBe(true);
  });

  it('labels industries and company types in the language asked', async () => {
    const industries = await get(`${api}/industries?lang=pl`, LabelledKeyListCodec);
    expect(industries.find((industry) => industry.key === 'fintech')?.label).toBe('Fintech i bankowość');
    const types = await get(`${api}/company-types?lang=en`, LabelledKeyListCodec);
    expect(types.map((type) => type.key)).toEqual(['software-house', 'e-commerce', 'startup', 'corporation', 'agency', 'other']);
  });

  it('serves a cover at any width asked, as an image that runs nothing; an unknown one is a 404', async () => {
    const cover = (await everyCompany()).find((company) => company.coverPhotoUrl !== null)!.coverPhotoUrl!;
    for (const url of [cover, `${cover}?w=640`]) {
      const response = await gateway.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('image/svg+xml');
      expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    }
    expect(await status('/api/company-images/00000000-0000-4000-8000-000000000000')).toBe(404);
    expect(await status('/api/company-images/not-a-uuid')).toBe(404);
  });
});
