import { sql, type Kysely } from 'kysely';
import { SUGGESTIONS_PER_GROUP_MAX as MAX_SUGGESTIONS, type SuggestionsDto } from '../../contract/listing.ts';
import type { Schema } from '../db/Schema.ts';
import { containsPattern, prefixTsQuery } from './offerConditions.ts';

/**
 * Titles and skills are ranked by how many offers use them, counted over at most this many
 * matching offers: a two-letter word can match most of the board, and a suggestion list only
 * needs the front-runners.
 */
const SAMPLE = 2000;

/**
 * Titles, companies and skills for a typed text: every word of the text must start a word of the
 * offer (the full-text index), and the suggestion itself must contain the text. Most used first.
 */
export async function suggest(db: Kysely<Schema>, tenantId: string, text: string): Promise<SuggestionsDto> {
  const pattern = containsPattern(text);
  const matching = sql`(select o.title, o.required_skills, o.optional_skills from offers o where o.tenant_id = ${tenantId} and o.search_text @@ ${prefixTsQuery(text)} order by o.published_at desc limit ${SAMPLE})`;
  const [titles, skills, companies] = await Promise.all([
    sql<{ title: string }>`
      select m.title from ${matching} m
      where m.title ilike ${pattern}
      group by m.title
      order by count(*) desc, m.title
      limit ${MAX_SUGGESTIONS}`.execute(db),
    sql<{ title: string }>`
      select mode() within group (order by s.value->>'name') as title
      from ${matching} m cross join lateral jsonb_array_elements(m.required_skills || m.optional_skills) s
      where s.value->>'name' ilike ${pattern}
      group by lower(s.value->>'name')
      order by count(*) desc, 1
      limit ${MAX_SUGGESTIONS}`.execute(db),
    db
      .selectFrom('companies as c')
      .select('c.name as title')
      .where(sql<boolean>`c.name ilike ${pattern}`)
      .where((eb) => eb.exists(eb.selectFrom('offers as o').select('o.id').whereRef('o.company_id', '=', 'c.id').where('o.tenant_id', '=', tenantId)))
      .orderBy(sql`c.name ilike ${`${pattern.slice(1)}`}`, 'desc')
      .orderBy('c.name')
      .limit(MAX_SUGGESTIONS)
      .execute(),
  ]);
  return {
    titles: titles.rows.map(({ title }) => ({ title })),
    companies: companies.map(({ title }) => ({ title })),
    skills: skills.rows.map(({ title }) => ({ title })),
  };
}
