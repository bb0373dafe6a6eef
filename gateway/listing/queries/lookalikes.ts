import { sql, type Kysely } from 'kysely';
import type { Schema } from '../../db/Schema.ts';
import { offerCards, type OfferListRow } from './offerCards.ts';

const LOOKALIKE_CANDIDATES = 200;

/**
 * Offers like this one: from the newest few hundred in its category and the newest few hundred
 * asking for its first required skill, the ones sharing the category and the most skills, newest
 * first among equals. Bounded work whatever the size of the category.
 */
export async function lookalikes(db: Kysely<Schema>, tenantId: string, slug: string, limit: number): Promise<OfferListRow[] | undefined> {
  const offer = await db
    .selectFrom('offers')
    .select(['id', 'category_id', 'skill_names', 'required_skills'])
    .where('tenant_id', '=', tenantId)
    .where('slug', '=', slug)
    .executeTakeFirst();
  if (!offer) return undefined;
  const primarySkill = offer.required_skills[0]?.name.toLowerCase() ?? null;
  const sameCategory = db
    .selectFrom('offers')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('category_id', '=', offer.category_id)
    .orderBy('published_at', 'desc')
    .orderBy('id', 'asc')
    .limit(LOOKALIKE_CANDIDATES);
  const sameSkill = db
    .selectFrom('offers')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where(sql<boolean>`skill_names @> ${primarySkill === null ? [] : [primarySkill]}::text[]`)
    .where(sql<boolean>`${primarySkill !== null}`)
    .orderBy('published_at', 'desc')
    .orderBy('id', 'asc')
    .limit(LOOKALIKE_CANDIDATES);
  return offerCards(db)
    .where(
      'o.id',
      'in',
      db
        .selectFrom(sameCategory.as('a'))
        .select('a.id')
        .union(db.selectFrom(sameSkill.as('b')).select('b.id')),
    )
    .where('o.id', '<>', offer.id)
    .orderBy(
      sql`(o.category_id = ${offer.category_id})::int * 2 + cardinality(array(select unnest(o.skill_names) intersect select unnest(${offer.skill_names}::text[])))`,
      'desc',
    )
    .orderBy('o.published_at', 'desc')
    .orderBy('o.id', 'asc')
    .limit(limit)
    .execute();
}
