/**
 * The listing search benchmark (listingSearch.ts) on a real PostgreSQL 15 server, beside PGlite in the
 * same run. A throwaway cluster started by `pg_virtualenv -t -v 15` (scripts/ensurePostgres.sh installs
 * Debian's postgresql-15 when missing) gets the same 100,000 offers (reseedOffers, seed 42,
 * BENCH_SEEDED_AT), then VACUUM ANALYZE and a checkpoint. The gateway process opens it over
 * `DATABASE_URL`, as the product does, and takes the same runs as on PGlite (support/listingLoad.ts):
 * cache on (popular searches), cache on long tail (all misses), `LISTING_CACHE=off`, and the raw page
 * SQL floors inside it. Measured besides: the PostgreSQL processes' CPU time (they are not in the
 * server's, as PGlite is), each query's wait for one of the pool's connections, and
 * `EXPLAIN (ANALYZE, BUFFERS)` of the mix's statements on the server after the runs. The cluster is
 * dropped, then the PGlite rows run on `.data/bench-100k`: long tail, cache off and the floors.
 *
 * `BENCH_SECONDS` and `BENCH_PROFILE=1` as in listingSearch.ts (profiles `listing-postgres-*` and
 * `listing-pglite-*` in .data/profiles).
 */
import { spawnSync } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { onServer } from '../../tests/support/postgresServer.ts';
import { startThrowawayPostgres } from '../../tests/support/throwawayPostgres.ts';
import { openDatabase } from '../../gateway/db/openDatabase.ts';
import { loadReferenceData } from '../../gateway/listing/referenceData.ts';
import { BENCH_PGLITE, openBenchDatabase } from './support/benchDatabase.ts';
import { explainPageAndCount } from './support/explainPlan.ts';
import { runListingSearch } from './support/listingLoad.ts';
import { listingMix } from './support/listingMix.ts';
import { listingStatements } from './support/listingQueries.ts';
import { POSTGRES_SETTINGS, render, type ExplainedCase, type PostgresFacts } from './support/listingSearchPostgresReport.ts';
import { postgresCpu } from './support/postgresCpu.ts';
import { projectRoot } from './support/startServer.ts';

export { title } from './support/listingSearchPostgresReport.ts';

const DATABASE = 'jobboard_bench';
const EXPLAIN_RUNS = 3;
const log = (line: string) => process.stdout.write(`  [listingSearchPostgres] ${line}\n`);
const loadAverage = () => os.loadavg()[0] ?? 0;

export async function run(): Promise<string> {
  const install = spawnSync('bash', ['scripts/ensurePostgres.sh'], { cwd: projectRoot, stdio: 'inherit' });
  if (install.status !== 0) throw new Error('scripts/ensurePostgres.sh failed: PostgreSQL 15 is not installed');
  const profiles = process.env['BENCH_PROFILE'] ? path.join(projectRoot, '.data/profiles') : null;
  if (profiles) await mkdir(profiles, { recursive: true });

  log('starting a throwaway PostgreSQL 15 cluster (pg_virtualenv -t -v 15)…');
  const cluster = await startThrowawayPostgres();
  let facts: PostgresFacts;
  let postgres: Awaited<ReturnType<typeof runListingSearch>>;
  let explained: ExplainedCase[];
  const load = { before: 0, between: 0, after: 0 };
  try {
    await onServer((client) => client.query(`create database ${DATABASE}`), cluster.env);
    const url = cluster.url(DATABASE);
    const seeding = performance.now();
    const database = await openBenchDatabase(log, { kind: 'postgres', url });
    try {
      log('VACUUM ANALYZE and a checkpoint, so that neither autovacuum nor the checkpointer runs during the measurements…');
      await sql`vacuum (analyze)`.execute(database.db);
      await sql`checkpoint`.execute(database.db);
      const seedSeconds = (performance.now() - seeding) / 1000;
      const { rows } = await sql<{ name: string; value: string }>`
        select name, current_setting(name) as value from unnest(${[...POSTGRES_SETTINGS]}::text[]) as name`.execute(database.db);
      facts = { seedSeconds, settings: new Map(rows.map((row) => [row.name, row.value])) };
    } finally {
      await database.close();
    }
    load.before = loadAverage();
    postgres = await runListingSearch(
      { kind: 'postgres', url },
      {
        popular: true,
        profiles: profiles ? { dir: profiles, prefix: 'listing-postgres' } : null,
        databaseCpuMs: await postgresCpu(url),
        log,
      },
    );
    load.between = loadAverage();
    log(`EXPLAIN (ANALYZE, BUFFERS) of the mix's statements on PostgreSQL…`);
    explained = await explainMix(url);
  } finally {
    await cluster.stop();
  }

  log('PGlite, the same runs but the popular searches…');
  await (await openBenchDatabase(log)).close();
  const pglite = await runListingSearch(BENCH_PGLITE, {
    popular: false,
    profiles: profiles ? { dir: profiles, prefix: 'listing-pglite' } : null,
    log,
  });
  load.after = loadAverage();
  return render({ postgres, pglite, facts, explained, load });
}

/** The page and count statements of every case of the mix, explained on the server with their buffers. */
async function explainMix(url: string): Promise<ExplainedCase[]> {
  const database = await openDatabase({ kind: 'postgres', url });
  try {
    const reference = await loadReferenceData(database.db);
    const results: ExplainedCase[] = [];
    for (const item of listingMix) {
      const statements = await listingStatements(item, reference);
      results.push({ name: item.name, ...(await explainPageAndCount(database.db, statements, { runs: EXPLAIN_RUNS, buffers: true })) });
    }
    return results;
  } finally {
    await database.close();
  }
}
