import { sql, type Kysely } from 'kysely';
import type { Schema } from '../db/Schema.ts';

export interface OfferEntry {
  readonly slug: string;
  /** The offer's last change: an employer's last edit, else its publication. */
  readonly lastmod: Date;
}

/** How many offers the tenant lists, and when the newest change was. */
export async function offerTotals(db: Kysely<Schema>, tenantId: string): Promise<{ count: number; lastmod: Date | null }> {
  const row = await db
    .selectFrom('offers as o')
    .leftJoin('employer_offers as eo', 'eo.id', 'o.id')
    .select([sql<string>`count(*)`.as('count'), sql<Date | null>`max(greatest(o.published_at, eo.updated_at))`.as('lastmod')])
    .where('o.tenant_id', '=', tenantId)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), lastmod: row.lastmod === null ? null : new Date(row.lastmod) };
}

/** One file's worth of the tenant's offers, newest first, in a stable order. */
export async function offerEntries(db: Kysely<Schema>, tenantId: string, offset: number, limit: number): Promise<OfferEntry[]> {
  const rows = await db
    .selectFrom('offers as o')
    .leftJoin('employer_offers as eo', 'eo.id', 'o.id')
    .select(['o.slug', sql<Date>`greatest(o.published_at, eo.updated_at)`.as('lastmod')])
    .where('o.tenant_id', '=', tenantId)
    .orderBy('o.published_at', 'desc')
    .orderBy('o.id')
    .offset(offset)
    .limit(limit)
    .execute();
  return rows.map((row) => ({ slug: row.slug, lastmod: new Date(row.lastmod) }));
}
