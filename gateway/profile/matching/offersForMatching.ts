import { sql, type Kysely, type SqlBool } from 'kysely';
import type { EmploymentType, ExperienceLevel, WorkplaceType } from '../../../core/listing/FilterValues.ts';
import { candidateForMatching } from '../../../core/profile/matching/matchInputs.ts';
import { matchPercent, type MatchCandidate, type MatchOffer } from '../../../core/profile/matching/matchPercent.ts';
import type { PreferencesFieldsDto } from '../../../contract/profile.ts';
import type { Schema } from '../../db/Schema.ts';
import { isSalaryCurrency, isSalaryUnit, toMonthlyPln } from '../../listing/currencyRates.ts';
import { cardColumns, type OfferListRow } from '../../listing/queries/offerCards.ts';
import { employmentTypeKeys } from '../../listing/offerQuery.ts';
import type { SkillRow } from '../../db/Schema.ts';

type Db = Kysely<Schema>;

/**
 * Matched-for-you scores the newest offers that share at least one skill with the candidate (the
 * GIN index on skill_names finds them), at most this many: a bound on the work per request.
 */
export const MATCH_POOL_SIZE = 1000;

export interface MatchableRow extends OfferListRow {
  category_parent_id: number | null;
}

/** Every salary on one scale: PLN per month, at the listing's rates (gateway/listing/currencyRates.ts). */
export const matchCandidateOf = (preferences: PreferencesFieldsDto): MatchCandidate =>
  candidateForMatching(preferences, (amount, currency) => toMonthlyPln(amount, currency, 'month'));

const knownTypes: ReadonlySet<string> = new Set(employmentTypeKeys);

/** The offer as the matching reads it, salaries as PLN per month (a row in an unknown currency or unit shows none). */
export function matchOfferOf(row: MatchableRow): MatchOffer {
  const monthly = (amount: number | null, currency: string, unit: string) =>
    amount === null || !isSalaryCurrency(currency) || !isSalaryUnit(unit) ? null : toMonthlyPln(amount, currency, unit);
  return {
    requiredSkills: row.required_skills.map(({ name, level }: SkillRow) => ({ name, level })),
    experienceLevel: row.experience_level as ExperienceLevel,
    employments: row.employment_types
      .filter((employment) => knownTypes.has(employment.type))
      .map((employment) => ({
        type: employment.type as EmploymentType,
        monthlyFrom: monthly(employment.from, employment.currency, employment.unit),
        monthlyTo: monthly(employment.to, employment.currency, employment.unit),
      })),
    workplaceType: row.workplace_type as WorkplaceType,
    citySlugs: [row.city_slug, ...row.multilocation.map((location) => location.slug)],
    categoryIds: row.category_parent_id === null ? [row.category_id] : [row.category_id, row.category_parent_id],
  };
}

/** Offer cards of the tenant with what the matching needs, newest first. */
function matchableOffers(db: Db, tenantId: string) {
  return db
    .selectFrom('offers as o')
    .innerJoin('companies as c', 'c.id', 'o.company_id')
    .innerJoin('cities as ci', 'ci.slug', 'o.city_slug')
    .leftJoin('categories as cat', 'cat.id', 'o.category_id')
    .select([...cardColumns, 'cat.parent_id as category_parent_id'])
    .where('o.tenant_id', '=', tenantId)
    .orderBy('o.published_at', 'desc')
    .orderBy('o.id');
}

/** The pool matched-for-you ranks: the newest offers sharing a skill with the candidate. */
export async function offersSharingSkills(db: Db, tenantId: string, skillIds: readonly string[]): Promise<MatchableRow[]> {
  if (skillIds.length === 0) return [];
  return matchableOffers(db, tenantId)
    .where(sql<SqlBool>`o.skill_names && ${[...skillIds]}::text[]`)
    .limit(MATCH_POOL_SIZE)
    .execute();
}

export async function offersByIds(db: Db, tenantId: string, ids: readonly string[]): Promise<MatchableRow[]> {
  if (ids.length === 0) return [];
  return matchableOffers(db, tenantId)
    .where('o.id', 'in', [...ids])
    .execute();
}

export interface ScoredOffer {
  readonly row: MatchableRow;
  readonly percent: number;
}

/** Best match first; among equals the newer offer, then the id (a stable order for paging). */
export function rankByMatch(candidate: MatchCandidate, rows: readonly MatchableRow[], floor: number): ScoredOffer[] {
  return rows
    .map((row) => ({ row, percent: matchPercent(candidate, matchOfferOf(row)) }))
    .filter((scored) => scored.percent >= floor)
    .sort(
      (a, b) =>
        b.percent - a.percent || new Date(b.row.published_at).getTime() - new Date(a.row.published_at).getTime() || (a.row.id < b.row.id ? -1 : 1),
    );
}
