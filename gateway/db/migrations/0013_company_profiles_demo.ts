import type { Kysely } from 'kysely';
import { writeCompanyProfiles } from '../../companies/seed/writeCompanyProfiles.ts';
import type { Schema } from '../Schema.ts';
import { FIRST_EMPLOYER_COMPANY_ID } from './0007_employer_accounts.ts';

/**
 * The demo companies of a data folder seeded before profiles existed get theirs: industry, cover,
 * offices and brand story, the same the seed writes for a new database (gateway/companies/seed/).
 * A new database has no companies yet at this point; the seed writes their profiles itself.
 * Companies of employers who signed up keep no profile until they write one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const typed = db as Kysely<Schema>;
  const companies = await typed
    .selectFrom('companies as c')
    .leftJoin('company_profiles as p', 'p.company_id', 'c.id')
    .select(['c.id', 'c.slug', 'c.name', 'c.company_type', 'c.short_description', 'c.is_top', 'c.logo'])
    .where('c.id', '<', FIRST_EMPLOYER_COMPANY_ID)
    .where('p.company_id', 'is', null)
    .orderBy('c.id')
    .execute();
  await writeCompanyProfiles(typed, companies, new Date());
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const typed = db as Kysely<Schema>;
  await typed.deleteFrom('company_profiles').where('company_id', '<', FIRST_EMPLOYER_COMPANY_ID).execute();
}
