import fc from 'fast-check';
import { isRight } from 'fp-ts/lib/Either.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OffersByCursorCodec, type OffersByCursorDto, type OfferListItemDto } from '../../../contract/listing.ts';
import { ratesToPln } from '../../../gateway/listing/currencyRates.ts';
import { matches, type OracleFilters, type Reference } from './offerOracle.ts';
import { seededGateway, type SeededGateway, type StoredOffer } from './seededGateway.ts';

let gateway: SeededGateway;
let reference: Reference;

beforeAll(async () => {
  gateway = await seededGateway(1000);
  reference = {
    categories: await gateway.database.db.selectFrom('categories').select(['id', 'parent_id', 'slug', 'tenant_id']).execute(),
    cities: await gateway.database.db.selectFrom('cities').select(['slug', 'latitude', 'longitude']).execute(),
  };
});
afterAll(() => gateway.close());

const path = (tenant: string, query: string) => `/api/${tenant}/v2/user-panel/offers/by-cursor${query ? `?${query}` : ''}`;

async function page(tenant: string, query: string): Promise<OffersByCursorDto> {
  const response = await gateway.app.inject({ url: path(tenant, query) });
  expect(response.statusCode, response.body).toBe(200);
  const decoded = OffersByCursorCodec.decode(response.json());
  if (!isRight(decoded)) throw new Error(`response does not fit OffersByCursorCodec: ${response.body.slice(0, 300)}`);
  return decoded.right;
}

/** Every page, following nextFrom. */
async function everything(tenant: string, query: string): Promise<{ items: OfferListItemDto[]; totalCount: number }> {
  const items: OfferListItemDto[] = [];
  let from: number | null = 0;
  let totalCount = -1;
  while (from !== null) {
    const result: OffersByCursorDto = await page(tenant, `${query}${query ? '&' : ''}from=${from}`);
    items.push(...result.items);
    totalCount = result.totalCount;
    from = result.nextFrom;
  }
  return { items, totalCount };
}

const stored = (slug: string): StoredOffer => {
  const offer = gateway.offers.find((o) => o.slug === slug);
  if (!offer) throw new Error(`no stored offer ${slug}`);
  return offer;
};

const expected = (filters: OracleFilters) =>
  gateway.offers
    .filter((offer) => matches(offer, filters, reference))
    .map((offer) => offer.slug)
    .sort();

const categoryId = (tenant: string, slug: string) => reference.categories.find((c) => c.tenant_id === tenant && c.slug === slug)!.id;

/** encodeURIComponent, except that a lone surrogate becomes the (invalid) UTF-8 bytes of one, as a hostile client would send. */
function encodeLoosely(text: string): string {
  return Array.from(text, (char) => {
    try {
      return encodeURIComponent(char);
    } catch {
      return '%ED%A0%80';
    }
  }).join('');
}

