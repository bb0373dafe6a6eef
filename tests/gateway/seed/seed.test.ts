import { describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase } from '../../../gateway/db/openDatabase.ts';
import { monthlyFactor, ratesToPln, toMonthlyPln } from '../../../gateway/listing/currencyRates.ts';
import { categories, seedTenantIds, type CategoryRow } from '../../../gateway/seed/categories.ts';
import { cities, seoCitySlugs } from '../../../gateway/seed/cities.ts';
import { companyInitials } from '../../../core/companies/companyInitials.ts';
import { generateCompanies } from '../../../gateway/seed/companies.ts';
import { generateOffers, type SeedOffer } from '../../../gateway/seed/offers.ts';
import { createRandom } from '../../../gateway/seed/random.ts';
import { normalisedRange } from '../../../gateway/seed/salaries.ts';
import { isSeeded, reseedOffers, seedDatabase } from '../../../gateway/seed/seedDatabase.ts';
import { slugify } from '../../../gateway/seed/slugify.ts';
import { tenants } from '../../../gateway/tenancy/tenants.ts';

const now = new Date('2025-06-01T12:00:00Z');
const companies = generateCompanies(42);
const offers = (count: number, seed = 42): SeedOffer[] => generateOffers({ count, seed, now, companies });
const sample = offers(3000);

