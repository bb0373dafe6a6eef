/**
 * Alerts import: `jobboard alerts import` of 10,000 guest-alert rows into a fresh gateway (its own
 * data folder, migrated and seeded), timed from the outside, with the CLI's peak memory (from
 * /usr/bin/time -v where it exists, else the CLI's own --stats). Then the same file again, which
 * must create nothing (every row skipped as already there).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { machineFacts, table, textThenFigures } from './support/markdown.ts';
import { projectRoot, startServer } from './support/startServer.ts';

export const title = 'Alerts import: 10,000 rows through the CLI';

const ROWS = 10_000;
/** Fewer offers than the default seed: the import does not read offers, and start-up is faster. */
const SEED_OFFERS = 2_000;
const CONCURRENCIES = [4, 8, 16] as const;
const RERUN_CONCURRENCY = 8;

const launcher = path.join(projectRoot, 'cli/bin/jobboard.js');
const timeCommand = '/usr/bin/time';

interface ImportFigure {
  readonly label: string;
  readonly concurrency: number;
  readonly seconds: number;
  readonly created: number;
  readonly skipped: number;
  readonly refused: number;
  readonly failed: number;
  readonly exitCode: number;
  /** KiB: /usr/bin/time's "Maximum resident set size", else the CLI's own maxRSS. */
  readonly peakRssKiB: number;
  readonly cliRowsPerSecond: number;
}

const log = (line: string) => process.stdout.write(`  [alertsImport] ${line}\n`);

/** `rows` CSV rows, one e-mail per row (the gateway allows 10 alerts per e-mail), a mix of cities and frequencies. */
export function alertRowsCsv(rows: number, prefix: string): string {
  const cities = ['all-locations', 'krakow', 'warszawa', 'wroclaw', 'remote'];
  const frequencies = ['', 'daily', 'twiceAWeek', 'weekly'];
  const lines = ['email,searchUrl,frequency,name'];
  for (let i = 0; i < rows; i++) {
    const city = cities[i % cities.length] ?? 'all-locations';
    const frequency = frequencies[i % frequencies.length] ?? '';
    const name = i % 3 === 0 ? `"Keyword ${i}, ${city}"` : '';
    lines.push(`${prefix}${i}@bench.example,/job-offers/${city}?keyword=k${i},${frequency},${name}`);
  }
  return `${lines.join('\n')}\n`;
}

export async function run(): Promise<string> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'jobboard-bench-alerts-'));
  const rowsDir = await mkdtemp(path.join(tmpdir(), 'jobboard-bench-rows-'));
  const home = await mkdtemp(path.join(tmpdir(), 'jobboard-bench-home-'));
  try {
    log(`starting a fresh gateway (${SEED_OFFERS} offers)…`);
    // The guest route allows 100 alerts a minute per client IP by default: a bulk import from one
    // trusted machine lifts it (GUEST_ALERTS_PER_MINUTE=0), as an operator would.
    const server = await startServer({ dataDir, env: { SEED_OFFERS: String(SEED_OFFERS), GUEST_ALERTS_PER_MINUTE: '0' }, timeoutMs: 600_000 });
    const gateway = server.url.replace(/\/$/, '');
    const figures: ImportFigure[] = [];
    try {
      for (const concurrency of CONCURRENCIES) {
        // A new set of e-mails per run, so each run creates all its rows.
        const file = path.join(rowsDir, `rows-c${concurrency}.csv`);
        await writeFile(file, alertRowsCsv(ROWS, `c${concurrency}-`));
        log(`importing ${ROWS} rows, ${concurrency} calls in flight…`);
        figures.push(await importOnce(gateway, home, file, concurrency, `fresh rows, ${concurrency} in flight`));
      }
      log('importing the same file again (everything already there)…');
      figures.push(
        await importOnce(
          gateway,
          home,
          path.join(rowsDir, `rows-c${RERUN_CONCURRENCY}.csv`),
          RERUN_CONCURRENCY,
          `re-run of the same file, ${RERUN_CONCURRENCY} in flight`,
        ),
      );
    } finally {
      await server.stop();
    }
    return render(figures);
  } finally {
    await Promise.all([dataDir, rowsDir, home].map((folder) => rm(folder, { recursive: true, force: true })));
  }
}

async function importOnce(gateway: string, home: string, file: string, concurrency: number, label: string): Promise<ImportFigure> {
  const args = [launcher, '--gateway', gateway, 'alerts', 'import', file, '--json', '--stats', '--concurrency', String(concurrency)];
  const useTime = existsSync(timeCommand);
  const command = useTime ? timeCommand : process.execPath;
  const commandArgs = useTime ? ['-v', process.execPath, ...args] : args;
  const started = performance.now();
  const { code, stdout, stderr } = await runProcess(command, commandArgs, { ...process.env, HOME: home });
  const seconds = (performance.now() - started) / 1000;
  let summary: { created: number; skipped: number; refused: number; failed: number; stats?: { rowsPerSecond: number; peakRssMiB: number } };
  try {
    summary = JSON.parse(stdout) as typeof summary;
  } catch {
    throw new Error(`jobboard alerts import printed no JSON summary (exit ${code}):\n${stdout.slice(0, 2000)}\n${stderr.slice(0, 2000)}`);
  }
  const timedRss = /Maximum resident set size \(kbytes\): (\d+)/.exec(stderr)?.[1];
  return {
    label,
    concurrency,
    seconds,
    created: summary.created,
    skipped: summary.skipped,
    refused: summary.refused,
    failed: summary.failed,
    exitCode: code,
    peakRssKiB: timedRss !== undefined ? Number(timedRss) : Math.round((summary.stats?.peakRssMiB ?? 0) * 1024),
    cliRowsPerSecond: summary.stats?.rowsPerSecond ?? 0,
  };
}

function runProcess(command: string, args: readonly string[], env: NodeJS.ProcessEnv): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: projectRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
  });
}

function render(figures: readonly ImportFigure[]): string {
  const rows = figures.map((figure) => [
    figure.label,
    String(figure.created),
    String(figure.skipped),
    String(figure.refused + figure.failed),
    figure.seconds.toFixed(1),
    (ROWS / figure.seconds).toFixed(0),
    figure.cliRowsPerSecond.toFixed(0),
    (figure.peakRssKiB / 1024).toFixed(0),
    String(figure.exitCode),
  ]);
  return [
    `## ${title}`,
    '',
    machineFacts(),
    '',
    `A fresh gateway (\`npm run serve\`'s server, new PGlite data folder, ${SEED_OFFERS.toLocaleString('en')} seeded offers, \`GUEST_ALERTS_PER_MINUTE=0\`) and one`,
    `\`jobboard alerts import rows.csv --json --stats\` per line: ${ROWS.toLocaleString('en')} rows, one e-mail each, five cities, every`,
    'frequency, a third with a quoted name containing a comma. Wall time is the whole CLI process (start-up, vocabulary,',
    "every POST /guests/job-alerts); the CLI figure counts from reading the file. Peak memory is the CLI process's",
    'maximum resident set (`/usr/bin/time -v`). The re-run imports the same file again: every row must be skipped.',
    'With the default guest limit (100 alerts a minute per client IP) the CLI waits out each 429 (Retry-After) and an',
    'import from one machine runs at that pace instead: about 100 rows a minute.',
    '',
    table(
      ['Run', 'Created', 'Skipped', 'Not imported', 'Wall s', 'Rows/s (wall)', 'Rows/s (CLI)', 'CLI peak MiB', 'Exit'],
      rows,
      textThenFigures(1, 9),
    ),
  ].join('\n');
}
