/**
 * The server-rendered listing page under load: the whole product (`npm run serve`'s process: pages,
 * gateway, production build) over the 100,000-offer PGlite folder, driven by autocannon from this
 * process over a mix of listing URLs, each of which renders a page of 100 offer cards (and an ItemList
 * JSON-LD of their addresses, ADR 28). Every listing page renders `pageSize` offers (100, the gateway's maximum and
 * the configuration's page size): the warm-up checks each URL renders exactly 100.
 *
 * Runs the product as configured (listing search cache on) and with `LISTING_CACHE=off`, each at
 * 10 and 20 connections without compression, plus 10 connections asking for compression the way a
 * browser does. Server CPU time is read from /proc/<pid>/stat (Linux). `BENCH_SECONDS` sets each
 * run's length (default 10).
 */
import autocannon, { type Result } from 'autocannon';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { BENCH_DATA_DIR, BENCH_OFFERS, openBenchDatabase } from './support/benchDatabase.ts';
import { configurations, pageMix } from './support/listingPageCases.ts';
import { machineFacts, table, textThenFigures } from './support/markdown.ts';
import { projectRoot, startServer, type RunningServer } from './support/startServer.ts';

export const title = 'Listing page: server-rendered, 100 offers a page, over 100,000 offers';

const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 10);
const CONNECTIONS = [10, 20] as const;
const WARM_SECONDS = 4;
const PAGE_SIZE = 100;
/** What Chromium sends: the server picks brotli or gzip and pays for it in CPU. */
const BROWSER_ENCODING = 'gzip, deflate, br, zstd';
/** The server opens `DATA_DIR/db`: a copy of the shared 100,000-offer folder. */
const SERVER_DATA_DIR = path.join(projectRoot, '.data/bench-listing-page');

const log = (line: string) => process.stdout.write(`  [listingPage] ${line}\n`);

interface Run {
  readonly configuration: string;
  readonly connections: number;
  readonly compressed: boolean;
  readonly result: Result;
  readonly cpuMs: number;
  readonly loadBefore: number;
}

interface PageSize {
  readonly bytes: number;
  readonly gzipBytes: number;
  readonly offers: number;
}

export async function run(): Promise<string> {
  await ensureSeeded();
  const loadBefore = os.loadavg()[0] ?? 0;
  const runs: Run[] = [];
  const startMs: number[] = [];
  let sizes = new Map<string, PageSize>();
  for (const configuration of configurations) {
    log(`server ${configuration.name}…`);
    const server = await startServer({ dataDir: SERVER_DATA_DIR, env: configuration.env, timeoutMs: 300_000 });
    startMs.push(server.msToFirstPage);
    try {
      const base = server.url.replace(/\/$/, '');
      sizes = await warmUp(base);
      // Untimed load first, so that the first measured run does not carry the JIT's warm-up.
      await autocannon({
        url: base,
        connections: CONNECTIONS[0],
        duration: WARM_SECONDS,
        requests: pageMix.map((item) => ({ path: item.path, headers: { host: item.host } })),
      });
      for (const connections of CONNECTIONS) runs.push(await measure(server, base, configuration.name, connections, false));
      runs.push(await measure(server, base, configuration.name, CONNECTIONS[0], true));
    } finally {
      await server.stop();
    }
  }
  return render(runs, sizes, startMs, { before: loadBefore, after: os.loadavg()[0] ?? 0 });
}

/**
 * The product's server opens `DATA_DIR/db`, and PGlite does not follow a symbolic link to the shared
 * folder, so this benchmark keeps a copy of it (made once, from `.data/bench-100k`; pages write no offers).
 */
async function ensureSeeded(): Promise<void> {
  const database = await openBenchDatabase(log);
  await database.close();
  const copy = path.join(SERVER_DATA_DIR, 'db');
  if (!existsSync(path.join(copy, 'PG_VERSION'))) {
    log(`copying ${path.relative(projectRoot, BENCH_DATA_DIR)} to ${path.relative(projectRoot, copy)} (once)…`);
    await rm(copy, { recursive: true, force: true });
    await mkdir(SERVER_DATA_DIR, { recursive: true });
    await cp(BENCH_DATA_DIR, copy, { recursive: true });
  }
}