describe('random', () => {
  it('repeats itself for the same seed and differs for another', () => {
    const draw = (seed: number) => {
      const r = createRandom(seed);
      return [
        r.next(),
        r.int(1, 6),
        r.pick(['a', 'b', 'c']),
        r.weighted([
          ['x', 1],
          ['y', 3],
        ] as const),
        r.shuffle([1, 2, 3, 4, 5]),
        r.uuid(),
      ];
    };
    expect(draw(7)).toEqual(draw(7));
    expect(draw(7)).not.toEqual(draw(8));
  });

  it('keeps ints in range and never picks a zero weight', () => {
    const r = createRandom(1);
    for (let i = 0; i < 1000; i++) {
      const n = r.int(3, 5);
      expect(n >= 3 && n <= 5).toBe(true);
      expect(
        r.weighted([
          ['never', 0],
          ['always', 1],
        ] as const),
      ).toBe('always');
    }
  });

  it('makes well-formed v4 UUIDs', () => {
    const r = createRandom(3);
    for (let i = 0; i < 100; i++) expect(r.uuid()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe('determinism', () => {
  it('gives identical companies and offers for the same seed and reference date', () => {
    expect(generateCompanies(42)).toEqual(companies);
    expect(offers(200)).toEqual(sample.slice(0, 200));
  });

  it('gives different data for a different seed', () => {
    expect(generateCompanies(43).slice(0, 20)).not.toEqual(companies.slice(0, 20));
    expect(offers(20, 43).map((o) => o.slug)).not.toEqual(sample.slice(0, 20).map((o) => o.slug));
  });

  it('keeps the first offers when more are asked for (only a cut-off multi-city job at the end may differ)', () => {
    expect(offers(1000).slice(0, 996)).toEqual(sample.slice(0, 996));
  });
});

describe('cities', () => {
  const expectedSeoOrder = [
    'warszawa',
    'krakow',
    'bialystok',
    'kielce',
    'wroclaw',
    'lublin',
    'bielsko-biala',
    'poznan',
    'radom',
    'rzeszow',
    'bydgoszcz',
    'szczecin',
    'czestochowa',
    'olsztyn',
    'nowy-sacz',
    'katowice',
    'torun',
    'kalisz',
    'lodz',
    'tarnow',
    'opole',
    'koszalin',
    'gdansk',
    'plock',
    'stalowa-wola',
    'przemysl',
    'slupsk',
    'mielec',
    'konin',
    'wloclawek',
    'krosno',
    'siedlce',
    'zielona-gora',
    'gniezno',
    'walbrzych',
    'stargard',
    'rybnik',
    'kwidzyn',
    'zamosc',
    'elblag',
  ];

  it('lists the 40 SEO cities in the spec order, first among the rows', () => {
    expect(seoCitySlugs).toEqual(expectedSeoOrder);
    expect(cities.slice(0, 40).map((c) => c.slug)).toEqual(expectedSeoOrder);
  });

  it('has unique slugs matching the English label and Polish labels with diacritics', () => {
    expect(new Set(cities.map((c) => c.slug)).size).toBe(cities.length);
    const label = (slug: string) => cities.find((c) => c.slug === slug);
    expect(label('lodz')).toMatchObject({ label_pl: 'Łódź', label_en: 'Lodz' });
    expect(label('krakow')).toMatchObject({ label_pl: 'Kraków', label_en: 'Cracow' });
    expect(label('warszawa')).toMatchObject({ label_pl: 'Warszawa', label_en: 'Warsaw' });
    for (const city of cities.filter((c) => c.country === 'PL')) expect(slugify(city.label_pl)).toBe(city.slug);
  });

  it('places Polish cities inside Poland and numbers each group from 1 without gaps', () => {
    for (const city of cities.filter((c) => c.country === 'PL')) {
      expect(city.latitude).toBeGreaterThan(49);
      expect(city.latitude).toBeLessThan(54.9);
      expect(city.longitude).toBeGreaterThan(14.1);
      expect(city.longitude).toBeLessThan(24.2);
    }
    for (const group of ['popularPoland', 'popularWorld', 'other']) {
      const positions = cities
        .filter((c) => c.grp === group)
        .map((c) => c.position)
        .sort((a, b) => a - b);
      expect(positions).toEqual(positions.map((_, i) => i + 1));
    }
    expect(cities.filter((c) => c.grp === 'popularPoland')).toHaveLength(8);
    expect(cities.filter((c) => c.country !== 'PL').length).toBeGreaterThanOrEqual(15);
  });
});

describe('categories', () => {
  const byTenant = (tenantId: string) => categories.filter((c) => c.tenant_id === tenantId);
  const byId = new Map(categories.map((c) => [c.id, c]));

  it('covers exactly the configured tenants, with ids unique across them and slugs unique within each', () => {
    expect([...seedTenantIds].sort()).toEqual(tenants.map((t) => t.id).sort());
    expect(new Set(categories.map((c) => c.id)).size).toBe(categories.length);
    for (const tenantId of seedTenantIds) {
      const slugs = byTenant(tenantId).map((c) => c.slug);
      expect(new Set(slugs).size).toBe(slugs.length);
    }
  });

  it('numbers each tenant as a valid nested set', () => {
    for (const tenantId of seedTenantIds) {
      const rows = byTenant(tenantId);
      const edges = rows.flatMap((c) => [c.lft, c.rgt]).sort((a, b) => a - b);
      expect(edges).toEqual(edges.map((_, i) => i + 1));
      for (const row of rows) {
        expect(row.lft).toBeLessThan(row.rgt);
        const descendants = rows.filter((c) => c.lft > row.lft && c.rgt < row.rgt);
        expect(row.rgt - row.lft - 1).toBe(2 * descendants.length);
        if (row.parent_id === null) {
          expect(row.depth).toBe(0);
          continue;
        }
        const parent = byId.get(row.parent_id) as CategoryRow;
        expect(parent.tenant_id).toBe(tenantId);
        expect(row.depth).toBe(parent.depth + 1);
        expect(parent.lft).toBeLessThan(row.lft);
        expect(row.rgt).toBeLessThan(parent.rgt);
      }
    }
  });

  it('numbers siblings from 1 and lists parents before their children', () => {
    const seen = new Set<number>();
    for (const row of categories) {
      if (row.parent_id !== null) expect(seen.has(row.parent_id)).toBe(true);
      seen.add(row.id);
    }
    const siblingGroups = new Map<string, CategoryRow[]>();
    for (const row of categories) {
      const key = `${row.tenant_id}/${row.parent_id}`;
      siblingGroups.set(key, [...(siblingGroups.get(key) ?? []), row]);
    }
    for (const group of siblingGroups.values()) expect(group.map((c) => c.position)).toEqual(group.map((_, i) => i + 1));
  });

  it("gives jobboard enough main categories, 'it', an external redirect and 3–6 children elsewhere", () => {
    const mains = byTenant('jobboard').filter((c) => c.parent_id === null);
    expect(mains.length).toBeGreaterThanOrEqual(12);
    expect(mains.some((c) => c.slug === 'it')).toBe(true);
    expect(mains.filter((c) => c.redirect_to !== null).every((c) => c.redirect_to?.startsWith('https://'))).toBe(true);
    expect(mains.filter((c) => c.redirect_to !== null)).toHaveLength(1);
    for (const tenantId of seedTenantIds) {
      for (const main of byTenant(tenantId).filter((c) => c.parent_id === null && c.slug !== 'it' && c.redirect_to === null)) {
        const children = categories.filter((c) => c.parent_id === main.id);
        expect(children.length, `${tenantId}/${main.slug}`).toBeGreaterThanOrEqual(3);
        expect(children.length, `${tenantId}/${main.slug}`).toBeLessThanOrEqual(6);
      }
    }
    expect(
      byTenant('jobboard')
        .filter((c) => c.slug.includes('inne'))
        .every((c) => c.depth === 1),
    ).toBe(true);
    expect(byTenant('jobboard').some((c) => c.slug.includes('inne'))).toBe(true);
    expect(categories.every((c) => typeof c.icon === 'string' && c.icon.length > 0)).toBe(true);
  });
});

describe('companies', () => {
  it('makes 400 companies with unique slugs, known types and self-contained SVG logos', () => {
    expect(companies).toHaveLength(400);
    expect(new Set(companies.map((c) => c.slug)).size).toBe(400);
    for (const company of companies) {
      expect(['software-house', 'e-commerce', 'startup', 'corporation', 'agency', 'other']).toContain(company.company_type);
      expect(company.url).toBe(`https://${company.slug}.example`);
      expect(company.logo.startsWith('data:image/svg+xml;utf8,')).toBe(true);
      const svg = decodeURIComponent(company.logo.slice('data:image/svg+xml;utf8,'.length));
      expect(svg).toMatch(/^<svg [^>]*>.*<\/svg>$/);
      expect(svg).not.toMatch(/<image|href=/);
      expect(svg).toContain(`>${companyInitials(company.name)}</text>`);
    }
  });
});

describe('offers', () => {
  it("puts every offer in a category of its own tenant, never in 'it' or a redirect", () => {
    const byId = new Map(categories.map((c) => [c.id, c]));
    for (const offer of sample) {
      const category = byId.get(offer.category_id);
      expect(category?.tenant_id).toBe(offer.tenant_id);
      expect(category?.slug).not.toBe('it');
      expect(category?.redirect_to).toBeNull();
    }
    expect(new Set(sample.map((o) => o.tenant_id))).toEqual(new Set(seedTenantIds));
  });

  it('has unique ids and slugs, known cities and coordinates near them', () => {
    expect(new Set(sample.map((o) => o.id)).size).toBe(sample.length);
    expect(new Set(sample.map((o) => o.slug)).size).toBe(sample.length);
    for (const offer of sample) {
      const city = cities.find((c) => c.slug === offer.city_slug);
      expect(city).toBeDefined();
      expect(Math.abs(offer.latitude - (city?.latitude ?? 0))).toBeLessThanOrEqual(0.0300005);
      expect(Math.abs(offer.longitude - (city?.longitude ?? 0))).toBeLessThanOrEqual(0.0300005);
      expect(offer.slug).toContain(`-${offer.city_slug}-`);
    }
  });

  it('publishes offers in the 60 days before the reference date', () => {
    const sixtyDays = 60 * 86_400_000;
    for (const offer of sample) {
      expect(offer.published_at.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(offer.published_at.getTime()).toBeGreaterThan(now.getTime() - sixtyDays);
    }
  });

  it('lists its own slug first in a multi-city offer, and every listed slug is a real offer', () => {
    const slugs = new Set(sample.map((o) => o.slug));
    const multi = sample.filter((o) => o.multilocation.length > 0);
    expect(multi.length / sample.length).toBeGreaterThan(0.05);
    expect(multi.length / sample.length).toBeLessThan(0.15);
    for (const offer of multi) {
      expect(offer.multilocation.length).toBeGreaterThanOrEqual(2);
      expect(offer.multilocation.length).toBeLessThanOrEqual(4);
      expect(offer.multilocation[0]?.slug).toBe(offer.slug);
      for (const entry of offer.multilocation) expect(slugs.has(entry.slug)).toBe(true);
    }
  });

  it('keeps derived columns consistent with the values they come from', () => {
    for (const offer of sample) {
      expect(offer.employment_type_keys).toEqual(offer.employment_types.map((t) => t.type));
      expect(offer.skill_names).toEqual([...offer.required_skills, ...offer.optional_skills].map((s) => s.name.toLowerCase()));
      expect(offer.search_document).toBe(offer.search_document.toLowerCase());
      expect(offer.search_document.startsWith(offer.title.toLowerCase())).toBe(true);
      const range = normalisedRange(offer.employment_types);
      expect([offer.salary_min_month_pln, offer.salary_max_month_pln]).toEqual([range.minMonthPln, range.maxMonthPln]);
      for (const type of offer.employment_types) expect(type.gross).toBe(type.type === 'permanent');
    }
  });

  it('leaves about a fifth of offers without a salary, with from and to both null', () => {
    const without = sample.filter((o) => o.salary_min_month_pln === null);
    expect(without.length / sample.length).toBeGreaterThan(0.15);
    expect(without.length / sample.length).toBeLessThan(0.25);
    for (const offer of without) expect(offer.employment_types.every((t) => t.from === null && t.to === null)).toBe(true);
  });
});

describe('salary normalisation', () => {
  it('converts currency and unit to PLN per month', () => {
    expect(toMonthlyPln(10_000, 'pln', 'month')).toBe(10_000);
    expect(toMonthlyPln(1_000, 'eur', 'month')).toBe(4_300);
    expect(toMonthlyPln(100, 'pln', 'hour')).toBe(16_800);
    expect(toMonthlyPln(50, 'usd', 'hour')).toBe(Math.round(50 * ratesToPln.usd * 168));
    expect(toMonthlyPln(500, 'chf', 'day')).toBe(500 * 4.5 * 21);
    expect(toMonthlyPln(120_000, 'gbp', 'year')).toBe(50_500);
    expect(monthlyFactor.year).toBeCloseTo(1 / 12);
  });

  it('takes the lowest from and the highest to over the employment types', () => {
    const range = normalisedRange([
      { type: 'permanent', from: 10_000, to: 14_000, currency: 'pln', unit: 'month', gross: true },
      { type: 'b2b', from: 80, to: 120, currency: 'pln', unit: 'hour', gross: false },
    ]);
    expect(range).toEqual({ minMonthPln: 10_000, maxMonthPln: 20_160 });
    expect(normalisedRange([{ type: 'b2b', from: null, to: null, currency: 'eur', unit: 'month', gross: false }])).toEqual({
      minMonthPln: null,
      maxMonthPln: null,
    });
  });
});

describe('seeding a database', () => {
  it('fills an in-memory PGlite, refuses to seed twice, and reseeds to a new size', async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir: null });
    try {
      const db = database.db;
      await migrateToLatest(db);
      expect(await isSeeded(db)).toBe(false);

      const progress: number[] = [];
      const summary = await seedDatabase(db, { offers: 500, seed: 42, now, onProgress: (done) => progress.push(done) });
      expect(summary).toEqual({ offers: 500, companies: 400, categories: categories.length, cities: cities.length });
      expect(progress.at(-1)).toBe(500);
      expect(await isSeeded(db)).toBe(true);

      const count = async (table: 'offers' | 'companies' | 'categories' | 'cities' | 'offer_views') =>
        Number(
          (
            await db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      expect(await count('offers')).toBe(500);
      expect(await count('companies')).toBe(400);
      expect(await count('categories')).toBe(categories.length);
      expect(await count('cities')).toBe(cities.length);

      const first = await db
        .selectFrom('offers')
        .selectAll()
        .where('id', '=', sample[0]?.id as string)
        .executeTakeFirstOrThrow();
      expect(first.employment_types).toEqual(sample[0]?.employment_types);
      expect(first.skill_names).toEqual(sample[0]?.skill_names);
      expect(first.search_text).toContain(`'${sample[0]?.skill_names[0]?.split(' ')[0]}'`);

      await expect(seedDatabase(db, { offers: 10, seed: 42, now })).rejects.toThrow(/reseedOffers/);

      await db.insertInto('offer_views').values({ brand: 'jobboard', offer_slug: first.slug, visited_at: now }).execute();
      await reseedOffers(db, { offers: 300, seed: 7, now });
      expect(await count('offers')).toBe(300);
      expect(await count('offer_views')).toBe(0);
      expect(await count('companies')).toBe(400);
    } finally {
      await database.close();
    }
  }, 120_000);
});
