/** The listing search benchmark on PostgreSQL 15 beside PGlite (listingSearchPostgres.ts): its targets and its section of docs/performance.md. */
import type { Explained } from './explainPlan.ts';
import type { ListingSearchRuns } from './listingSearchReport.ts';
import { listingMix } from './listingMix.ts';
import {
  CONNECTIONS,
  cpuOf,
  databaseCpuOf,
  meanBytes,
  mixDetails,
  ms,
  OFFERS,
  perSecond,
  rateOf,
  resultsTable,
  runDescriptions,
  SECONDS,
  TARGET_P99_MS,
  TARGET_RATIO,
  verdict,
  type FloorRun,
  type GatewayRun,
  type ResultRow,
} from './listingSearchReport.ts';
import type { Timings } from './listingServer.ts';
import { machineFacts, table } from './markdown.ts';
import { UNCACHED_SEARCHES } from '../../../gateway/listing/routes/searchRoutes.ts';

export const title = 'Listing search on PostgreSQL 15 beside PGlite: 100,000 offers, 20 connections';
export const TARGET_POSTGRES_P99_MS = 100;
export const TARGET_POSTGRES_RATIO = 0.8;
/** The pool `openDatabase` gives a PostgreSQL server (gateway/db/openDatabase.ts). */
export const POOL_MAX = 10;

/** The server settings the report names (read with current_setting on the benchmark's cluster). */
export const POSTGRES_SETTINGS = [
  'server_version',
  'shared_buffers',
  'effective_cache_size',
  'work_mem',
  'max_connections',
  'random_page_cost',
  'jit',
  'max_parallel_workers_per_gather',
  'fsync',
  'synchronous_commit',
] as const;

export interface PostgresFacts {
  /** Migrating, seeding, VACUUM ANALYZE and the checkpoint, in s. */
  readonly seedSeconds: number;
  readonly settings: ReadonlyMap<string, string>;
}

export interface ExplainedCase {
  readonly name: string;
  readonly page: Explained;
  readonly count: Explained;
}

/** CPU per request of the server and of the database processes together (PGlite's is all in the server's). */
const totalCpuOf = (row: GatewayRun | FloorRun) => cpuOf(row) + (databaseCpuOf(row) ?? 0);
const p99 = (run: GatewayRun) => run.result.latency.p99;
const ratioOf = (runs: ListingSearchRuns) => rateOf(runs.uncached) / rateOf(runs.floor);
const cpuRatioOf = (runs: ListingSearchRuns) => totalCpuOf(runs.floor) / totalCpuOf(runs.uncached);

