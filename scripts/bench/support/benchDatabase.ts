import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { migrateToLatest, openDatabase, type Database, type DatabaseSource } from '../../../gateway/db/openDatabase.ts';
import { reseedOffers } from '../../../gateway/seed/seedDatabase.ts';
import { projectRoot } from './startServer.ts';

export const BENCH_OFFERS = 100_000;
/** Kept between runs: seeding 100,000 offers takes about a minute. */
export const BENCH_DATA_DIR = path.join(projectRoot, '.data/bench-100k');
export const BENCH_SEEDED_AT = new Date('2025-06-01T00:00:00Z');
/** The benchmark's PGlite data folder as a source for `openDatabase`. */
export const BENCH_PGLITE: DatabaseSource = { kind: 'pglite', dataDir: BENCH_DATA_DIR };

/**
 * Opens the benchmark's database, migrated, seeding it first unless it holds exactly the benchmark's offers:
 * its PGlite data folder unless told another source. A benchmark that writes rows of its own passes its
 * own folder (PGlite is one process per folder); one on PostgreSQL passes the server's database.
 */
export async function openBenchDatabase(log: (line: string) => void, source: DatabaseSource = BENCH_PGLITE): Promise<Database> {
  if (source.kind === 'pglite' && source.dataDir !== null) await mkdir(source.dataDir, { recursive: true });
  const database = await openDatabase(source);
  try {
    await migrateToLatest(database.db);
    const { n } = await database.db
      .selectFrom('offers')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    if (Number(n) !== BENCH_OFFERS) {
      const where =
        source.kind === 'pglite' ? path.relative(projectRoot, source.dataDir ?? '(memory)') : `database ${new URL(source.url).pathname.slice(1)}`;
      log(`seeding ${BENCH_OFFERS.toLocaleString('en')} offers into ${where} (once; about a minute)…`);
      await reseedOffers(database.db, { offers: BENCH_OFFERS, seed: 42, now: BENCH_SEEDED_AT });
    }
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}