/** One request per URL: each must answer 200 with exactly a page of offers (counted by their cards). */
async function warmUp(base: string): Promise<Map<string, PageSize>> {
  const sizes = new Map<string, PageSize>();
  for (const item of pageMix) {
    const response = await fetch(base + item.path, { headers: { host: item.host } });
    const html = await response.text();
    if (response.status !== 200) throw new Error(`${item.host}${item.path} answered ${response.status}: ${html.slice(0, 300)}`);
    const offers = html.split('data-testid="offer-card"').length - 1;
    if (offers !== PAGE_SIZE) throw new Error(`${item.host}${item.path} rendered ${offers} offers, expected ${PAGE_SIZE}`);
    const bytes = Buffer.byteLength(html);
    sizes.set(item.name, { bytes, gzipBytes: gzipSync(html).byteLength, offers });
  }
  return sizes;
}

async function measure(server: RunningServer, base: string, configuration: string, connections: number, compressed: boolean): Promise<Run> {
  log(`${configuration}: ${connections} connections${compressed ? ', compressed' : ''}, ${SECONDS} s over ${pageMix.length} listing URLs…`);
  const loadBefore = os.loadavg()[0] ?? 0;
  const before = await processCpuMs(server.pid);
  const result = await autocannon({
    url: base,
    connections,
    duration: SECONDS,
    timeout: 30,
    requests: pageMix.map((item) => ({
      path: item.path,
      headers: { host: item.host, ...(compressed ? { 'accept-encoding': BROWSER_ENCODING } : {}) },
    })),
  });
  const cpuMs = (await processCpuMs(server.pid)) - before;
  return { configuration, connections, compressed, result, cpuMs, loadBefore };
}

const clockTicks = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** User and system CPU time of a process so far, in ms, from /proc/<pid>/stat (fields 14 and 15). */
async function processCpuMs(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicks;
}

const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;