describe('GET /v2/user-panel/offers/by-cursor', () => {
  it('pages through every offer of the tenant, newest first, without repeats, with nextFrom and the total', async () => {
    const first = await page('jobboard', 'itemsCount=100');
    expect(first.items).toHaveLength(100);
    expect(first.pageSize).toBe(100);
    expect(first.nextFrom).toBe(100);
    const all = await everything('jobboard', '');
    const slugs = all.items.map((item) => item.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect([...slugs].sort()).toEqual(expected({ tenant: 'jobboard' }));
    expect(all.totalCount).toBe(slugs.length);
    const dates = all.items.map((item) => Date.parse(item.publishedAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('keeps the requested page size, at most 100, and says null after the last page', async () => {
    const small = await page('design', 'itemsCount=7');
    expect(small.items).toHaveLength(7);
    expect(small.pageSize).toBe(7);
    const last = await page('design', `itemsCount=7&from=${small.totalCount - 3}`);
    expect(last.items).toHaveLength(3);
    expect(last.nextFrom).toBeNull();
    const beyond = await page('design', `from=${small.totalCount + 50}`);
    expect(beyond.items).toEqual([]);
    expect(beyond.nextFrom).toBeNull();
  });

  it('never shows another tenant its offers', async () => {
    for (const tenant of ['jobboard', 'engineers', 'design']) {
      const all = await everything(tenant, '');
      expect(all.items.length).toBeGreaterThan(0);
      for (const item of all.items) expect(stored(item.slug).tenant_id).toBe(tenant);
    }
  });

  const cases: ReadonlyArray<readonly [string, string, () => OracleFilters]> = [
    [
      'a main category, with its children',
      'categories=javascript',
      () => ({ tenant: 'jobboard', categories: [categoryId('jobboard', 'javascript')] }),
    ],
    ['a subcategory by id', `categories=ID:react`, () => ({ tenant: 'jobboard', categories: [categoryId('jobboard', 'react')] })],
    [
      'two categories',
      'categories=java&categories=python',
      () => ({ tenant: 'jobboard', categories: [categoryId('jobboard', 'java'), categoryId('jobboard', 'python')] }),
    ],
    ['a keyword, as a word prefix', 'keywords=senior', () => ({ tenant: 'jobboard', keywords: ['senior'] })],
    ['a two-word keyword: both words', 'keywords=java%20dev', () => ({ tenant: 'jobboard', keywords: ['java dev'] })],
    ['query, one more keyword', 'query=react', () => ({ tenant: 'jobboard', keywords: ['react'] })],
    ['a company name, contained', 'companyNames=soft', () => ({ tenant: 'jobboard', companyNames: ['soft'] })],
    ['a skill', 'skills=docker', () => ({ tenant: 'jobboard', skills: ['docker'] })],
    ['every one of two skills', 'skills=Python&skills=SQL', () => ({ tenant: 'jobboard', skills: ['python', 'sql'] })],
    ['a job title', 'jobTitles=developer', () => ({ tenant: 'jobboard', jobTitles: ['developer'] })],
    [
      'any of two job titles',
      'jobTitles=data%20engineer&jobTitles=ux%20designer',
      () => ({ tenant: 'jobboard', jobTitles: ['data engineer', 'ux designer'] }),
    ],
    ['with salary (1)', 'withSalary=1', () => ({ tenant: 'jobboard', withSalary: true })],
    ['with salary (true)', 'withSalary=true', () => ({ tenant: 'jobboard', withSalary: true })],
    ['workplace types', 'remoteWorkOptions=hybrid&remoteWorkOptions=office', () => ({ tenant: 'jobboard', remoteWorkOptions: ['hybrid', 'office'] })],
    ['remote', 'remote=1', () => ({ tenant: 'jobboard', remote: true })],
    ['a city', 'city=warszawa', () => ({ tenant: 'jobboard', city: 'warszawa' })],
    ['a city and a radius', 'city=krakow&cityRadiusKm=50', () => ({ tenant: 'jobboard', city: 'krakow', cityRadiusKm: 50 })],
    ['a city and radius 0: the city itself', 'city=gdansk&cityRadiusKm=0', () => ({ tenant: 'jobboard', city: 'gdansk' })],
    ['a wide radius reaching neighbouring cities', 'city=gdansk&cityRadiusKm=100', () => ({ tenant: 'jobboard', city: 'gdansk', cityRadiusKm: 100 })],
    ['a minimum salary in PLN', 'salaryMin=20000', () => ({ tenant: 'jobboard', salaryMin: 20000 })],
    [
      'a salary range in EUR',
      'salaryMin=3000&salaryMax=5000&currency=eur',
      () => ({ tenant: 'jobboard', salaryMin: 3000, salaryMax: 5000, currency: 'eur' }),
    ],
    ['a maximum salary in GBP', 'salaryMax=2500&currency=gbp', () => ({ tenant: 'jobboard', salaryMax: 2500, currency: 'gbp' })],
    ['Ukraine-friendly', 'ukraineFriendly=1', () => ({ tenant: 'jobboard', ukraineFriendly: true })],
    [
      'experience levels',
      'experienceLevels=junior&experienceLevels=trainee',
      () => ({ tenant: 'jobboard', experienceLevels: ['junior', 'trainee'] }),
    ],
    [
      'employment types (any of)',
      'employmentTypes=b2b&employmentTypes=internship',
      () => ({ tenant: 'jobboard', employmentTypes: ['b2b', 'internship'] }),
    ],
    ['comma-separated multiselect', 'employmentTypes=b2b,internship', () => ({ tenant: 'jobboard', employmentTypes: ['b2b', 'internship'] })],
    ['working times', 'workingTimes=part_time&workingTimes=freelance', () => ({ tenant: 'jobboard', workingTimes: ['part_time', 'freelance'] })],
    [
      'many filters at once',
      'categories=javascript&withSalary=1&experienceLevels=mid&experienceLevels=senior&remoteWorkOptions=remote&remoteWorkOptions=hybrid',
      () => ({
        tenant: 'jobboard',
        categories: [categoryId('jobboard', 'javascript')],
        withSalary: true,
        experienceLevels: ['mid', 'senior'],
        remoteWorkOptions: ['remote', 'hybrid'],
      }),
    ],
    [
      'another tenant: its own category',
      'categories=electronics',
      () => ({ tenant: 'engineers', categories: [categoryId('engineers', 'electronics')] }),
    ],
  ];

  it.each(cases)('filters by %s, exactly as the plain definition says', async (_name, query, filters) => {
    const oracle = filters();
    const resolved = query.replace(/ID:([a-z-]+)/, (_m, slug: string) => String(categoryId(oracle.tenant, slug)));
    const all = await everything(oracle.tenant, resolved);
    const want = expected(oracle);
    expect(want.length, 'the seed should make this case non-trivial').toBeGreaterThan(0);
    expect(want.length, 'the seed should make this case a real filter').toBeLessThan(
      gateway.offers.filter((o) => o.tenant_id === oracle.tenant).length,
    );
    expect(all.items.map((item) => item.slug).sort()).toEqual(want);
    expect(all.totalCount).toBe(want.length);
  });

  it('finds radius neighbours by distance, not by city name', async () => {
    const near = await everything('jobboard', 'city=gdansk&cityRadiusKm=100');
    expect(new Set(near.items.map((item) => item.citySlug))).toContain('gdynia');
  });

  it('sorts by salary, highest first, offers without a salary last', async () => {
    const all = await everything('jobboard', 'sortBy=salary&orderBy=DESC');
    const salaries = all.items.map((item) => stored(item.slug).salary_max_month_pln);
    const firstNull = salaries.indexOf(null);
    expect(firstNull).toBeGreaterThan(0);
    expect(salaries.slice(firstNull).every((s) => s === null)).toBe(true);
    const withSalary = salaries.slice(0, firstNull) as number[];
    expect(withSalary).toEqual([...withSalary].sort((a, b) => b - a));
  });

  it('sorts by salary, lowest first, still offers without a salary last', async () => {
    const all = await everything('jobboard', 'sortBy=salary&orderBy=ASC');
    const salaries = all.items.map((item) => stored(item.slug).salary_min_month_pln);
    const firstNull = salaries.indexOf(null);
    expect(salaries.slice(firstNull).every((s) => s === null)).toBe(true);
    const withSalary = salaries.slice(0, firstNull) as number[];
    expect(withSalary).toEqual([...withSalary].sort((a, b) => a - b));
  });

  it('sorts oldest first with orderBy=ASC, and newest like published', async () => {
    const ascending = (await everything('engineers', 'orderBy=ASC')).items.map((item) => Date.parse(item.publishedAt));
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    const newest = (await page('engineers', 'sortBy=newest')).items.map((item) => item.slug);
    expect(newest).toEqual((await page('engineers', 'sortBy=published')).items.map((item) => item.slug));
  });

  it('converts salaries into the asked currency, unit kept, the employer’s figures in original', async () => {
    const all = await everything('jobboard', 'currency=eur&withSalary=1');
    let converted = 0;
    let native = 0;
    for (const item of all.items) {
      const rows = stored(item.slug).employment_types;
      item.employmentTypes.forEach((type, index) => {
        const row = rows[index]!;
        expect(type.currency).toBe('eur');
        expect(type.unit).toBe(row.unit);
        expect(type.type).toBe(row.type);
        expect(type.gross).toBe(row.gross);
        if (row.currency === 'eur') {
          native++;
          expect(type).toMatchObject({ converted: false, original: null, from: row.from, to: row.to });
        } else {
          converted++;
          expect(type.converted).toBe(true);
          expect(type.original).toEqual({ from: row.from, to: row.to, currency: row.currency, unit: row.unit });
          const rate = ratesToPln[row.currency as keyof typeof ratesToPln] / ratesToPln.eur;
          const step = row.unit === 'month' || row.unit === 'year' ? 10 : 1;
          expect(Math.abs(type.from! - row.from! * rate)).toBeLessThanOrEqual(step / 2);
          expect(Math.abs(type.to! - row.to! * rate)).toBeLessThanOrEqual(step / 2);
        }
      });
    }
    expect(converted).toBeGreaterThan(100);
    expect(native).toBeGreaterThan(0);
  });

  it('shows PLN by default and converts nothing already in PLN', async () => {
    const first = await page('jobboard', 'withSalary=1');
    for (const item of first.items) {
      for (const type of item.employmentTypes) {
        expect(type.currency).toBe('pln');
        expect(type.converted).toBe(type.original !== null);
      }
    }
  });

  it('names cities in the tenant’s language, or the one asked for', async () => {
    const polish = await page('jobboard', 'city=warszawa&itemsCount=1');
    expect(polish.items[0]?.city).toBe('Warszawa');
    const english = await page('jobboard', 'city=warszawa&itemsCount=1&lang=en');
    expect(english.items[0]?.city).toBe('Warsaw');
  });

  it('drops unknown and out-of-range values instead of failing or echoing them', async () => {
    const plain = await page('jobboard', '');
    const garbage = await page(
      'jobboard',
      'employmentTypes=slave&experienceLevels=god&remoteWorkOptions=moon&workingTimes=24/7&currency=btc&sortBy=random&orderBy=sideways' +
        '&itemsCount=1000&from=-5&salaryMin=-1&salaryMax=99999999&cityRadiusKm=5000&city=atlantis&categories=no-such-category' +
        '&withSalary=maybe&remote=2&ukraineFriendly=nope&bogus=1',
    );
    expect(garbage.totalCount).toBe(plain.totalCount);
    expect(garbage.pageSize).toBe(100);
    expect(garbage.items.map((item) => item.slug)).toEqual(plain.items.map((item) => item.slug));
    expect(JSON.stringify(garbage)).not.toMatch(/slave|atlantis|btc|no-such-category/);
  });

  it('drops a salary range whose minimum is above its maximum', async () => {
    const plain = await page('jobboard', '');
    expect((await page('jobboard', 'salaryMin=30000&salaryMax=1000')).totalCount).toBe(plain.totalCount);
  });

  it('treats keywords with no letter or digit as absent, and text with quotes, percent signs and backslashes literally', async () => {
    const plain = await page('jobboard', '');
    expect((await page('jobboard', `keywords=${encodeURIComponent('!!! ***')}`)).totalCount).toBe(plain.totalCount);
    for (const text of ["o'reilly", '100%', 'a\\b', 'senior & | ! (java)', "java:* | 'x'", '_%']) {
      const result = await page(
        'jobboard',
        `keywords=${encodeURIComponent(text)}&companyNames=${encodeURIComponent(text)}&jobTitles=${encodeURIComponent(text)}`,
      );
      expect(result.totalCount).toBe(0);
    }
  });

  it('answers an unknown tenant with a JSON 404', async () => {
    const response = await gateway.app.inject({ url: path('nosuch', '') });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'unknown-tenant' });
  });

  it('never fails on any query string (fuzzed)', async () => {
    const keys = [
      'from',
      'itemsCount',
      'sortBy',
      'orderBy',
      'currency',
      'categories',
      'keywords',
      'query',
      'companyNames',
      'skills',
      'jobTitles',
      'withSalary',
      'remoteWorkOptions',
      'remote',
      'city',
      'cityRadiusKm',
      'salaryMin',
      'salaryMax',
      'ukraineFriendly',
      'experienceLevels',
      'employmentTypes',
      'workingTimes',
      'lang',
    ];
    const value = fc.oneof(
      fc.string(),
      fc.string({ unit: 'grapheme' }),
      fc.string({ unit: 'binary' }),
      fc.integer().map(String),
      fc.double().map(String),
      fc.constantFrom('warszawa', 'javascript', 'b2b', 'remote', 'salary', 'ASC', '1', '-1', '1e308', 'NaN', '0x10', '', ' ', '%', "'", '\\'),
    );
    const pair = fc.tuple(fc.oneof(fc.constantFrom(...keys), fc.string()), value);
    await fc.assert(
      fc.asyncProperty(fc.array(pair, { maxLength: 12 }), fc.constantFrom('', '&%ZZ', '&a[]=1&a[b]=2', '&&&=', '&keywords'), async (pairs, tail) => {
        const query = pairs.map(([k, v]) => `${encodeLoosely(k)}=${encodeLoosely(v)}`).join('&') + tail;
        const response = await gateway.app.inject({ url: `${path('jobboard', '')}?${query}` });
        expect(response.statusCode, `${query} → ${response.body.slice(0, 200)}`).toBe(200);
        expect(OffersByCursorCodec.is(response.json())).toBe(true);
      }),
      { numRuns: 150 },
    );
  });
});
