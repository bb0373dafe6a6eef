import type { Kysely } from 'kysely';
import type { Schema } from '../../db/Schema.ts';

/**
 * Ends every publication whose time is up: the offer becomes `expired` and its listing copy goes,
 * in one transaction. Each process may run it; the conditional UPDATE hands each offer to one of
 * them. Answers the tenants whose offers changed, for the "offers changed" event.
 */
export async function expireOffers(db: Kysely<Schema>, now: Date): Promise<{ expired: number; tenantIds: string[] }> {
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .updateTable('employer_offers')
      .set({ status: 'expired', updated_at: now })
      .where('status', '=', 'published')
      .where('expires_at', '<=', now)
      .returning(['id', 'tenant_id'])
      .execute();
    const ids = rows.map((row) => row.id);
    if (ids.length > 0) await trx.deleteFrom('offers').where('id', 'in', ids).execute();
    return { expired: rows.length, tenantIds: [...new Set(rows.map((row) => row.tenant_id))] };
  });
}
