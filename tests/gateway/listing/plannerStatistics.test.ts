import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../gateway/db/openDatabase.ts';
import { refreshPlannerStatistics } from '../../../gateway/listing/plannerStatistics.ts';
import { seedDatabase } from '../../../gateway/seed/seedDatabase.ts';
import { testDatabase } from '../../support/databases.ts';

describe('refreshPlannerStatistics', () => {
  let database: Database;
  beforeAll(async () => {
    database = await testDatabase();
  });
  afterAll(() => database.close());

  it('leaves an empty table alone', async () => {
    expect(await refreshPlannerStatistics(database.db)).toBe(false);
  });

  it('vacuums and analyses after a bulk load, once', async () => {
    await seedDatabase(database.db, { offers: 400, now: new Date('2025-06-01T00:00:00Z') });
    expect(await refreshPlannerStatistics(database.db)).toBe(true);
    const { rows } = await sql<{ tuples: number; visible: number; pages: number }>`
      select reltuples as tuples, relallvisible as visible, relpages as pages from pg_class where relname = 'offers'`.execute(database.db);
    expect(Number(rows[0]!.tuples)).toBe(400);
    expect(Number(rows[0]!.visible)).toBe(Number(rows[0]!.pages));
    expect(await refreshPlannerStatistics(database.db)).toBe(false);
  });
});
