/**
 * The process under test for the listing benchmarks: the gateway alone (createServer without pages)
 * over the database the product would open, on a free port: PostgreSQL at `DATABASE_URL` when it is
 * set (as composition/server/settings.ts reads it), else the PGlite data folder given as argument.
 * The parent drives it over HTTP with autocannon from its own process, and over IPC asks it for the
 * raw floor: the route's very SQL, run through this same Kysely connection with the same concurrency,
 * no HTTP.
 *
 *   node --import tsx scripts/bench/support/listingServer.ts <dataDir>
 *   DATABASE_URL=postgres://… node --import tsx scripts/bench/support/listingServer.ts
 */
import type { CompiledQuery } from 'kysely';
import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import pg from 'pg';
import { createServer } from '../../../composition/server/createServer.ts';
import { readListingCache } from '../../../composition/server/settings.ts';
import { migrateToLatest, openDatabase, type DatabaseSource } from '../../../gateway/db/openDatabase.ts';
import { PGlitePool } from '../../../gateway/db/PGlitePool.ts';
import { BoundedQueue } from '../../../gateway/http/BoundedQueue.ts';
import { loadReferenceData } from '../../../gateway/listing/referenceData.ts';
import { listingMix } from './listingMix.ts';
import { listingStatements } from './listingQueries.ts';

/** Durations in ms: how many, their mean, median and 99th percentile. */
export interface Timings {
  readonly count: number;
  readonly mean: number;
  readonly p50: number;
  readonly p99: number;
}

/**
 * Where a query's time goes before and in the database: the wait in the uncached searches' line
 * (searchRoutes' BoundedQueue), the wait for a connection, and the query itself (sent to answered and
 * parsed by the driver).
 */
export interface Waits {
  readonly line: Timings;
  readonly pool: Timings;
  readonly query: Timings;
}

export type ServerMessage =
  | { readonly kind: 'ready'; readonly port: number; readonly startMs: number }
  | {
      readonly kind: 'floor';
      readonly completed: number;
      readonly seconds: number;
      readonly p50: number;
      readonly p99: number;
      readonly cpuMs: number;
      readonly waits: Waits;
    }
  | { readonly kind: 'cpu'; readonly cpuMs: number; readonly served: Timings; readonly waits: Waits };
export type ParentMessage =
  | { readonly kind: 'floor'; readonly withCount: boolean; readonly seconds: number; readonly concurrency: number }
  | { readonly kind: 'cpu' }
  | { readonly kind: 'profile'; readonly action: 'start' | 'stop'; readonly file?: string }
  | { readonly kind: 'stop' };

/** CPU time this process has used so far (user and system), in ms: the figure that stays fair on a busy machine. */
const cpuMs = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};

const databaseUrl = process.env['DATABASE_URL']?.trim() || null;
const dataDir = process.argv[2];
if ((!databaseUrl && !dataDir) || !process.send) throw new Error('usage: spawned with IPC, DATABASE_URL set or argument <dataDir>');
const source: DatabaseSource = databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'pglite', dataDir: dataDir! };
const send = (message: ServerMessage) => process.send!(message);

/**
 * The time each search waits in the uncached searches' line, each query waits for a connection (pg's
 * pool of `openDatabase`, or PGlite's one connection) and each query takes: measured around
 * BoundedQueue's `run`, the pools' `connect` and their clients' `query`, in this process only, so the
 * product's code stays as it is.
 */
let waits = { line: [] as number[], pool: [] as number[], query: [] as number[] };
type Method = (this: unknown, ...args: unknown[]) => unknown;
const timedClients = new WeakSet<object>();
function timeQueries(client: unknown): void {
  if (typeof client !== 'object' || client === null || timedClients.has(client)) return;
  timedClients.add(client);
  const target = client as { query: Method };
  const query = target.query;
  target.query = function (this: unknown, ...args: unknown[]) {
    const sent = performance.now();
    const result = query.apply(this, args);
    if (!(result instanceof Promise)) return result;
    return result.then((answer: unknown) => {
      waits.query.push(performance.now() - sent);
      return answer;
    });
  };
}
function timePoolWaits(prototype: { connect: unknown }): void {
  const connect = prototype.connect as Method;
  prototype.connect = function (this: unknown, ...args: unknown[]) {
    const asked = performance.now();
    const result = connect.apply(this, args);
    if (args.length > 0 || !(result instanceof Promise)) return result;
    return result.then((client: unknown) => {
      waits.pool.push(performance.now() - asked);
      timeQueries(client);
      return client;
    });
  };
}
timePoolWaits(pg.Pool.prototype);
timePoolWaits(PGlitePool.prototype);
const run = BoundedQueue.prototype.run;
BoundedQueue.prototype.run = function <T>(this: BoundedQueue, task: () => Promise<T>): Promise<T> {
  const asked = performance.now();
  return run.call(this, () => {
    waits.line.push(performance.now() - asked);
    return task();
  }) as Promise<T>;
};
const takeWaits = (): Waits => {
  const taken = { line: timings(waits.line), pool: timings(waits.pool), query: timings(waits.query) };
  waits = { line: [], pool: [], query: [] };
  return taken;
};

