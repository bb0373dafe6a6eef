/**
 * One digest run over 100,000 offers and 10,000 active alerts with varied saved filters: how long
 * `runDigests` takes and how much memory the process (Node plus the embedded PGlite) peaks at.
 * The alerts watch the 3.5 days of offers before the seed date (a twice-a-week period), all due.
 * Uses its own data folder (it writes alerts and outbox rows; the listing benchmarks read theirs)
 * and removes what it wrote afterwards.
 */
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { FiltersDto } from '../../contract/alerts.ts';
import { runDigests, SETTLE_MS } from '../../gateway/alerts/digests.ts';
import type { Schema } from '../../gateway/db/Schema.ts';
import { refreshPlannerStatistics } from '../../gateway/listing/plannerStatistics.ts';
import { createRandom, type Random } from '../../gateway/seed/random.ts';
import { BENCH_OFFERS, BENCH_SEEDED_AT, openBenchDatabase } from './support/benchDatabase.ts';
import { machineFacts, median, table } from './support/markdown.ts';
import { projectRoot } from './support/startServer.ts';
import { emptyFiltersPayload } from '../../core/alerts/JobFilter.ts';

export const title = 'Alert digests: one run over 100,000 offers and 10,000 alerts';

const ALERTS = 10_000;
const PERIOD_MS = 3.5 * 86_400_000;
const DATA_DIR = path.join(projectRoot, '.data/bench-digests-100k');
const log = (line: string) => process.stdout.write(`  [digests] ${line}\n`);

const keywords = ['senior', 'developer', 'java', 'react', 'python', 'engineer', 'designer', 'manager', 'frontend', 'data', 'devops', 'analyst'];
const skills = ['react', 'java', 'python', 'typescript', 'sql', 'docker', 'figma', 'kotlin', 'aws', 'go'];
const levels = ['trainee', 'junior', 'mid', 'senior', 'manager'];
const contracts = ['permanent', 'b2b', 'mandate_contract', 'contract', 'internship'];
const workplaces = ['remote', 'hybrid', 'office'];

/** No filter at all: core's empty payload, as a fresh wire object. */
const empty = (): FiltersDto => structuredClone(emptyFiltersPayload) as FiltersDto;

/** What people save: a category or a keyword, often a city, sometimes a level, salary, contract or remote. */
function savedFilters(random: Random, categories: readonly string[], cities: readonly string[]): FiltersDto {
  const filters = empty();
  const shape = random.next();
  if (shape < 0.08) return filters;
  if (shape < 0.5 && categories.length > 0) filters.categories = [random.pick(categories)];
  else if (shape < 0.8) filters.search.keywords = [random.pick(keywords)];
  else filters.search.skills = [random.pick(skills)];
  if (random.chance(0.5)) filters.localization = { city: random.pick(cities) };
  if (random.chance(0.3)) filters.experiences = random.sample(levels, random.int(1, 2));
  if (random.chance(0.15)) filters.employmentTypes = [random.pick(contracts)];
  if (random.chance(0.15)) filters.remoteWorkOptions = [random.pick(workplaces)];
  if (random.chance(0.1)) filters.remote = true;
  if (random.chance(0.15)) filters.salary = { from: random.int(8, 25) * 1000, to: 60_000, currency: 'pln' };
  if (random.chance(0.1)) filters.withSalary = true;
  return filters;
}

async function createAlerts(db: Kysely<Schema>, random: Random): Promise<void> {
  const categoryRows = await db.selectFrom('categories').select(['tenant_id', 'slug']).execute();
  const categoriesOf = (tenant: string) => categoryRows.filter((row) => row.tenant_id === tenant).map((row) => row.slug);
  const cities = (await db.selectFrom('cities').select('slug').orderBy('position').limit(40).execute()).map((row) => row.slug);
  const tenantsByWeight = [
    ['jobboard', 6],
    ['engineers', 2.5],
    ['design', 1.5],
  ] as const;
  const activatedAt = new Date(BENCH_SEEDED_AT.getTime() - PERIOD_MS);
  const batch = 500;
  for (let start = 0; start < ALERTS; start += batch) {
    const filters = [];
    const alerts = [];
    for (let i = start; i < Math.min(start + batch, ALERTS); i++) {
      const tenant = random.weighted(tenantsByWeight);
      const filterId = random.uuid();
      const email = `bench-${i}@example.com`;
      filters.push({
        id: filterId,
        tenant_id: tenant,
        candidate_id: null,
        guest_email: email,
        search_url: `/bench/${i}`,
        name: `Bench alert ${i}`,
        filters: JSON.stringify(savedFilters(random, categoriesOf(tenant), cities)),
        created_at: activatedAt,
        last_read_at: null,
      });
      alerts.push({
        id: random.uuid(),
        job_filter_id: filterId,
        tenant_id: tenant,
        email,
        language: random.chance(0.7) ? ('pl' as const) : ('en' as const),
        status: 'active' as const,
        frequency: 'twiceAWeek' as const,
        marketing_agreement: false,
        activated_at: activatedAt,
        high_water_mark: activatedAt,
        last_digest_at: null,
        // Due a little apart, as alerts activated at different moments are.
        next_digest_at: new Date(BENCH_SEEDED_AT.getTime() - random.int(0, 3_600_000)),
        last_error: null,
        created_at: activatedAt,
      });
    }
    await db.insertInto('job_filters').values(filters).execute();
    await db.insertInto('job_alerts').values(alerts).execute();
  }
}

