import { sql, type Kysely, type SqlBool } from 'kysely';
import type { ConversationRequestStatusDto, VisibleCandidateDto } from '../../contract/invitations.ts';
import type { PreferencesFieldsDto } from '../../contract/profile.ts';
import { FIT_THRESHOLD, matchPercent } from '../../core/profile/matching/matchPercent.ts';
import type { Schema } from '../db/Schema.ts';
import { matchCandidateOf, matchOfferOf, offersByIds, type MatchableRow } from '../profile/matching/offersForMatching.ts';

type Db = Kysely<Schema>;

/** The search scores at most this many candidates per offer (the newest profiles sharing a skill): a bound on the work per request. */
export const CANDIDATE_POOL_SIZE = 1000;

/** The company's published offer a search or an invitation is for, or null (not its own, not published, another tenant's). */
export async function companyOffer(db: Db, tenantId: string, companyId: number, offerId: string): Promise<MatchableRow | null> {
  const owned = await db
    .selectFrom('offers')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('company_id', '=', companyId)
    .where('id', '=', offerId)
    .executeTakeFirst();
  if (!owned) return null;
  const [row] = await offersByIds(db, tenantId, [offerId]);
  return row ?? null;
}

/** The company's published offers, newest first: what the panel's search picks from. */
export function companyOffers(db: Db, tenantId: string, companyId: number) {
  return db
    .selectFrom('offers')
    .select(['id', 'slug', 'title'])
    .where('tenant_id', '=', tenantId)
    .where('company_id', '=', companyId)
    .orderBy('published_at', 'desc')
    .orderBy('id')
    .limit(200)
    .execute();
}

/** One scored candidate, before the visibility rule decides what the employer may see. */
export interface ScoredCandidate {
  readonly candidateId: string;
  readonly percent: number;
  readonly optedIn: boolean;
  readonly invitation: ConversationRequestStatusDto | null;
  readonly card: Omit<VisibleCandidateDto, 'visibility' | 'matchPercent' | 'invitation'>;
}

/**
 * Whether an employer may see a candidate (platform.md 6): opted in and at or above the fit
 * threshold, or already in an accepted conversation with the company; never while the feature is
 * paused. Everyone else is a placeholder with nothing of theirs.
 */
export const isVisible = (candidate: Pick<ScoredCandidate, 'percent' | 'optedIn' | 'invitation'>, open: boolean): boolean =>
  open && ((candidate.optedIn && candidate.percent >= FIT_THRESHOLD) || candidate.invitation === 'accepted');

/** Candidates of the tenant sharing a skill with the offer, scored and ranked: best match first, then by id. */
export async function rankCandidates(db: Db, tenantId: string, offer: MatchableRow, onlyId?: string): Promise<ScoredCandidate[]> {
  const skills = offer.required_skills.map((skill) => skill.name.toLowerCase());
  let query = db
    .selectFrom('candidate_profiles as p')
    .innerJoin('candidates as c', 'c.id', 'p.candidate_id')
    .leftJoin('passive_candidates as s', 's.candidate_id', 'p.candidate_id')
    .leftJoin('conversation_requests as r', (join) => join.onRef('r.candidate_id', '=', 'p.candidate_id').on('r.offer_id', '=', offer.id))
    .select(['p.candidate_id', 'p.preferences', 'c.first_name', 'c.last_name', 'c.avatar_url', 's.opted_in', 'r.status'])
    .where('p.tenant_id', '=', tenantId);
  if (onlyId !== undefined) query = query.where('p.candidate_id', '=', onlyId);
  else if (skills.length > 0) query = query.where(sql<SqlBool>`p.skill_ids && ${skills}::text[]`);
  const rows = await query.orderBy('p.updated_at', 'desc').limit(CANDIDATE_POOL_SIZE).execute();
  const matchOffer = matchOfferOf(offer);
  return rows
    .map((row): ScoredCandidate => {
      const preferences = row.preferences as PreferencesFieldsDto;
      return {
        candidateId: row.candidate_id,
        percent: matchPercent(matchCandidateOf(preferences), matchOffer),
        optedIn: row.opted_in ?? false,
        invitation: row.status ?? null,
        card: {
          candidateId: row.candidate_id,
          firstName: row.first_name,
          lastName: row.last_name,
          avatarUrl: row.avatar_url,
          position: preferences.position ?? null,
          experienceYears: preferences.experienceYears ?? 0,
          residences: [...(preferences.locations?.residences ?? [])],
          availabilityWeeks: preferences.availabilityPeriod?.value ?? null,
        },
      };
    })
    .sort((a, b) => b.percent - a.percent || (a.candidateId < b.candidateId ? -1 : 1));
}
