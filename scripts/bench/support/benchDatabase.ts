import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { migrateToLatest, openDatabase, type Database } from '../../../gateway/db/openDatabase.ts';
import { reseedOffers } from '../../../gateway/seed/seedDatabase.ts';
import { projectRoot } from './startServer.ts';

export const BENCH_OFFERS = 100_000;
/** Kept between runs: seeding 100,000 offers takes about a minute. */
export const BENCH_DATA_DIR = path.join(projectRoot, '.data/bench-100k');
export const BENCH_SEEDED_AT = new Date('2025-06-01T00:00:00Z');

/**
 * Opens the benchmark's data folder, migrated, seeding it first unless it holds exactly the benchmark's offers.
 * A benchmark that writes rows of its own passes its own folder (PGlite is one process per folder).
 */
export async function openBenchDatabase(log: (line: string) => void, dataDir: string = BENCH_DATA_DIR): Promise<Database> {
  await mkdir(dataDir, { recursive: true });
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    await migrateToLatest(database.db);
    const { n } = await database.db
      .selectFrom('offers')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    if (Number(n) !== BENCH_OFFERS) {
      log(`seeding ${BENCH_OFFERS.toLocaleString('en')} offers into ${path.relative(projectRoot, dataDir)} (once; about a minute)…`);
      await reseedOffers(database.db, { offers: BENCH_OFFERS, seed: 42, now: BENCH_SEEDED_AT });
    }
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}
