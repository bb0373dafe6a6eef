import { sql, type Kysely } from 'kysely';
import type { Schema } from '../db/Schema.ts';

/**
 * PGlite runs no autovacuum daemon, so after the seed's bulk load the planner still believes the
 * offers table empty (no row estimates, no column statistics) and the visibility map is blank, which
 * turns every index-only scan of the covering search indexes (migration 0002) back into a table
 * read. At start-up this compares the table with what the last VACUUM and ANALYZE saw and runs them
 * again when there are no statistics, the size drifted by more than a fifth, or under four fifths of
 * the pages are marked all-visible. On a PostgreSQL server autovacuum normally got there first, and
 * then this does nothing.
 *
 * Returns whether it ran. A server that does not let us (another owner) answers with warnings, not
 * errors: the search still works, only slower.
 */
export async function refreshPlannerStatistics(db: Kysely<Schema>): Promise<boolean> {
  // relpages alone is not enough: CREATE INDEX refreshes it (a migration adding an index to a seeded
  // table) but leaves the column statistics missing and the visibility map as it was.
  const { rows } = await sql<{ analysed_pages: number; visible_pages: number; pages: number; has_statistics: boolean }>`
    select c.relpages as analysed_pages,
           c.relallvisible as visible_pages,
           pg_relation_size(c.oid) / current_setting('block_size')::int as pages,
           exists (select 1 from pg_stats s where s.schemaname = n.nspname and s.tablename = c.relname) as has_statistics
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.oid = 'offers'::regclass`.execute(db);
  const row = rows[0];
  if (!row) return false;
  const analysed = Number(row.analysed_pages);
  const visible = Number(row.visible_pages);
  const pages = Number(row.pages);
  if (pages <= 8) return false;
  const stale = !row.has_statistics || analysed <= 0 || Math.abs(pages - analysed) > analysed / 5 || visible < (pages * 4) / 5;
  if (!stale) return false;
  await sql`vacuum (analyze) offers`.execute(db);
  await sql`analyze companies, categories, cities`.execute(db);
  return true;
}
