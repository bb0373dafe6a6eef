/**
 * First load on a phone: Lighthouse 12 (programmatic API) in Debian's Chromium, mobile preset
 * (simulated Slow 4G, 4x CPU), a fresh profile per run (first visit, no cookies), median of
 * `LIGHTHOUSE_RUNS` runs (default 3). For each tenant: the listing, an offer page, the home page,
 * and the floor — the same listing's HTML with its scripts and module preloads removed, served
 * brotli-compressed by a tiny server that passes every other request (stylesheet, fonts, images)
 * to the product. Ratios compare each page's LCP with its tenant's floor.
 */
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { once } from 'node:events';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium.ts';
import { machineFacts, median, table } from './support/markdown.ts';
import { freePort, startServer } from './support/startServer.ts';

export const title = 'First load on a phone: Lighthouse 12 mobile, against a script-free floor';

const RUNS = Number(process.env['LIGHTHOUSE_RUNS'] ?? 3);
const TENANTS = ['jobboard', 'engineers', 'design'] as const;
/** Targets of the first-load issue: score, LCP against the floor's, TBT, CLS; the listing's HTML against the floor's raw size. */
const TARGETS = { score: 95, lcpRatio: 1.5, tbtMs: 100, cls: 0.02, htmlRatio: 1.3 };

const log = (line: string) => process.stdout.write(`  [lighthouse] ${line}\n`);

interface Run {
  readonly score: number;
  readonly fcp: number;
  readonly lcp: number;
  readonly tbt: number;
  readonly cls: number;
  readonly scriptKiB: number;
  readonly lcpElement: string;
}

interface PageRow extends Run {
  readonly tenant: string;
  readonly page: string;
}

async function lighthouseRun(url: string): Promise<Run> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: [...CHROMIUM_FLAGS] });
  try {
    const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
    if (!result) throw new Error(`no Lighthouse result for ${url}`);
    const { audits, categories } = result.lhr;
    const numeric = (id: string) => audits[id]?.numericValue ?? NaN;
    const failed = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time'].flatMap((id) => audits[id]?.errorMessage ?? []);
    if (failed.length > 0) log(`no metrics for ${url}: ${result.lhr.runtimeError?.code ?? failed[0]}`);
    const scripts = (audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items;
    const script = scripts?.find((item) => item.resourceType === 'script')?.transferSize ?? 0;
    const lcpItems = (
      audits['largest-contentful-paint-element']?.details as
        { items?: { items?: { node?: { snippet?: string; selector?: string } }[] }[] } | undefined
    )?.items;
    const node = lcpItems?.[0]?.items?.[0]?.node;
    return {
      score: (categories['performance']?.score ?? 0) * 100,
      fcp: numeric('first-contentful-paint'),
      lcp: numeric('largest-contentful-paint'),
      tbt: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      scriptKiB: script / 1024,
      lcpElement: (node?.selector ?? node?.snippet ?? '?').slice(0, 60),
    };
  } finally {
    chrome.kill();
  }
}

/** A run Lighthouse could not finish measuring (an error in the trace) has NaN metrics: left out of the median. */
const measured = (runs: readonly Run[]): readonly Run[] => {
  const complete = runs.filter((run) => [run.fcp, run.lcp, run.tbt, run.cls].every(Number.isFinite));
  if (complete.length < runs.length) log(`${runs.length - complete.length} of ${runs.length} runs had no metrics; left out of the median`);
  return complete.length > 0 ? complete : runs;
};

const medianRun = (all: readonly Run[]): Run => {
  const runs = measured(all);
  return {
    score: median(runs.map((run) => run.score)),
    fcp: median(runs.map((run) => run.fcp)),
    lcp: median(runs.map((run) => run.lcp)),
    tbt: median(runs.map((run) => run.tbt)),
    cls: median(runs.map((run) => run.cls)),
    scriptKiB: median(runs.map((run) => run.scriptKiB)),
    lcpElement: runs[0]?.lcpElement ?? '?',
  };
};

/** The floor's document: the listing's own HTML without scripts or preloads. */
const floorHtml = (html: string): string => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '').replace(/<link[^>]*modulepreload[^>]*>/g, '');

/** The floor: its document brotli-compressed, everything else from the product. */
async function serveFloor(stripped: string, upstreamPort: number, host: string): Promise<{ url: string; server: Server }> {
  const body = brotliCompressSync(Buffer.from(stripped));
  const port = await freePort();
  const server = createServer((incoming, outgoing) => {
    if (incoming.url === '/') {
      outgoing.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'br' });
      outgoing.end(body);
      return;
    }
    const proxied = httpRequest(
      { host: '127.0.0.1', port: upstreamPort, path: incoming.url, headers: { host, 'accept-encoding': incoming.headers['accept-encoding'] ?? '' } },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    proxied.end();
  });
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  return { url: `http://127.0.0.1:${port}/`, server };
}