function render(runs: readonly Run[], sizes: Map<string, PageSize>, startMs: readonly number[], load: { before: number; after: number }): string {
  const all = [...sizes.values()];
  const meanBytes = all.reduce((sum, size) => sum + size.bytes, 0) / Math.max(1, all.length);
  const meanGzip = all.reduce((sum, size) => sum + size.gzipBytes, 0) / Math.max(1, all.length);
  const rows = runs.map((r) => {
    const pages = r.result.requests.total;
    const bytesPerPage = r.result.throughput.total / Math.max(1, pages);
    return [
      r.configuration,
      `${r.connections}${r.compressed ? ', compressed' : ''}`,
      `**${r.result.requests.average.toFixed(1)}**`,
      ms(r.result.latency.p50),
      ms(r.result.latency.p97_5),
      `**${ms(r.result.latency.p99)}**`,
      ms(r.result.latency.max),
      kib(bytesPerPage),
      ms(r.cpuMs / Math.max(1, pages)),
      `${r.result.errors + r.result.timeouts} / ${r.result.non2xx}`,
      r.loadBefore.toFixed(1),
    ];
  });
  return [
    `## ${title}`,
    '',
    machineFacts(),
    `Load average (1 min) ${load.before.toFixed(2)} before, ${load.after.toFixed(2)} after (and before each run, in the table): other processes on this machine compete for its cores.`,
    '',
    `${BENCH_OFFERS.toLocaleString('en')} seeded offers (seed 42) in PGlite (\`.data/bench-100k\`), served by the product's own process`,
    `(\`node --import tsx composition/server/main.ts\`, production build, as \`npm run serve\`; first page after ${startMs.map((v) => `${(v / 1000).toFixed(1)} s`).join(' and ')}).`,
    `autocannon in the benchmark's process, ${SECONDS} s a run, each connection cycling through the ${pageMix.length} listing URLs below`,
    `over the three tenants. Each page is the whole server render: tenant, dictionaries and one search of ${PAGE_SIZE} offers`,
    `through the gateway in the same process, React's HTML with ${PAGE_SIZE} cards, an ItemList JSON-LD of their addresses (ADR 28) and the loader data`,
    `(${kib(meanBytes)} of HTML on average, ${kib(meanGzip)} gzipped). The listing's page size is fixed at ${PAGE_SIZE} (the configuration's \`pageSize\`);`,
    'the warm-up checks that every URL renders exactly that many offers. Rows without compression send no `Accept-Encoding`;',
    `"compressed" sends Chromium's (\`${BROWSER_ENCODING}\`) and includes the server's compression. Server CPU per page is the`,
    "server process's CPU time (/proc) over the pages it answered: the figure to compare between runs on a busy machine.",
    `Before the runs, ${WARM_SECONDS} s of untimed load at ${CONNECTIONS[0]} connections (the JIT's warm-up). Counts and (when on) search answers`,
    'are kept for 30 s, so later runs see them expire and reload once, as in a steady state. The benchmark sends no cookie, so',
    'each page is one a visitor without a session gets: as configured the server keeps such a page 10 s and shares it (ADR 29),',
    'and most requests are served from that store; `LISTING_CACHE=off` turns the search cache off, not the shared pages.',
    '',
    table(
      ['Server', 'Connections', 'Pages/s', 'p50', 'p97.5', 'p99', 'Max', 'Bytes per page', 'Server CPU per page', 'Errors / non-2xx', 'Load avg'],
      rows,
      textThenFigures(2, 11),
    ),
    '',
    '- Reading it: a page in the shared store costs no render; one that is not costs a render, and its search when the',
    `  search cache misses (10–12 ms, the \`listingSearch\` section). Server CPU per page is the mean over both kinds.`,
    '- How the render got cheaper (same machine, one URL, 10 connections, alternating builds): 73 ms of CPU a page with',
    "  react-i18next's `useTranslation` in every card, which copies the i18next instance into a new wrapper on each call",
    '  in a server render, and a new i18next instance per request; 61 ms with one `useTexts` hook (ui/i18n/useTexts.ts, which',
    '  also looks a text asked for by key alone up once); 47 ms with one instance per language (docs/adr/0017).',
    "- What a render costs (a page not in the shared store): the page's size (markup and loader data each carry every",
    "  offer), React's render of it and React Router's encoding of the loader data; compression adds to each page as well.",
    '  The section below the table (by hand) says where the CPU of one render goes.',
    '- Compression: each response compresses its own page (a shared page carries its own nonces, ADR 29). Through',
    "  @fastify/compress's stream (brotli quality 4 in 16 KiB pieces) a compressed page cost 12 ms of CPU: 118 pages/s with",
    '  p99 388 ms as configured, 106/s and 332 ms with the search cache off (2026-11-24 18:50, quiet machine). Compressed',
    '  in one call of the thread pool with the page size as a hint (composition/server/pageCompression.ts, same quality and',
    '  bytes): 9 ms, 179/s with p99 215 ms and 188/s with 197 ms, two minutes later on the same machine.',
    '',
    '<details><summary>The listing URLs</summary>',
    '',
    table(
      ['Case', 'Host', 'URL', 'Offers', 'HTML', 'Gzip'],
      pageMix.map((item) => {
        const size = sizes.get(item.name);
        return [
          item.name,
          `\`${item.host}\``,
          `\`${item.path}\``,
          String(size?.offers ?? '?'),
          size ? kib(size.bytes) : '?',
          size ? kib(size.gzipBytes) : '?',
        ];
      }),
      ['left', 'left', 'left', 'right', 'right', 'right'],
    ),
    '',
    '</details>',
  ].join('\n');
}
