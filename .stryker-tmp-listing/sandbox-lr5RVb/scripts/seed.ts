/**
 * Replaces the demo data: `npx tsx scripts/seed.ts --offers 20000 [--seed 42] [--now 2025-06-01T00:00:00Z]`.
 * Uses PostgreSQL when DATABASE_URL is set, otherwise PGlite in DATA_DIR (default .data/db).
 * Progress goes to stderr, the one-line summary to stdout.
 */
// @ts-nocheck

import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { Command, InvalidArgumentError } from 'commander';
import { migrateToLatest, openDatabase, type DatabaseSource } from '../gateway/db/openDatabase.ts';
import { defaultOfferCount, defaultSeed, reseedOffers, type SeedSummary } from '../gateway/seed/seedDatabase.ts';

interface CliOptions {
  readonly offers: number;
  readonly seed: number;
  readonly now?: Date;
}

function wholeNumber(value: string): number {
  const n = Number(value);
  if (!/^\d+$/.test(value.trim()) || !Number.isSafeInteger(n)) throw new InvalidArgumentError('expected a whole number ≥ 0');
  return n;
}

function isoDate(value: string): Date {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new InvalidArgumentError('expected an ISO date, e.g. 2025-06-01T00:00:00Z');
  return date;
}

function databaseSourceFromEnv(env: NodeJS.ProcessEnv): DatabaseSource {
  if (env['DATABASE_URL']) return { kind: 'postgres', url: env['DATABASE_URL'] };
  return { kind: 'pglite', dataDir: resolve(env['DATA_DIR'] || '.data/db') };
}

function describeSource(source: DatabaseSource): string {
  return source.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${source.dataDir ?? 'memory'}`;
}

/** A line rewritten in place on a terminal; one line per tenth otherwise, so CI logs stay short. */
function progressReporter(stream: NodeJS.WriteStream): (done: number, total: number) => void {
  let lastTenth = -1;
  return (done, total) => {
    const percent = total === 0 ? 100 : Math.floor((done / total) * 100);
    if (stream.isTTY) {
      stream.write(`\rSeeding offers: ${done}/${total} (${percent}%)${done === total ? '\n' : ''}`);
      return;
    }
    const tenth = Math.floor(percent / 10);
    if (tenth !== lastTenth) {
      lastTenth = tenth;
      stream.write(`Seeding offers: ${done}/${total} (${percent}%)\n`);
    }
  };
}

function summaryLine(summary: SeedSummary, source: DatabaseSource, seed: number, millis: number): string {
  return (
    `Seeded ${summary.offers} offers, ${summary.companies} companies, ${summary.categories} categories and ` +
    `${summary.cities} cities into ${describeSource(source)} in ${(millis / 1000).toFixed(1)} s (seed ${seed}).`
  );
}

async function main(): Promise<void> {
  const options = new Command()
    .name('seed')
    .description('Replace all offers with deterministic demo data; cities, categories and companies are refreshed too.')
    .option('--offers <n>', 'number of offers', wholeNumber, defaultOfferCount)
    .option('--seed <s>', 'seed of the generator: the same seed gives the same data', wholeNumber, defaultSeed)
    .option('--now <iso>', 'reference date: offers are published in the 60 days before it (default: now)', isoDate)
    .parse()
    .opts<CliOptions>();

  const source = databaseSourceFromEnv(process.env);
  // PGlite creates its own folder but not the parents (.data/ on a fresh checkout).
  if (source.kind === 'pglite' && source.dataDir) mkdirSync(source.dataDir, { recursive: true });
  const database = await openDatabase(source);
  try {
    await migrateToLatest(database.db);
    const started = performance.now();
    const summary = await reseedOffers(database.db, {
      offers: options.offers,
      seed: options.seed,
      onProgress: progressReporter(process.stderr),
      ...(options.now ? { now: options.now } : {}),
    });
    process.stdout.write(`${summaryLine(summary, source, options.seed, performance.now() - started)}\n`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`\nSeeding failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
