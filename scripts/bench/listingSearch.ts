/**
 * Listing search under load: 100,000 offers in PGlite, the gateway alone (no pages) in a process of
 * its own, driven by autocannon from this one with 20 connections over a mix of filter combinations
 * (support/listingMix.ts). Twice: as configured (search answers kept for 30 s, docs/adr/0013), and
 * with `LISTING_CACHE=off`, where every request runs its page query. With the cache on it also runs
 * a long tail: every request a query not asked before, so every one misses. Then the floor: the same
 * SQL the route issues, run raw inside the server process through the same Kysely connection with
 * the same concurrency. The ratio gateway/floor (uncached) is what our layers (HTTP, parsing,
 * mapping, JSON) leave of the database's own speed.
 *
 * The 100,000-offer data folder is kept in .data/bench-100k, so a rerun skips the seeding (about a
 * minute). `BENCH_SECONDS` sets each run's length (default 10), `BENCH_PROFILE=1` writes CPU
 * profiles of the uncached server process during the gateway run and the floor to .data/profiles.
 */
import autocannon, { type Request } from 'autocannon';
import { mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openBenchDatabase } from './support/benchDatabase.ts';
import { byCursorPath, listingMix } from './support/listingMix.ts';
import { CONNECTIONS, longTailPaths, render, SECONDS, type GatewayRun } from './support/listingSearchReport.ts';
import { startListingServer, type ListingServer } from './support/startListingServer.ts';
import { projectRoot } from './support/startServer.ts';

export { title } from './support/listingSearchReport.ts';

const log = (line: string) => process.stdout.write(`  [listingSearch] ${line}\n`);

/** One autocannon run against one server: the client's figures and the server's own. */

export async function run(): Promise<string> {
  await ensureSeeded();
  const load = { before: os.loadavg()[0] ?? 0 };
  const profiles = process.env['BENCH_PROFILE'] ? path.join(projectRoot, '.data/profiles') : null;
  if (profiles) await mkdir(profiles, { recursive: true });

  log('server as configured (listing cache on)…');
  const cachedServer = await startListingServer({}, log);
  let cached: GatewayRun;
  let misses: GatewayRun;
  let sizes: Map<string, { items: number; bytes: number; totalCount: number }>;
  try {
    const base = `http://127.0.0.1:${cachedServer.port}`;
    sizes = await warmUp(base);
    log(`cache on: ${CONNECTIONS} connections, ${SECONDS} s over ${listingMix.length} filter combinations…`);
    cached = await measure(
      cachedServer,
      base,
      listingMix.map((item) => ({ path: byCursorPath(item) })),
    );
    log(`cache on, long tail: ${CONNECTIONS} connections, ${SECONDS} s, every request a query not asked before…`);
    misses = await measure(cachedServer, base, [{ setupRequest: longTail() }]);
  } finally {
    await cachedServer.stop();
  }

  log('server with LISTING_CACHE=off…');
  const server = await startListingServer({ LISTING_CACHE: 'off' }, log);
  try {
    const base = `http://127.0.0.1:${server.port}`;
    await warmUp(base);
    log(`cache off: ${CONNECTIONS} connections, ${SECONDS} s over ${listingMix.length} filter combinations…`);
    if (profiles) await server.profile('start');
    const uncached = await measure(
      server,
      base,
      listingMix.map((item) => ({ path: byCursorPath(item) })),
    );
    if (profiles) await server.profile('stop', path.join(profiles, 'listing-gateway.cpuprofile'));
    if (profiles) await server.profile('start');
    log(`floor: the route's page SQL, raw, ${CONNECTIONS} at a time…`);
    const floor = await server.ask({ kind: 'floor', withCount: false, seconds: SECONDS, concurrency: CONNECTIONS });
    if (profiles) await server.profile('stop', path.join(profiles, 'listing-floor.cpuprofile'));
    log(`floor with the count query too…`);
    const floorWithCount = await server.ask({ kind: 'floor', withCount: true, seconds: SECONDS, concurrency: CONNECTIONS });
    const loadAfter = os.loadavg()[0] ?? 0;
    return render({ cached, misses, uncached }, floor, floorWithCount, sizes, [cachedServer.startMs, server.startMs], {
      before: load.before,
      after: loadAfter,
    });
  } finally {
    await server.stop();
  }
}

async function measure(server: ListingServer, base: string, requests: readonly Request[]): Promise<GatewayRun> {
  const before = await server.cpuMs();
  const result = await autocannon({ url: base, connections: CONNECTIONS, duration: SECONDS, timeout: 30, requests });
  const after = await server.cpuMs();
  return { result, cpuMs: after.cpuMs - before.cpuMs, served: after.served };
}

/**
 * Queries that never repeat within a run, shared by all connections: the mix's cases, each in five
 * currencies and with 91 to 100 offers a page: about the same SQL as the mix, but every answer new.
 */

function longTail(): NonNullable<Request['setupRequest']> {
  let next = 0;
  return (request) => ({ ...request, path: longTailPaths[next++ % longTailPaths.length]! });
}

/** Seeds the cached data folder unless it already holds exactly the benchmark's offers. */
async function ensureSeeded(): Promise<void> {
  const database = await openBenchDatabase(log);
  await database.close();
}

/** One request per case, checking each answers 200 with offers; fills the count cache as real traffic would. */
async function warmUp(base: string): Promise<Map<string, { items: number; bytes: number; totalCount: number }>> {
  const sizes = new Map<string, { items: number; bytes: number; totalCount: number }>();
  for (const item of listingMix) {
    const response = await fetch(base + byCursorPath(item));
    const text = await response.text();
    if (response.status !== 200) throw new Error(`${byCursorPath(item)} answered ${response.status}: ${text.slice(0, 200)}`);
    const body = JSON.parse(text) as { items: unknown[]; totalCount: number };
    sizes.set(item.name, { items: body.items.length, bytes: text.length, totalCount: body.totalCount });
  }
  return sizes;
}
