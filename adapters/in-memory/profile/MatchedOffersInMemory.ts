import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { OfferCard } from '../../../core/listing/Offer.ts';
import {
  MATCH_PERCENTS_BATCH_SIZE,
  type MatchedOffers,
  type MatchedOffersPage,
  type MatchedOffersQuery,
} from '../../../core/profile/matching/MatchedOffers.ts';
import { canBeMatched, candidateForMatching, type ToCommonMonthly } from '../../../core/profile/matching/matchInputs.ts';
import { MATCH_FLOOR, matchPercent, type MatchOffer } from '../../../core/profile/matching/matchPercent.ts';
import type { MatchingFailure } from '../../../core/profile/ProfileFailure.ts';
import type { ProfilesInMemory } from './ProfilesInMemory.ts';

export interface OfferToMatch {
  readonly card: OfferCard;
  /** What the matching reads, salaries on the common scale. */
  readonly match: MatchOffer;
}

/**
 * Matched offers over a list of offers (newest first) and ProfilesInMemory's preferences, with the
 * gateway's rules: the profiling consent (else profiling-consent-required), the shared
 * matchPercent, the floor, best first, at most 25 ids per lookup. Expectations are put on the
 * offers' scale by `toCommon` (default: amounts taken as they are).
 */
export class MatchedOffersInMemory implements MatchedOffers {
  constructor(
    private readonly profiles: ProfilesInMemory,
    private readonly offers: readonly OfferToMatch[],
    private readonly consentGiven: () => boolean,
    private readonly caller: () => string | null,
    private readonly toCommon: ToCommonMonthly = (amount) => amount,
  ) {}

  page(query: MatchedOffersQuery): ResultAsync<MatchedOffersPage, MatchingFailure> {
    return this.ranked().map((ranked) => {
      const start = (query.page - 1) * query.pageSize;
      return {
        items: ranked.slice(start, start + query.pageSize).map(({ offer, percent }) => ({ ...offer.card, matchPercent: percent })),
        hasNextPage: ranked.length > start + query.pageSize,
        pageNumber: query.page,
        floor: MATCH_FLOOR,
      };
    });
  }

  percents(offerIds: readonly string[]): ResultAsync<ReadonlyMap<string, number>, MatchingFailure> {
    if (offerIds.length > MATCH_PERCENTS_BATCH_SIZE)
      return errAsync({ kind: 'http-failure', status: 400, message: `at most ${MATCH_PERCENTS_BATCH_SIZE} ids` });
    return this.ranked().map(
      (ranked) => new Map(ranked.filter(({ offer }) => offerIds.includes(offer.card.guid)).map(({ offer, percent }) => [offer.card.guid, percent])),
    );
  }

  private ranked(): ResultAsync<{ offer: OfferToMatch; percent: number }[], MatchingFailure> {
    const caller = this.caller();
    if (caller === null) return errAsync({ kind: 'unauthorized' });
    const found = this.profiles.own(caller);
    if ('failure' in found) return errAsync(found.failure.kind === 'invalid-input' ? { kind: 'unauthorized' } : found.failure);
    if (!this.consentGiven()) return errAsync({ kind: 'profiling-consent-required' });
    const preferences = found.ok.document.preferences;
    if (!canBeMatched(preferences)) return okAsync([]);
    const candidate = candidateForMatching(preferences, this.toCommon);
    const skills = new Set(preferences.skills.map((skill) => skill.id));
    return okAsync(
      this.offers
        .filter((offer) => offer.match.requiredSkills.some((skill) => skills.has(skill.name.toLowerCase())))
        .map((offer, index) => ({ offer, index, percent: matchPercent(candidate, offer.match) }))
        .filter((scored) => scored.percent >= MATCH_FLOOR)
        .sort((a, b) => b.percent - a.percent || a.index - b.index)
        .map(({ offer, percent }) => ({ offer, percent })),
    );
  }
}
