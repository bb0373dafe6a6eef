import { Migrator, sql } from 'kysely';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrations } from '../../../gateway/db/migrations/index.ts';
import { migrateToLatest, openDatabase } from '../../../gateway/db/openDatabase.ts';
import { isSeeded, reseedOffers, seedDatabase } from '../../../gateway/seed/seedDatabase.ts';

describe('a data folder from before employers', () => {
  let folder = '';
  afterAll(async () => {
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it('gets the pricing plans and testimonials from the migration, with its offers untouched and no reseed', async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'jobboard-employers-'));
    const old = await openDatabase({ kind: 'pglite', dataDir: folder });
    // A folder seeded, then taken back to the schema before employers (their migrations' down steps).
    await migrateToLatest(old.db);
    await seedDatabase(old.db, { offers: 15, now: new Date('2025-06-01T00:00:00Z') });
    const migrator = new Migrator({ db: old.db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo('0006_password_codes')).error).toBeUndefined();
    await expect(old.db.selectFrom('pricing_plans').selectAll().execute()).rejects.toThrow();
    const before = await old.db.selectFrom('offers').select(['id', 'title']).orderBy('id').execute();
    await old.close();

    const reopened = await openDatabase({ kind: 'pglite', dataDir: folder });
    await migrateToLatest(reopened.db);
    expect(await isSeeded(reopened.db)).toBe(true);
    expect(await reopened.db.selectFrom('offers').select(['id', 'title']).orderBy('id').execute()).toEqual(before);
    const plans = await reopened.db.selectFrom('pricing_plans').select(['tenant_id', 'slug']).execute();
    expect(plans).toHaveLength(12);
    const testimonials = await reopened.db.selectFrom('testimonials').select('id').execute();
    expect(testimonials).toHaveLength(9);
    await reopened.close();
  });

  it('keeps the companies and offers of employers when the demo data is replaced', async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir: null });
    try {
      await migrateToLatest(database.db);
      await seedDatabase(database.db, { offers: 10, now: new Date('2025-06-01T00:00:00Z') });
      const { rows } = await sql<{ id: number }>`select nextval('employer_company_ids')::int as id`.execute(database.db);
      const companyId = Number(rows[0]?.id);
      expect(companyId).toBeGreaterThanOrEqual(1_000_001);
      await database.db
        .insertInto('companies')
        .values({
          id: companyId,
          slug: `kept-${companyId}`,
          name: 'Kept',
          company_type: 'other',
          size: '',
          url: '',
          logo: '',
          short_description: '',
          is_top: false,
          is_actively_recruiting: true,
        })
        .execute();
      const seeded = await database.db.selectFrom('offers').selectAll().limit(1).executeTakeFirstOrThrow();
      const { search_text: _derived, ...copy } = seeded;
      await database.db
        .insertInto('offers')
        .values({
          ...copy,
          id: '00000000-0000-4000-8000-000000000001',
          slug: 'offer-0000000000000001',
          company_id: companyId,
          employment_types: JSON.stringify(copy.employment_types),
          required_skills: JSON.stringify(copy.required_skills),
          optional_skills: JSON.stringify(copy.optional_skills),
          multilocation: JSON.stringify(copy.multilocation),
        })
        .execute();
      await reseedOffers(database.db, { offers: 5, now: new Date('2025-06-01T00:00:00Z') });
      expect(await database.db.selectFrom('companies').select('name').where('id', '=', companyId).executeTakeFirst()).toEqual({ name: 'Kept' });
      expect(await database.db.selectFrom('offers').select('slug').where('company_id', '=', companyId).execute()).toEqual([
        { slug: 'offer-0000000000000001' },
      ]);
      const plans = await database.db.selectFrom('pricing_plans').select('slug').execute();
      expect(plans).toHaveLength(12);
    } finally {
      await database.close();
    }
  });
});
