/**
 * The process under test for the listing benchmark: the gateway alone (createServer without pages)
 * over a PGlite data folder, on a free port. The parent drives it over HTTP with autocannon from its
 * own process, and over IPC asks it for the raw floor: the route's very SQL, run through this same
 * Kysely connection with the same concurrency, no HTTP.
 *
 *   node --import tsx scripts/bench/support/listingServer.ts <dataDir>
 */
import type { CompiledQuery } from 'kysely';
import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { createServer } from '../../../composition/server/createServer.ts';
import { readListingCache } from '../../../composition/server/settings.ts';
import { migrateToLatest, openDatabase } from '../../../gateway/db/openDatabase.ts';
import { loadReferenceData } from '../../../gateway/listing/referenceData.ts';
import { listingMix } from './listingMix.ts';
import { listingStatements } from './listingQueries.ts';

export type ServerMessage =
  | { readonly kind: 'ready'; readonly port: number; readonly startMs: number }
  | {
      readonly kind: 'floor';
      readonly completed: number;
      readonly seconds: number;
      readonly p50: number;
      readonly p99: number;
      readonly cpuMs: number;
    }
  | { readonly kind: 'cpu'; readonly cpuMs: number; readonly served: { readonly count: number; readonly p50: number; readonly p99: number } };
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

const dataDir = process.argv[2];
if (!dataDir || !process.send) throw new Error('usage: spawned with IPC, argument <dataDir>');
const send = (message: ServerMessage) => process.send!(message);

const started = performance.now();
const database = await openDatabase({ kind: 'pglite', dataDir });
await migrateToLatest(database.db);
const app = await createServer({
  gateway: {
    db: database.db,
    databaseKind: 'pglite',
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
  };
}

function percentile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
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
    send({ kind: 'cpu', cpuMs: cpuMs(), served: { count: served.length, p50: percentile(served, 0.5), p99: percentile(served, 0.99) } });
    served = [];
    return;
  }
  if (message.kind === 'profile') {
    void profile(message.action, message.file).then(() => send({ kind: 'cpu', cpuMs: cpuMs(), served: { count: 0, p50: NaN, p99: NaN } }));
    return;
  }
  void floor(message.withCount, message.seconds, message.concurrency).then(send);
});
