/**
 * Listing search under load: 100,000 offers in PGlite, the gateway alone (no pages) in a process of
 * its own, driven by autocannon from this one with 20 connections over a mix of filter combinations
 * (support/listingMix.ts). Twice: as configured (search answers kept for 30 s, docs/adr/0013), and
 * with `LISTING_CACHE=off`, where every request runs its page query. With the cache on it also runs
 * a long tail: every request a query not asked before, so every one misses. Then the floor: the same
 * SQL the route issues, run raw inside the server process through the same Kysely connection with
 * the same concurrency. The ratio gateway/floor (uncached) is what our layers (HTTP, parsing,
 * mapping, JSON) leave of the database's own speed. The runs themselves are support/listingLoad.ts,
 * shared with the same benchmark on PostgreSQL (listingSearchPostgres.ts).
 *
 * The 100,000-offer data folder is kept in .data/bench-100k, so a rerun skips the seeding (about a
 * minute). `BENCH_SECONDS` sets each run's length (default 10), `BENCH_PROFILE=1` writes CPU
 * profiles of the uncached server process during the gateway run and the floor to .data/profiles.
 */
import { mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { BENCH_PGLITE, openBenchDatabase } from './support/benchDatabase.ts';
import { runListingSearch } from './support/listingLoad.ts';
import { render } from './support/listingSearchReport.ts';
import { projectRoot } from './support/startServer.ts';

export { title } from './support/listingSearchReport.ts';

const log = (line: string) => process.stdout.write(`  [listingSearch] ${line}\n`);

export async function run(): Promise<string> {
  // Seeds the data folder unless it already holds exactly the benchmark's offers.
  await (await openBenchDatabase(log)).close();
  const before = os.loadavg()[0] ?? 0;
  const profiles = process.env['BENCH_PROFILE'] ? path.join(projectRoot, '.data/profiles') : null;
  if (profiles) await mkdir(profiles, { recursive: true });
  const runs = await runListingSearch(BENCH_PGLITE, { popular: true, profiles: profiles ? { dir: profiles, prefix: 'listing' } : null, log });
  const after = os.loadavg()[0] ?? 0;
  if (!runs.cached) throw new Error('the cache-on run is missing');
  return render({ ...runs, cached: runs.cached }, { before, after });
}