export function render(report: {
  readonly postgres: ListingSearchRuns;
  readonly pglite: ListingSearchRuns;
  readonly facts: PostgresFacts;
  readonly explained: readonly ExplainedCase[];
  readonly load: { readonly before: number; readonly between: number; readonly after: number };
}): string {
  const { postgres, pglite, facts, explained, load } = report;
  const setting = (name: string) => facts.settings.get(name) ?? '?';
  const longTailOk = p99(postgres.misses) <= TARGET_POSTGRES_P99_MS;
  const uncachedOk = p99(postgres.uncached) <= TARGET_POSTGRES_P99_MS;
  const ratio = ratioOf(postgres);
  const ratioOk = ratio >= TARGET_POSTGRES_RATIO;
  const allMet = longTailOk && uncachedOk && ratioOk;
  const rows = (name: string, runs: ListingSearchRuns): ResultRow[] => [
    ...(runs.cached ? [{ label: `${name}: gateway, cache on (as configured)`, run: runs.cached }] : []),
    { label: `${name}: gateway, cache on, long tail (all misses)`, run: runs.misses },
    { label: `${name}: gateway, \`LISTING_CACHE=off\``, run: runs.uncached },
    { label: `${name}: floor, page SQL raw`, floor: runs.floor },
    { label: `${name}: floor, page and count SQL raw`, floor: runs.floorWithCount },
  ];
  // No figures (a run of cache hits waits for no connection) travel over IPC as null.
  const timing = (value: number | null) => (value === null || !Number.isFinite(value) ? '–' : ms(value).replace(' ms', ''));
  const pair = (times: Timings | null) => (times === null || times.count === 0 ? '' : `${timing(times.p50)} / ${timing(times.p99)}`);
  const waitRow = (label: string, run: GatewayRun | FloorRun) => {
    const gateway = 'result' in run ? run : null;
    return [
      label,
      pair(gateway?.served ?? null),
      pair(run.waits.line),
      pair(run.waits.pool),
      pair(run.waits.query),
      ms(cpuOf(run)),
      databaseCpuOf(run) === undefined ? 'in the server' : ms(databaseCpuOf(run)!),
      gateway ? ms(gateway.clientCpuMs / Math.max(1, gateway.result.requests.total)) : '',
    ];
  };
  const slowest = [...explained].sort((a, b) => b.page.ms + b.page.planningMs - (a.page.ms + a.page.planningMs));
  const sum = (key: 'page' | 'count', part: 'ms' | 'planningMs') => explained.reduce((total, item) => total + item[key][part], 0);
  return [
    `## ${title}`,
    '',
    machineFacts(),
    `Load average (1 min) ${load.before.toFixed(2)} before the PostgreSQL runs, ${load.between.toFixed(2)} after them, ${load.after.toFixed(2)} after the PGlite runs:`,
    'other processes on this machine compete for its cores.',
    '',
    `**PostgreSQL** ${setting('server_version')} in a throwaway cluster that \`pg_virtualenv -t -v 15\` starts for the run and drops after it`,
    "(scripts/ensurePostgres.sh installs Debian's `postgresql-15` when missing), with the cluster's settings: `shared_buffers` " +
      `${setting('shared_buffers')}, \`effective_cache_size\` ${setting('effective_cache_size')}, \`work_mem\` ${setting('work_mem')},`,
    `\`max_connections\` ${setting('max_connections')}, \`random_page_cost\` ${setting('random_page_cost')}, \`jit\` ${setting('jit')},` +
      ` \`max_parallel_workers_per_gather\` ${setting('max_parallel_workers_per_gather')}, \`synchronous_commit\` ${setting('synchronous_commit')},`,
    `\`fsync\` ${setting('fsync')} (pg_virtualenv's; the search only reads). The same ${OFFERS.toLocaleString('en')} offers (\`reseedOffers\`, seed 42,`,
    `\`BENCH_SEEDED_AT\`) seeded into a database of it, then VACUUM ANALYZE and a checkpoint (${facts.seedSeconds.toFixed(0)} s in all). The gateway`,
    `process opens it over \`DATABASE_URL\` (TCP to localhost) with \`openDatabase\`, as the product does: a \`pg.Pool\` of at most ${POOL_MAX} connections.`,
    `Servers started in ${postgres.startMs.map((v) => `${v} ms`).join(' and ')}.`,
    '',
    `**PGlite**: the \`listingSearch\` section's set-up (\`.data/bench-100k\`, the same offers), run right after the cluster is dropped,`,
    `in the same invocation; servers started in ${pglite.startMs.map((v) => `${v} ms`).join(' and ')}. Its popular-searches run is the \`listingSearch\` section's.`,
    '',
    `autocannon in the benchmark's process, ${CONNECTIONS} connections, ${SECONDS} s a run, each connection cycling through the`,
    `${listingMix.length} requests of the \`listingSearch\` section's mix (100 offers a page, ${Math.round(meanBytes(postgres.sizes) / 1024)} KiB of JSON on average).`,
    '',
    ...runDescriptions(),
    "- **PostgreSQL CPU per request** is the CPU time of the cluster's processes (postmaster, backends, background",
    "  workers; from /proc) over the requests answered: with PGlite that work is inside the server's own figure.",
    '',
    resultsTable([...rows('PostgreSQL', postgres), ...rows('PGlite', pglite)], 'PostgreSQL'),
    '',
    `### Targets on PostgreSQL: ${allMet ? 'met' : '**missed**'}`,
    '',
    `- p99 with the cache on, long tail: ${ms(p99(postgres.misses))} against the target of ${TARGET_POSTGRES_P99_MS} ms at ${CONNECTIONS} connections: ${verdict(longTailOk)}.`,
    `- p99 without the cache (\`LISTING_CACHE=off\`): ${ms(p99(postgres.uncached))}: ${verdict(uncachedOk)}.`,
    `- Ratio gateway/floor without the cache: ${ratio.toFixed(2)} by requests/s against the target of ${TARGET_POSTGRES_RATIO}: ${verdict(ratioOk)}` +
      ` (by CPU per request, server and PostgreSQL together: ${cpuRatioOf(postgres).toFixed(2)}).`,
    ...(postgres.cached
      ? [`- Popular searches (cache on, all hits): p99 ${ms(p99(postgres.cached))}, ${perSecond(rateOf(postgres.cached))} requests/s.`]
      : []),
    `- PGlite beside it, same run: p99 ${ms(p99(pglite.misses))} (long tail) and ${ms(p99(pglite.uncached))} (cache off), ratio ${ratioOf(pglite).toFixed(2)}` +
      ` (by server CPU per request: ${cpuRatioOf(pglite).toFixed(2)}); its own targets (${TARGET_P99_MS} ms, ${TARGET_RATIO}) are the \`listingSearch\` section's.`,
    `- CPU per request without the cache, everything on the server side: PostgreSQL ${ms(totalCpuOf(postgres.uncached))}` +
      ` (gateway ${ms(cpuOf(postgres.uncached))} + PostgreSQL ${ms(databaseCpuOf(postgres.uncached) ?? NaN)}), PGlite ${ms(totalCpuOf(pglite.uncached))}.`,
    '',
    '### Where the time goes',
    '',
    'Per run, p50 / p99 in ms: the time inside the server (arrival to response); of it, the wait in the line of uncached',
    `searches (searchRoutes' \`BoundedQueue\`, ${UNCACHED_SEARCHES.running} running, ${UNCACHED_SEARCHES.waiting} waiting), each query's wait for a connection (the pool's ${POOL_MAX} on`,
    "PostgreSQL, PGlite's one) and the query itself (sent to answered and parsed by the driver). Then CPU per request of the",
    "gateway process, of PostgreSQL's processes and of autocannon (this machine's client). Timed in the server process around",
    "BoundedQueue's `run`, the pools' `connect` and their clients' `query`.",
    '',
    table(
      ['Run', 'In server', 'Search line', 'Pool wait', 'Query', 'Gateway CPU', 'PostgreSQL CPU', 'Client CPU'],
      [
        ...(postgres.cached ? [waitRow('PostgreSQL, cache on', postgres.cached)] : []),
        waitRow('PostgreSQL, long tail', postgres.misses),
        waitRow('PostgreSQL, cache off', postgres.uncached),
        waitRow('PostgreSQL, floor', postgres.floor),
        waitRow('PGlite, long tail', pglite.misses),
        waitRow('PGlite, cache off', pglite.uncached),
        waitRow('PGlite, floor', pglite.floor),
      ],
      ['left', 'right', 'right', 'right', 'right', 'right', 'right', 'right'],
    ),
    '',
    `\`EXPLAIN (ANALYZE, BUFFERS)\` on PostgreSQL after the runs, each of the mix's statements (median of three, ms;`,
    `buffers: shared hits / reads). Sum over the mix: pages ${sum('page', 'ms').toFixed(1)} ms executing + ${sum('page', 'planningMs').toFixed(1)} ms planning,`,
    `counts ${sum('count', 'ms').toFixed(1)} + ${sum('count', 'planningMs').toFixed(1)} ms. Slowest pages first:`,
    '',
    table(
      ['Case', 'Page ms (planning)', 'Page buffers', 'Page: access to offers', 'Count ms (planning)', 'Count buffers'],
      slowest.map((item) => [
        item.name,
        `${item.page.ms.toFixed(2)} (${item.page.planningMs.toFixed(2)})`,
        `${item.page.buffers?.hit ?? '?'} / ${item.page.buffers?.read ?? '?'}`,
        item.page.access,
        `${item.count.ms.toFixed(2)} (${item.count.planningMs.toFixed(2)})`,
        `${item.count.buffers?.hit ?? '?'} / ${item.count.buffers?.read ?? '?'}`,
      ]),
      ['left', 'right', 'right', 'left', 'right', 'right'],
    ),
    '',
    '### Why the targets are missed, and what would move them',
    '',
    'Measured while building it (2026-11-24, this machine, load 2–16 from a CI run on the same two cores: compare the CPU',
    'figures, not requests/s).',
    '',
    '- **CPU, not connections.** Without the cache a search costs 7.5–10 ms of CPU on the serving side: the gateway',
    '  process 3.3–5.1 ms and PostgreSQL 4.1–4.9 ms (PGlite, both in one process: 9.4–10 ms), plus 0.4 ms of autocannon.',
    '  Two cores then serve at most 200–250 searches a second with nothing else running, and 20 connections in a closed',
    '  loop wait 20 / throughput, 80–100 ms, at the median. A p99 of 100 ms needs the median well under that:',
    '  roughly 300 searches a second, at most about 6.5 ms of CPU a search here. The gateway process alone, one thread at',
    '  about 4 ms a search, tops out near 250 a second: even with PostgreSQL on a machine of its own the median would stay',
    '  near 80 ms at 20 connections.',
    "- **Where a request waits.** Inside the server the time goes to the line of uncached searches (searchRoutes'",
    `  \`BoundedQueue\`, ${UNCACHED_SEARCHES.running} running and ${UNCACHED_SEARCHES.waiting} waiting, security finding 5), then to the query, not to the pool: the line`,
    `  never hands the pool more than ${UNCACHED_SEARCHES.running} queries, so a query waits under a millisecond for one of its ${POOL_MAX} connections at the`,
    '  median. The query itself takes 15–20 ms at the median (30–50 ms at load 8–16) where `EXPLAIN` measures about 2 ms:',
    '  its backend waits for a core. The floor, 20 loops over the same 10 connections, waits 30–70 ms for a connection at the median.',
    '- **The line and the pool are not the limit.** Servers with 2, 4 and 10 searches running at once, alternated',
    '  (`LISTING_CACHE=off`, 10 s each, three rounds, load 4–5): CPU per request the same in all (gateway 3.3–4.1 ms,',
    '  PostgreSQL 4.1–4.4 ms); 124–151, 156–194 and 153–176 requests/s; p99 405–645, 221–263 and 236–519 ms. With 10 the',
    '  wait only moves from the line into the query (query p50 15–19 ms with 4, 39–46 ms with 10: ten backends share two',
    '  cores); with 2 the line grows. Three rounds at load 8–16 showed the same. A larger pool (max 10 today) would add',
    `  backends competing for the same cores, and the route uses at most ${UNCACHED_SEARCHES.running} of them. No change proposed to either.`,
    '- **The ratio.** The floor costs 1.5–1.8 ms a page in the gateway process (the driver receives about 134 KiB of JSON',
    "  text, copies and parses it: `JSON.parse` alone is 0.4 ms; pg's `parseRow` is a fifth of the floor's profile) plus",
    "  PostgreSQL's 4.2–4.8 ms. The route adds 2–2.5 ms of its own: the 100 cards mapped (0.12–0.15 ms), the 85 KiB",
    '  answer serialised (0.5 ms), the rest HTTP, the socket write and the garbage. By CPU that leaves 0.67–0.74, so 0.8',
    "  needs the route's own share down to about 1.5 ms a request; by requests/s the floor also keeps 10 queries in flight",
    '  where the line allows 4.',
    '- **Profile** (`BENCH_PROFILE=1`, the gateway process, cache off, PostgreSQL): 18% idle, `writev` 19% (the answers',
    '  written to the socket; the profiler samples wall time, so time spent descheduled inside the write on this busy machine',
    "  counts too), pg's `parseRow` 9%, garbage collection 9%, the route's serialisation 7%, the driver's `Buffer` slicing 6%,",
    '  the card mapping 2%.',
    "- **The statements.** Most pages take 1.5–3.5 ms inside PostgreSQL, walking an index in the page's order as on PGlite;",
    "  those that read table rows (two skills, a company, city + category + level, the engineers' category and city) and the",
    '  lowest salaries in EUR take 3–8 ms. The outlier is the job title (`jobTitles=frontend developer`): 20–100 ms depending on',
    "  the load, a bitmap of 3,000 heap pages and a sort, because the planner takes `title ilike '%frontend developer%'` for",
    '  23–33 of the 3,357 matches and so never walks `offers_search_published`, which holds both `title` and `search_text`.',
    '  Walking it (measured with `enable_bitmapscan` and `enable_seqscan` off for that statement) finds the first 101 after',
    "  1,910 rows: 3.9–5.6 ms in all. One search in 23, it is about a quarter of the page statements' execution over the mix.",
    '',
    '- Applied since (2026-11-24 19:00): the cards read a stored SVG logo as its prefix only (`cardLogo`,',
    '  gateway/listing/queries/offerCards.ts), not the image, which the mapping replaced by `/api/company-logos/<slug>` anyway',
    "  (52 of the page's 134 KiB). Gateway CPU per request without the cache went from 3.8 to 2.9 ms, PostgreSQL's from 4.4",
    '  to 3.9 ms; p99 cache off 188 → 162 ms, long tail 270 → 268 ms, ratio 0.62 → 0.71 (load 2.4 before the earlier run,',
    '  1.8 before this one).',
    '',
    'Proposed, not applied:',
    '',
    '1. The job-title filter in a shape the planner estimates better, so that it walks `offers_search_published` like the',
    '   keyword: about 0.8 ms less PostgreSQL CPU a request over this mix (−17%). Tried: `strpos(lower(title), lower(phrase))`',
    "   instead of `ilike` (what `ilike` compares in UTF-8) lifts the estimate from 22 to 251 rows, but the tsquery's own",
    "   estimate (753 of 3,357) still makes the bitmap cheaper to PGlite's planner (PostgreSQL's plan not checked); not kept.",
    '2. For the p99 target itself: about a third less CPU a search, or more cores for the same 20 connections. Neither the',
    '   pool nor the line of uncached searches moves it.',
    '',
    ...mixDetails(postgres.sizes),
  ].join('\n');
}
