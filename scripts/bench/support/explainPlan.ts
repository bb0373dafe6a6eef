/** EXPLAIN ANALYZE of one statement as the benchmarks report it (listingSql.ts, listingSearchPostgres.ts). */
import { CompiledQuery, type Kysely } from 'kysely';
import type { Schema } from '../../../gateway/db/Schema.ts';
import { median } from './markdown.ts';

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  'Actual Rows'?: number;
  'Heap Fetches'?: number;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  Plans?: PlanNode[];
}

export interface Explained {
  /** Execution time inside PostgreSQL, ms (median of the runs). */
  readonly ms: number;
  readonly planningMs: number;
  /** How the plan reaches the offers table. */
  readonly access: string;
  /** With `buffers`: shared buffers the execution found in memory and read from outside them (the last run's). */
  readonly buffers?: { readonly hit: number; readonly read: number };
}

/** `EXPLAIN (ANALYZE[, BUFFERS], FORMAT JSON)` of `statement`, `runs` times; times are the median. */
export async function explain(
  db: Kysely<Schema>,
  statement: CompiledQuery,
  options: { readonly runs: number; readonly buffers?: boolean },
): Promise<Explained> {
  const runs: { ms: number; planningMs: number; plan: PlanNode }[] = [];
  for (let i = 0; i < options.runs; i++) {
    const { rows } = await db.executeQuery<{ 'QUERY PLAN': unknown }>(
      CompiledQuery.raw(`explain (analyze, ${options.buffers ? 'buffers, ' : ''}format json) ${statement.sql}`, [...statement.parameters]),
    );
    const raw = rows[0]?.['QUERY PLAN'];
    const [result] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: PlanNode; 'Execution Time': number; 'Planning Time': number }];
    runs.push({ ms: result['Execution Time'], planningMs: result['Planning Time'], plan: result.Plan });
  }
  const last = runs[runs.length - 1]!.plan;
  return {
    ms: median(runs.map((r) => r.ms)),
    planningMs: median(runs.map((r) => r.planningMs)),
    access: accessPath(runs[0]!.plan),
    ...(options.buffers ? { buffers: { hit: last['Shared Hit Blocks'] ?? 0, read: last['Shared Read Blocks'] ?? 0 } } : {}),
  };
}

/** The page and count statements of one listing request, explained one after the other. */
export async function explainPageAndCount(
  db: Kysely<Schema>,
  statements: { readonly page: CompiledQuery; readonly count: CompiledQuery },
  options: { readonly runs: number; readonly buffers?: boolean },
): Promise<{ page: Explained; count: Explained }> {
  return { page: await explain(db, statements.page, options), count: await explain(db, statements.count, options) };
}

/** How the plan reaches the offers table: its scans of `offers`, outermost first (the page's own row fetch by id left out). */
function accessPath(plan: PlanNode): string {
  const scans: string[] = [];
  const visit = (node: PlanNode) => {
    const onOffers = node['Relation Name'] === 'offers' || (node['Index Name'] ?? '').startsWith('offers_');
    if (onOffers && node['Index Name'] !== 'offers_pkey') {
      const heap = node['Heap Fetches'] !== undefined ? `, ${node['Heap Fetches']} heap fetches` : '';
      scans.push(`${node['Node Type']}${node['Index Name'] ? ` on ${node['Index Name']}` : ''} (${node['Actual Rows'] ?? '?'} rows${heap})`);
    }
    for (const child of node.Plans ?? []) visit(child);
  };
  visit(plan);
  return scans.join(' + ') || plan['Node Type'];
}
