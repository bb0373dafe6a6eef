/**
 * The listing search benchmark's runs over one database, shared by listingSearch.ts (PGlite) and
 * listingSearchPostgres.ts (PostgreSQL, then PGlite): a server as configured (cache on) for the
 * popular searches and the long tail, a server with `LISTING_CACHE=off`, and the raw floors in it.
 */
import autocannon, { type Request } from 'autocannon';
import path from 'node:path';
import type { DatabaseSource } from '../../../gateway/db/openDatabase.ts';
import { byCursorPath, listingMix } from './listingMix.ts';
import {
  CONNECTIONS,
  longTailPaths,
  SECONDS,
  type FloorRun,
  type GatewayRun,
  type ListingSearchRuns,
  type ResponseSize,
  type ResponseSizes,
} from './listingSearchReport.ts';
import { startListingServer, type ListingServer } from './startListingServer.ts';

export interface ListingSearchOptions {
  /** Also run the cache-on mix (popular searches, all hits). */
  readonly popular: boolean;
  /** CPU profiles of the uncached server during the gateway run and the floor, as `<dir>/<prefix>-gateway.cpuprofile` and `-floor`. */
  readonly profiles: { readonly dir: string; readonly prefix: string } | null;
  /** CPU time used so far by a database outside the server process (PostgreSQL's processes), in ms. */
  readonly databaseCpuMs?: () => number;
  readonly log: (line: string) => void;
}

export async function runListingSearch(source: DatabaseSource, options: ListingSearchOptions): Promise<ListingSearchRuns> {
  const { log, profiles } = options;
  const databaseCpu = options.databaseCpuMs;
  log('server as configured (listing cache on)…');
  const cachedServer = await startListingServer(source, {}, log);
  let cached: GatewayRun | null = null;
  let misses: GatewayRun;
  let sizes: ResponseSizes;
  try {
    const base = `http://127.0.0.1:${cachedServer.port}`;
    sizes = await warmUp(base);
    if (options.popular) {
      log(`cache on: ${CONNECTIONS} connections, ${SECONDS} s over ${listingMix.length} filter combinations…`);
      cached = await measure(
        cachedServer,
        base,
        listingMix.map((item) => ({ path: byCursorPath(item) })),
        databaseCpu,
      );
    }
    log(`cache on, long tail: ${CONNECTIONS} connections, ${SECONDS} s, every request a query not asked before…`);
    misses = await measure(cachedServer, base, [{ setupRequest: longTail() }], databaseCpu);
  } finally {
    await cachedServer.stop();
  }

  log('server with LISTING_CACHE=off…');
  const server = await startListingServer(source, { LISTING_CACHE: 'off' }, log);
  try {
    const base = `http://127.0.0.1:${server.port}`;
    await warmUp(base);
    log(`cache off: ${CONNECTIONS} connections, ${SECONDS} s over ${listingMix.length} filter combinations…`);
    if (profiles) await server.profile('start');
    const uncached = await measure(
      server,
      base,
      listingMix.map((item) => ({ path: byCursorPath(item) })),
      databaseCpu,
    );
    if (profiles) await server.profile('stop', path.join(profiles.dir, `${profiles.prefix}-gateway.cpuprofile`));
    if (profiles) await server.profile('start');
    log(`floor: the route's page SQL, raw, ${CONNECTIONS} at a time…`);
    const floor = await measureFloor(server, false, databaseCpu);
    if (profiles) await server.profile('stop', path.join(profiles.dir, `${profiles.prefix}-floor.cpuprofile`));
    log(`floor with the count query too…`);
    const floorWithCount = await measureFloor(server, true, databaseCpu);
    return { cached, misses, uncached, floor, floorWithCount, sizes, startMs: [cachedServer.startMs, server.startMs] };
  } finally {
    await server.stop();
  }
}

/** One autocannon run against one server: the client's figures and the server's own. */
async function measure(server: ListingServer, base: string, requests: readonly Request[], databaseCpu?: () => number): Promise<GatewayRun> {
  const before = await server.cpuMs();
  const client = process.cpuUsage();
  const { value: result, database } = await withDatabaseCpu(databaseCpu, () =>
    autocannon({ url: base, connections: CONNECTIONS, duration: SECONDS, timeout: 30, requests }),
  );
  const clientUsage = process.cpuUsage(client);
  const after = await server.cpuMs();
  return {
    result,
    cpuMs: after.cpuMs - before.cpuMs,
    served: after.served,
    waits: after.waits,
    clientCpuMs: (clientUsage.user + clientUsage.system) / 1000,
    ...database,
  };
}

/** The raw floor inside the server, with the database's own CPU time around it when it has its own processes. */
async function measureFloor(server: ListingServer, withCount: boolean, databaseCpu?: () => number): Promise<FloorRun> {
  const { value: floor, database } = await withDatabaseCpu(databaseCpu, () =>
    server.ask({ kind: 'floor', withCount, seconds: SECONDS, concurrency: CONNECTIONS }),
  );
  return { ...floor, ...database };
}

/** `work`, with the CPU time a database of its own used meanwhile (`{}` when there is none to read). */
async function withDatabaseCpu<T>(
  read: (() => number) | undefined,
  work: () => Promise<T>,
): Promise<{ value: T; database: { databaseCpuMs?: number } }> {
  const before = read?.();
  const value = await work();
  const after = read?.();
  return { value, database: before !== undefined && after !== undefined ? { databaseCpuMs: after - before } : {} };
}

/**
 * Queries that never repeat within a run, shared by all connections: the mix's cases, each in five
 * currencies and with 91 to 100 offers a page: about the same SQL as the mix, but every answer new.
 */
function longTail(): NonNullable<Request['setupRequest']> {
  let next = 0;
  return (request) => ({ ...request, path: longTailPaths[next++ % longTailPaths.length]! });
}

/** One request per case, checking each answers 200 with offers; fills the count cache as real traffic would. */
async function warmUp(base: string): Promise<ResponseSizes> {
  const sizes = new Map<string, ResponseSize>();
  for (const item of listingMix) {
    const response = await fetch(base + byCursorPath(item));
    const text = await response.text();
    if (response.status !== 200) throw new Error(`${byCursorPath(item)} answered ${response.status}: ${text.slice(0, 200)}`);
    const body = JSON.parse(text) as { items: unknown[]; totalCount: number };
    sizes.set(item.name, { items: body.items.length, bytes: text.length, totalCount: body.totalCount });
  }
  return sizes;
}