const started = performance.now();
const database = await openDatabase(source);
await migrateToLatest(database.db);
const app = await createServer({
  gateway: {
    db: database.db,
    databaseKind: database.source,
    version: 'bench',
    now: () => new Date(),
    listingCache: readListingCache(process.env['LISTING_CACHE']),
  },
  defaultTenant: 'jobboard',
});
/** Time from a request's arrival to its response, inside the server: without the client's share of the machine. */
const arrivals = new WeakMap<object, number>();
let served: number[] = [];
app.addHook('onRequest', async (request) => {
  arrivals.set(request, performance.now());
});
app.addHook('onResponse', async (request) => {
  const arrived = arrivals.get(request);
  if (arrived !== undefined) served.push(performance.now() - arrived);
});
await app.listen({ port: 0, host: '127.0.0.1' });
send({ kind: 'ready', port: (app.server.address() as { port: number }).port, startMs: Math.round(performance.now() - started) });

/** `concurrency` loops, each issuing the next case's statements one after another, for `seconds`. */
async function floor(withCount: boolean, seconds: number, concurrency: number): Promise<ServerMessage> {
  const reference = await loadReferenceData(database.db);
  const requests: CompiledQuery[][] = [];
  for (const item of listingMix) {
    const statements = await listingStatements(item, reference);
    requests.push(withCount ? [statements.page, statements.count] : [statements.page]);
  }
  for (const statements of requests) for (const statement of statements) await database.db.executeQuery(statement);
  const latencies: number[] = [];
  const deadline = performance.now() + seconds * 1000;
  let next = 0;
  const loop = async () => {
    while (performance.now() < deadline) {
      const statements = requests[next++ % requests.length]!;
      const begun = performance.now();
      for (const statement of statements) await database.db.executeQuery(statement);
      latencies.push(performance.now() - begun);
    }
  };
  const begun = performance.now();
  const cpuBefore = cpuMs();
  takeWaits();
  await Promise.all(Array.from({ length: concurrency }, loop));
  const elapsed = (performance.now() - begun) / 1000;
  const cpu = cpuMs() - cpuBefore;
  return {
    kind: 'floor',
    completed: latencies.length,
    seconds: elapsed,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    cpuMs: cpu,
    waits: takeWaits(),
  };
}

function percentile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
}

function timings(values: number[]): Timings {
  const mean = values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
  return { count: values.length, mean, p50: percentile(values, 0.5), p99: percentile(values, 0.99) };
}

/** A CPU profile of one phase only (BENCH_PROFILE): the load, without start-up and migrations. */
let session: Session | undefined;
async function profile(action: 'start' | 'stop', file: string | undefined): Promise<void> {
  if (action === 'start') {
    session = new Session();
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.start');
    return;
  }
  if (!session) return;
  const { profile: result } = await session.post('Profiler.stop');
  if (file) await writeFile(file, JSON.stringify(result));
  session.disconnect();
  session = undefined;
}

process.on('message', (message: ParentMessage) => {
  if (message.kind === 'stop') {
    void app
      .close()
      .then(() => database.close())
      .finally(() => process.exit(0));
    return;
  }
  if (message.kind === 'cpu') {
    send({ kind: 'cpu', cpuMs: cpuMs(), served: timings(served), waits: takeWaits() });
    served = [];
    return;
  }
  if (message.kind === 'profile') {
    void profile(message.action, message.file).then(() => send({ kind: 'cpu', cpuMs: cpuMs(), served: timings([]), waits: takeWaits() }));
    return;
  }
  void floor(message.withCount, message.seconds, message.concurrency).then(send);
});