/** Node does not resolve `*.localhost`: ask 127.0.0.1 with the tenant's Host header. */
async function pageHtml(port: number, host: string, pagePath: string): Promise<string> {
  const answer = await new Promise<import('node:http').IncomingMessage>((resolve, reject) => {
    httpRequest({ host: '127.0.0.1', port, path: pagePath, headers: { host } }, resolve).on('error', reject).end();
  });
  let html = '';
  for await (const chunk of answer) html += String(chunk);
  return html;
}

const ms = (value: number) => `${(value / 1000).toFixed(2)} s`;

/** The listing's raw HTML against its floor's (issue "fast on a phone", item 4). */
function weightRow(tenant: string, listingPath: string, html: string, stripped: string): string[] {
  const [page, floor] = [Buffer.byteLength(html), Buffer.byteLength(stripped)];
  const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
  return [tenant, `\`${listingPath}\``, kb(page), kb(floor), `${(page / floor).toFixed(3)}x`, page <= TARGETS.htmlRatio * floor ? 'met' : 'missed'];
}

function verdict(row: PageRow, floor: Run): string {
  const misses = [
    row.score < TARGETS.score ? 'score' : '',
    row.lcp > TARGETS.lcpRatio * floor.lcp ? 'LCP' : '',
    row.tbt > TARGETS.tbtMs ? 'TBT' : '',
    row.cls > TARGETS.cls ? 'CLS' : '',
  ].filter(Boolean);
  return misses.length === 0 ? 'met' : `missed: ${misses.join(', ')}`;
}

export async function run(): Promise<string> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'jobboard-lighthouse-'));
  const server = await startServer({ dataDir, env: { SEED_OFFERS: process.env['SEED_OFFERS'] ?? '20000' } });
  const port = Number(new URL(server.url).port);
  const rows: PageRow[] = [];
  const floors = new Map<string, Run>();
  const weights: string[][] = [];
  try {
    for (const tenant of TENANTS) {
      const origin = `http://${tenant}.localhost:${port}`;
      const listingPath = tenant === 'design' ? '/job-offers/all-locations' : '/oferty-pracy/wszystkie-lokalizacje';
      const listingHtml = await pageHtml(port, `${tenant}.localhost:${port}`, listingPath);
      const offerPath = /href="(\/(?:job-offer|oferta-pracy)\/[^"]+)"/.exec(listingHtml)?.[1];
      if (!offerPath) throw new Error(`no offer link on ${tenant}'s listing`);
      const stripped = floorHtml(listingHtml);
      weights.push(weightRow(tenant, listingPath, listingHtml, stripped));
      const floor = await serveFloor(stripped, port, `${tenant}.localhost:${port}`);
      const pages: [string, string][] = [
        ['floor', floor.url],
        ['listing', `${origin}${listingPath}`],
        ['offer', `${origin}${offerPath}`],
        ['home', `${origin}/`],
      ];
      try {
        for (const [page, url] of pages) {
          const runs: Run[] = [];
          for (let index = 0; index < RUNS; index += 1) runs.push(await lighthouseRun(url));
          const result = medianRun(runs);
          log(
            `${tenant} ${page}: score ${result.score.toFixed(0)}, LCP ${ms(result.lcp)}, TBT ${result.tbt.toFixed(0)} ms, CLS ${result.cls.toFixed(3)}`,
          );
          if (page === 'floor') floors.set(tenant, result);
          rows.push({ tenant, page, ...result });
        }
      } finally {
        floor.server.close();
      }
    }
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
  const lines = rows.map((row) => {
    const floor = floors.get(row.tenant)!;
    return [
      row.tenant,
      row.page,
      row.score.toFixed(0),
      ms(row.fcp),
      ms(row.lcp),
      `${(row.lcp / floor.lcp).toFixed(2)}x`,
      `${row.tbt.toFixed(0)} ms`,
      row.cls.toFixed(3),
      `${row.scriptKiB.toFixed(0)} KiB`,
      `\`${row.lcpElement.replaceAll('|', '\\|').replaceAll('`', "'")}\``,
      row.page === 'floor' ? '' : verdict(row, floor),
    ];
  });
  return [
    `## ${title}`,
    '',
    machineFacts(),
    `Lighthouse 12.8.2, mobile preset, median of ${RUNS} runs, each in a fresh Chromium profile. Targets: score >= ${TARGETS.score}, LCP <= ${TARGETS.lcpRatio}x the floor's, TBT <= ${TARGETS.tbtMs} ms, CLS <= ${TARGETS.cls}.`,
    '',
    table(['Tenant', 'Page', 'Score', 'FCP', 'LCP', 'LCP / floor', 'TBT', 'CLS', 'Script', 'LCP element', 'Targets'], lines, [
      'left',
      'left',
      'right',
      'right',
      'right',
      'right',
      'right',
      'right',
      'right',
      'left',
      'left',
    ]),
    '',
    `The listing's HTML against its floor's, raw bytes as served (target <= ${TARGETS.htmlRatio}x):`,
    '',
    table(['Tenant', 'Listing', 'HTML', 'Floor', 'Ratio', 'Target'], weights, ['left', 'left', 'right', 'right', 'right', 'left']),
  ].join('\n');
}
