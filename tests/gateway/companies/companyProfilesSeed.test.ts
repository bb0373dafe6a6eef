import { Migrator } from 'kysely';
import { describe, expect, it } from 'vitest';
import { seedProfile, seedProfiles } from '../../../gateway/companies/seed/companyProfiles.ts';
import { migrations } from '../../../gateway/db/migrations/index.ts';
import { migrateToLatest, openDatabase } from '../../../gateway/db/openDatabase.ts';
import { generateCompanies } from '../../../gateway/seed/companies.ts';
import { reseedOffers, seedDatabase } from '../../../gateway/seed/seedDatabase.ts';
import { pgliteDatabase } from '../../support/databases.ts';

const companies = generateCompanies(42);

describe('the demo companies’ profiles', () => {
  it('are the same for the same companies, and differ between companies', () => {
    expect(seedProfiles(companies.slice(0, 50))).toEqual(seedProfiles(companies.slice(0, 50)));
    const covers = new Set(seedProfiles(companies).flatMap((profile) => (profile.cover ? [profile.cover.id] : [])));
    expect(covers.size).toBe(seedProfiles(companies).filter((profile) => profile.cover).length);
  });

  it('give every top company a published story, and some companies no cover (the placeholder’s demo)', () => {
    const profiles = seedProfiles(companies);
    for (const company of companies.filter((candidate) => candidate.is_top))
      expect(seedProfile(company).brandStory?.status, company.slug).toBe('published');
    expect(profiles.some((profile) => profile.cover === null)).toBe(true);
    expect(profiles.some((profile) => profile.brandStory?.status === 'draft')).toBe(true);
    expect(profiles.every((profile) => profile.locations.length >= 1)).toBe(true);
  });

  it('tell each story in both languages, part for part', () => {
    for (const profile of seedProfiles(companies)) {
      const story = profile.brandStory;
      if (!story) continue;
      expect(story.content.pl.sections).toHaveLength(story.content.en.sections.length);
      expect(story.content.pl.benefits).toHaveLength(story.content.en.benefits.length);
      expect(story.content.pl.headline).not.toBe(story.content.en.headline);
      expect(JSON.stringify(story.content)).not.toMatch(/\{(name|city|industry)\}/);
    }
  });
});

describe('a new database', () => {
  it('gets a profile for every demo company with the seed, and again after a reseed', async () => {
    const database = await pgliteDatabase();
    try {
      await seedDatabase(database.db, { offers: 50, now: new Date('2025-06-01T00:00:00Z') });
      const count = async (table: 'company_profiles' | 'brand_stories' | 'company_locations') =>
        Number(
          (
            await database.db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      expect(await count('company_profiles')).toBe(400);
      const stories = await count('brand_stories');
      const offices = await count('company_locations');
      await reseedOffers(database.db, { offers: 20, now: new Date('2025-06-01T00:00:00Z') });
      expect(await count('company_profiles')).toBe(400);
      expect(await count('brand_stories')).toBe(stories);
      expect(await count('company_locations')).toBe(offices);
    } finally {
      await database.close();
    }
  });
});

describe('a data folder seeded before profiles existed', () => {
  it('gets its demo companies’ profiles from migration 0013, the same the seed writes; signed-up companies get none', async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir: null });
    try {
      const migrator = new Migrator({ db: database.db, provider: { getMigrations: async () => migrations } });
      expect((await migrator.migrateTo('0011_candidate_search')).error).toBeUndefined();
      const old = companies.slice(0, 6);
      await database.db.insertInto('companies').values(old).execute();
      await database.db
        .insertInto('companies')
        .values({
          id: 1_000_001,
          slug: 'signed-up-1000001',
          name: 'Signed Up',
          company_type: 'other',
          size: '1-10',
          url: '',
          logo: '',
          short_description: '',
          is_top: false,
          is_actively_recruiting: false,
        })
        .execute();
      await migrateToLatest(database.db);
      const profiles = await database.db
        .selectFrom('company_profiles')
        .select(['company_id', 'industry', 'cover_image_id'])
        .orderBy('company_id')
        .execute();
      expect(profiles).toEqual(
        old.map((company) => ({
          company_id: company.id,
          industry: seedProfile(company).industry,
          cover_image_id: seedProfile(company).cover?.id ?? null,
        })),
      );
      const stories = await database.db.selectFrom('brand_stories').select('company_id').orderBy('company_id').execute();
      expect(stories.map((row) => row.company_id)).toEqual(
        old.filter((company) => seedProfile(company).brandStory !== null).map((company) => company.id),
      );
    } finally {
      await database.close();
    }
  });
});
