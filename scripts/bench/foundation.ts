/**
 * Foundation figures: how long the server takes to serve its first page (fresh data folder with
 * migration and the 20,000-offer seed, and an existing folder), and how much JavaScript the home
 * page makes the browser load before it is interactive.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { machineFacts, median, table } from './support/markdown.ts';
import { routeScripts } from './support/listingBundle.ts';
import { projectRoot, startServer } from './support/startServer.ts';

export const title = 'Foundation: start-up and initial JavaScript';

const SEED_OFFERS = 20_000;
const WARM_RUNS = 3;

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const kib = (bytes: number) => (bytes / 1024).toFixed(1);

/** "Jobboard is ready in N ms": the server's own figure, from its first line of `main()` to listening. */
const reportedReadyMs = (output: string): number | null => {
  const match = /ready in (\d+) ms/.exec(output);
  return match?.[1] ? Number(match[1]) : null;
};

/** "seeded N offers, …": proves the fresh run really did seed (and how many). */
const seededOffers = (output: string): number | null => {
  const match = /seeded (\d+) offers/.exec(output);
  return match?.[1] ? Number(match[1]) : null;
};

interface StartFigure {
  readonly msToFirstPage: number;
  readonly reportedReadyMs: number | null;
  readonly seededOffers: number | null;
}

export async function run(): Promise<string> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'jobboard-bench-'));
  try {
    log(`cold start with a fresh data folder (${SEED_OFFERS} offers)…`);
    const fresh = await measureStart(dataDir);
    if (fresh.seededOffers !== SEED_OFFERS)
      throw new Error(`the fresh start should seed ${SEED_OFFERS} offers, it reported ${fresh.seededOffers ?? 'no seeding'}`);
    const warm: StartFigure[] = [];
    let homeJs: readonly AssetSize[] = [];
    for (let i = 1; i <= WARM_RUNS; i += 1) {
      log(`start with the existing data folder, run ${i}/${WARM_RUNS}…`);
      warm.push(
        await measureStart(dataDir, async (url) => {
          if (i === 1) homeJs = await initialJavaScript(url);
        }),
      );
    }
    return render(fresh, warm, homeJs);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

const log = (line: string) => process.stdout.write(`  [foundation] ${line}\n`);

async function measureStart(dataDir: string, whileRunning?: (url: string) => Promise<void>): Promise<StartFigure> {
  const server = await startServer({ dataDir, env: { SEED_OFFERS: String(SEED_OFFERS) }, timeoutMs: 600_000 });
  try {
    if (whileRunning) await whileRunning(server.url);
    const output = server.output();
    return { msToFirstPage: server.msToFirstPage, reportedReadyMs: reportedReadyMs(output), seededOffers: seededOffers(output) };
  } finally {
    await server.stop();
  }
}

interface AssetSize {
  readonly href: string;
  readonly bytes: number;
  readonly gzipBytes: number;
}

/**
 * The scripts the home page loads up front: the entry, the root and the home route with every chunk
 * they import, from React Router's manifest (the page carries no script hints to read them from).
 * Each file is read from the production build and gzipped at level 9 (what a precompressing build
 * would ship).
 */
async function initialJavaScript(url: string): Promise<readonly AssetSize[]> {
  const response = await fetch(url);
  if (response.status !== 200) throw new Error(`home page answered ${response.status}`);
  const clientDir = path.join(projectRoot, 'build/client');
  return Promise.all(
    routeScripts(clientDir, 'routes/home').map(async (href) => {
      const file = await readFile(path.join(clientDir, href));
      return { href, bytes: file.byteLength, gzipBytes: gzipSync(file, { level: 9 }).byteLength };
    }),
  );
}

function render(fresh: StartFigure, warm: readonly StartFigure[], homeJs: readonly AssetSize[]): string {
  const warmFirstPage = warm.map((figure) => figure.msToFirstPage);
  const warmReady = warm.flatMap((figure) => (figure.reportedReadyMs === null ? [] : [figure.reportedReadyMs]));
  const startRows = [
    [
      `fresh data folder: migrate and seed ${fresh.seededOffers?.toLocaleString('en') ?? '?'} offers`,
      seconds(fresh.msToFirstPage),
      fresh.reportedReadyMs === null ? 'n/a' : seconds(fresh.reportedReadyMs),
      '1',
    ],
    [
      `existing data folder (median of ${warm.length}; runs ${warmFirstPage.map(seconds).join(', ')})`,
      seconds(median(warmFirstPage)),
      warmReady.length ? seconds(median(warmReady)) : 'n/a',
      String(warm.length),
    ],
  ];
  const sorted = [...homeJs].sort((a, b) => b.gzipBytes - a.gzipBytes);
  const totalRaw = homeJs.reduce((sum, asset) => sum + asset.bytes, 0);
  const totalGzip = homeJs.reduce((sum, asset) => sum + asset.gzipBytes, 0);
  const jsRows = [
    ...sorted.map((asset) => [`\`${asset.href}\``, kib(asset.bytes), kib(asset.gzipBytes)]),
    [`**total (${homeJs.length} files)**`, `**${kib(totalRaw)}**`, `**${kib(totalGzip)}**`],
  ];
  return [
    `## ${title}`,
    '',
    machineFacts(),
    '',
    '### Cold start to first served page',
    '',
    'Wall time from spawning `node --import tsx composition/server/main.ts` (production build, PGlite in a',
    'temporary folder) to the first `200` on `/`, polled every 20 ms. "Server says" is its own',
    '`Jobboard is ready in N ms` line (from `main()` to listening, without Node and tsx start-up or the first render).',
    '',
    table(['Case', 'Spawn to first page', 'Server says', 'Runs'], startRows, ['left', 'right', 'right', 'right']),
    '',
    '### Initial JavaScript of the home page',
    '',
    `**${kib(totalGzip)} KiB gzip** (${kib(totalRaw)} KiB raw): every \`<link rel="modulepreload">\` and module script of \`/\`,`,
    'read from `build/client` and gzipped at level 9.',
    '',
    table(['File', 'Raw KiB', 'Gzip KiB'], jsRows, ['left', 'right', 'right']),
  ].join('\n');
}
