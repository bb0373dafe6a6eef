/**
 * The listing's SQL on 100,000 offers: EXPLAIN ANALYZE of the statements GET …/offers/by-cursor
 * issues (the page and its count) for every case of the benchmark mix, with the indexes of
 * migration 0002 and, for comparison, with 0001's alone (dropped inside a transaction that is
 * rolled back, so the data folder is left as it was). Execution times are the median of five
 * runs after one untimed pass, inside PostgreSQL (no driver, no HTTP).
 */
import { sql, type Kysely } from 'kysely';
import type { Schema } from '../../gateway/db/Schema.ts';
import { refreshPlannerStatistics } from '../../gateway/listing/plannerStatistics.ts';
import { loadReferenceData } from '../../gateway/listing/referenceData.ts';
import { BENCH_OFFERS, openBenchDatabase } from './support/benchDatabase.ts';
import { explainPageAndCount, type Explained } from './support/explainPlan.ts';
import { listingMix } from './support/listingMix.ts';
import { listingStatements, type ListingStatements } from './support/listingQueries.ts';
import { machineFacts, table } from './support/markdown.ts';

export const title = 'Listing SQL: EXPLAIN ANALYZE on 100,000 offers';

const RUNS = 5;
const log = (line: string) => process.stdout.write(`  [listingSql] ${line}\n`);

export async function run(): Promise<string> {
  const database = await openBenchDatabase(log);
  try {
    const db = database.db;
    if (await refreshPlannerStatistics(db)) log('ran VACUUM ANALYZE (statistics were missing or stale)');
    const reference = await loadReferenceData(db);
    const statements: { name: string; tenant: string; query: string; statements: ListingStatements }[] = [];
    for (const item of listingMix) statements.push({ ...item, statements: await listingStatements(item, reference) });

    // One untimed pass first, so that neither variant pays for reading the table into memory.
    for (const { statements: pair } of statements) for (const statement of [pair.page, pair.count]) await db.executeQuery(statement);
    log('with the indexes of migration 0002…');
    const after = await explainAll(db, statements);
    log('with the indexes of migration 0001 only (rolled back afterwards)…');
    const before = await withoutMigration0002(db, (trx) => explainAll(trx, statements));
    const sizes = await indexSizes(db);
    return render(statements, before, after, sizes);
  } finally {
    await database.close();
  }
}

async function explainAll(db: Kysely<Schema>, cases: readonly { statements: ListingStatements }[]): Promise<{ page: Explained; count: Explained }[]> {
  const results: { page: Explained; count: Explained }[] = [];
  for (const { statements } of cases) results.push(await explainPageAndCount(db, statements, { runs: RUNS }));
  return results;
}

class Rollback extends Error {}

/**
 * Runs `work` with migration 0002's indexes replaced by 0001's, inside a transaction that is always
 * rolled back. `work` must use the transaction it is given: PGlite has one connection, held by it.
 */
async function withoutMigration0002<T>(db: Kysely<Schema>, work: (trx: Kysely<Schema>) => Promise<T>): Promise<T> {
  let result: T | undefined;
  try {
    await db.transaction().execute(async (trx) => {
      for (const name of ['offers_search_published', 'offers_search_salary_max', 'offers_search_salary_min', 'offers_tenant_latitude']) {
        await sql`drop index ${sql.ref(name)}`.execute(trx);
      }
      await sql`create index offers_tenant_published on offers (tenant_id, published_at desc, id)`.execute(trx);
      await sql`analyze offers`.execute(trx);
      result = await work(trx);
      throw new Rollback();
    });
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
  }
  return result as T;
}

async function indexSizes(db: Kysely<Schema>): Promise<{ name: string; size: string }[]> {
  const { rows } = await sql<{ name: string; size: string }>`
    select c.relname as name, pg_size_pretty(pg_relation_size(c.oid)) as size
    from pg_index i join pg_class c on c.oid = i.indexrelid
    where i.indrelid = 'offers'::regclass
    order by pg_relation_size(c.oid) desc`.execute(db);
  const { rows: table } = await sql<{ size: string }>`select pg_size_pretty(pg_relation_size('offers')) as size`.execute(db);
  return [{ name: 'offers (table)', size: table[0]?.size ?? '?' }, ...rows];
}

const ms = (value: number) => (value < 10 ? value.toFixed(2) : value.toFixed(1));

function render(
  cases: readonly { name: string; tenant: string; query: string }[],
  before: readonly { page: Explained; count: Explained }[],
  after: readonly { page: Explained; count: Explained }[],
  sizes: readonly { name: string; size: string }[],
): string {
  const rows = cases.map((item, i) => {
    const b = before[i]!;
    const a = after[i]!;
    return [item.name, `${ms(b.page.ms)} → **${ms(a.page.ms)}**`, a.page.access, `${ms(b.count.ms)} → **${ms(a.count.ms)}**`, a.count.access];
  });
  const total = (list: readonly { page: Explained; count: Explained }[], key: 'page' | 'count') =>
    list.reduce((sum, entry) => sum + entry[key].ms, 0);
  return [
    `## ${title}`,
    '',
    machineFacts(),
    '',
    `${BENCH_OFFERS.toLocaleString('en')} seeded offers (seed 42) in PGlite, after VACUUM ANALYZE. For each case of the load benchmark's mix,`,
    'the two statements the route builds (captured from its own functions): the page (ids chosen in a materialised CTE,',
    'then the cards of those 101 offers) and the count. Execution time inside PostgreSQL after one untimed pass, median',
    `of ${RUNS} runs, in ms:`,
    "with 0001's indexes only → with 0002's. The access path is the plan with 0002.",
    '',
    table(['Case', 'Page ms', 'Page: access to offers', 'Count ms', 'Count: access to offers'], rows, ['left', 'right', 'left', 'right', 'left']),
    '',
    `Sum over the mix: pages ${ms(total(before, 'page'))} → **${ms(total(after, 'page'))} ms**, counts ${ms(total(before, 'count'))} → **${ms(total(after, 'count'))} ms**.`,
    'Counts stay the expensive part (they visit every match), which is why the gateway keeps each count for 30 s.',
    '',
    'Sizes on disk:',
    '',
    table(
      ['Relation', 'Size'],
      sizes.map((entry) => [entry.name, entry.size]),
      ['left', 'right'],
    ),
  ].join('\n');
}
