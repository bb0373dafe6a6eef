import type { Kysely } from 'kysely';
import type { Schema } from '../../db/Schema.ts';
import { UUID_PATTERN } from '../../http/decodeInput.ts';
import { offerCards, type OfferDetailRow } from './offerCards.ts';

/** The offer page's own offer, and whether a slug still names one. */

/** One offer of the tenant by its id or its slug. */
export async function findOffer(db: Kysely<Schema>, tenantId: string, idOrSlug: string): Promise<OfferDetailRow | undefined> {
  const query = offerCards(db)
    .innerJoin('categories as cat', 'cat.id', 'o.category_id')
    // An employer's offer keeps its form (contact, clauses, consents) and its end in employer_offers.
    .leftJoin('employer_offers as eo', 'eo.id', 'o.id')
    .select([
      'ci.country',
      'eo.form as employer_form',
      'eo.expires_at',
      'o.description',
      'o.street',
      'c.size as company_size',
      'c.url as company_url',
      'c.slug as company_slug',
      'o.optional_skills',
      'o.remote_interview',
      'o.ukraine_friendly',
      'cat.slug as category_slug',
    ])
    .where('o.tenant_id', '=', tenantId);
  const byKey = UUID_PATTERN.test(idOrSlug) ? query.where('o.id', '=', idOrSlug.toLowerCase()) : query.where('o.slug', '=', idOrSlug);
  return byKey.executeTakeFirst();
}

export async function offerExists(db: Kysely<Schema>, tenantId: string, slug: string): Promise<boolean> {
  const row = await db.selectFrom('offers').select('id').where('tenant_id', '=', tenantId).where('slug', '=', slug).executeTakeFirst();
  return row !== undefined;
}