async function removeBenchRows(db: Kysely<Schema>): Promise<void> {
  await db.deleteFrom('outbox').execute();
  await db.deleteFrom('job_filters').execute();
}

const mib = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(0)} MiB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export async function run(): Promise<string> {
  const database = await openBenchDatabase(log, { kind: 'pglite', dataDir: DATA_DIR });
  const db = database.db;
  try {
    await removeBenchRows(db);
    log(`creating ${ALERTS.toLocaleString('en')} active alerts…`);
    await createAlerts(db, createRandom(7));
    await refreshPlannerStatistics(db);
    await sql`analyze job_filters`.execute(db);
    await sql`analyze job_alerts`.execute(db);
    const now = new Date(BENCH_SEEDED_AT.getTime() + SETTLE_MS);
    const deps = { db, alerts: { publicUrl: 'https://jobboard.example', defaultTenant: 'jobboard' } };

    global.gc?.();
    const before = process.memoryUsage();
    let peakRss = before.rss;
    let peakHeap = before.heapUsed;
    const sampler = setInterval(() => {
      const usage = process.memoryUsage();
      peakRss = Math.max(peakRss, usage.rss);
      peakHeap = Math.max(peakHeap, usage.heapUsed);
    }, 25);
    const loadAtStart = os.loadavg()[0] ?? 0;
    const starts: number[] = [];
    log('running the digests…');
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    const summary = await runDigests(deps, now, { beforeAlert: () => void starts.push(performance.now()) });
    const duration = performance.now() - started;
    const cpu = process.cpuUsage(cpuBefore);
    clearInterval(sampler);
    const maxRssKiB = process.resourceUsage().maxRSS;
    const perAlert = starts.slice(1).map((at, i) => at - (starts[i] ?? at));
    perAlert.sort((a, b) => a - b);
    const p95 = perAlert[Math.floor(perAlert.length * 0.95)] ?? NaN;

    const againStarted = performance.now();
    const again = await runDigests(deps, now);
    const againMs = performance.now() - againStarted;
    const outbox = await db
      .selectFrom('outbox')
      .select((eb) => [
        eb.fn.countAll<number>().as('n'),
        sql<number>`count(distinct job_alert_id)`.as('alerts'),
        sql<number>`coalesce(sum(length(html) + length(text)), 0)`.as('bytes'),
      ])
      .executeTakeFirstOrThrow();
    log(`${summary.alerts} alerts, ${summary.digests} digests in ${seconds(duration)}`);

    return [
      `## ${title}`,
      '',
      machineFacts(),
      '',
      `${BENCH_OFFERS.toLocaleString('en')} seeded offers (three boards, published over 60 days), ${ALERTS.toLocaleString('en')} active`,
      'twice-a-week alerts (60 % jobboard, 25 % engineers with all-boards scope, 15 % design), all due,',
      'each watching the 3.5 days before the seed date. Saved filters: a category (42 %), a keyword (30 %)',
      'or a skill (20 %) or nothing (8 %); half with a city, some with levels, contract, workplace, salary.',
      'One `runDigests` call in this process on embedded PGlite: batches of 200 alerts per transaction, one',
      "offers query per alert, then one statement each for the batch's codes, outbox rows and alert updates.",
      `Load average (1 min) when it started: ${loadAtStart.toFixed(1)} (other work on this machine slows the wall time; CPU time is the fairer figure).`,
      'Memory is the whole process (Node and the PGlite WebAssembly heap), sampled every 25 ms.',
      '',
      table(
        ['Figure', 'Value'],
        [
          ['Due alerts processed', summary.alerts.toLocaleString('en')],
          [
            'Digests written (alerts with new offers)',
            `${summary.digests.toLocaleString('en')} (${Number(outbox.n).toLocaleString('en')} outbox rows, ${Number(outbox.alerts).toLocaleString('en')} alerts)`,
          ],
          ['Offers listed in them (at most 20 each)', summary.offers.toLocaleString('en')],
          ['Failed alerts', String(summary.failed)],
          ['**Duration of the run**', `**${seconds(duration)}** (${(summary.alerts / (duration / 1000)).toFixed(0)} alerts/s)`],
          [
            'CPU time of the process (user + system)',
            `${seconds((cpu.user + cpu.system) / 1000)} (${(((cpu.user + cpu.system) / 1000 / duration) * 100).toFixed(0)} % of the wall time: the rest is waiting for a core)`,
          ],
          ['Per alert: median / p95', `${median(perAlert).toFixed(1)} ms / ${p95.toFixed(1)} ms`],
          ['**Peak RSS during the run**', `**${mib(peakRss)}** (before the run ${mib(before.rss)}; process maxRSS ${mib(maxRssKiB * 1024)})`],
          ['Peak JS heap used', `${mib(peakHeap)} (before ${mib(before.heapUsed)})`],
          ['Outbox size written', mib(Number(outbox.bytes))],
          ['Second run at the same moment (nothing due)', `${again.alerts} alerts, ${again.digests} digests, ${seconds(againMs)}`],
        ],
        ['left', 'right'],
      ),
    ].join('\n');
  } finally {
    await removeBenchRows(db).catch(() => undefined);
    await database.close();
  }
}
