import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { CandidatePanel, CandidateSearchPage, SearchableOffer, SentInvitation } from '../../../core/invitations/panel/CandidateCard.ts';
import type { EmployerCandidates, InviteFailure } from '../../../core/invitations/panel/EmployerCandidates.ts';
import { FIT_THRESHOLD } from '../../../core/profile/matching/matchPercent.ts';
import type { GatewayFailure } from '../../../core/shared/Failure.ts';
import type { PassiveWorldInMemory } from './PassiveWorldInMemory.ts';

/** The employer panel's passive-candidates calls in the fake world; `company` is the bearer's company (null: no valid token). */
export class EmployerCandidatesInMemory implements EmployerCandidates {
  constructor(
    private readonly world: PassiveWorldInMemory,
    private readonly company: () => number | null,
  ) {}

  offers(): ResultAsync<readonly SearchableOffer[], GatewayFailure> {
    const companyId = this.company();
    if (companyId === null) return errAsync({ kind: 'unauthorized' });
    return okAsync(this.world.offers.filter((offer) => offer.companyId === companyId).map(({ id, slug, title }) => ({ id, slug, title })));
  }

  search(offerId: string, page: number, pageSize: number): ResultAsync<CandidateSearchPage, GatewayFailure> {
    const refused = this.refusal(offerId);
    if (refused) return errAsync(refused);
    const ranked = [...this.world.candidates].sort(
      (a, b) => (b.fit[offerId] ?? 0) - (a.fit[offerId] ?? 0) || (a.details.candidateId < b.details.candidateId ? -1 : 1),
    );
    const start = (page - 1) * pageSize;
    const items = ranked.slice(start, start + pageSize).map((candidate) => {
      const { candidateId, profile, preferences } = candidate.details;
      if (!this.world.visible(candidateId, offerId, FIT_THRESHOLD)) return { visibility: 'hidden' as const };
      return {
        visibility: 'visible' as const,
        candidateId,
        matchPercent: candidate.fit[offerId] ?? 0,
        firstName: profile.firstName,
        lastName: profile.lastName,
        avatarUrl: profile.avatarUrl,
        position: preferences.position,
        experienceYears: preferences.experienceYears,
        residences: preferences.locations.residences,
        availabilityWeeks: preferences.availabilityPeriod?.value ?? null,
        invitation: this.world.invitationOf(candidateId, offerId)?.status ?? null,
      };
    });
    return okAsync({ items, hasNextPage: ranked.length > start + pageSize, pageNumber: page, threshold: FIT_THRESHOLD });
  }

  details(candidateId: string, offerId: string): ResultAsync<CandidatePanel, GatewayFailure> {
    const refused = this.refusal(offerId);
    if (refused) return errAsync(refused);
    const candidate = this.world.candidate(candidateId);
    if (!candidate) return errAsync({ kind: 'not-found' });
    if (!this.world.visible(candidateId, offerId, FIT_THRESHOLD)) return okAsync({ visibility: 'hidden' });
    return okAsync({
      ...candidate.details,
      matchPercent: candidate.fit[offerId] ?? 0,
      invitation: this.world.invitationOf(candidateId, offerId)?.status ?? null,
    });
  }

  invite(candidateId: string, offerId: string): ResultAsync<SentInvitation, InviteFailure> {
    const refused = this.refusal(offerId);
    if (refused) return errAsync(refused);
    if (!this.world.open) return errAsync({ kind: 'passive-candidates-unavailable' });
    const candidate = this.world.candidate(candidateId);
    const offer = this.world.offer(offerId);
    if (!candidate || !offer) return errAsync({ kind: 'not-found' });
    if (!(this.world.optedIn.get(candidateId) ?? false) || (candidate.fit[offerId] ?? 0) < FIT_THRESHOLD)
      return errAsync({ kind: 'candidate-not-matched' });
    if (this.world.invitationOf(candidateId, offerId)) return errAsync({ kind: 'already-invited' });
    const invitation = {
      id: this.world.nextId(),
      candidateId,
      companyId: offer.companyId,
      companyName: offer.companyName,
      companyLogoUrl: null,
      jobAdvertisementId: offer.id,
      offerTitle: offer.title,
      offerSlug: offer.slug,
      status: 'pending' as const,
      createdAt: new Date(0).toISOString(),
      answeredAt: null,
      conversationId: null,
    };
    this.world.invitations.push(invitation);
    this.world.invitationsChanged.next(candidateId);
    return okAsync(this.sentOf(invitation));
  }

  sent(offerId: string | null): ResultAsync<readonly SentInvitation[], GatewayFailure> {
    const companyId = this.company();
    if (companyId === null) return errAsync({ kind: 'unauthorized' });
    return okAsync(
      this.world.invitations
        .filter((invitation) => invitation.companyId === companyId && (offerId === null || invitation.jobAdvertisementId === offerId))
        .map((invitation) => this.sentOf(invitation))
        .reverse(),
    );
  }

  cv(): ResultAsync<string, GatewayFailure> {
    return this.company() === null ? errAsync({ kind: 'unauthorized' }) : errAsync({ kind: 'not-found' });
  }

  private sentOf(invitation: PassiveWorldInMemory['invitations'][number]): SentInvitation {
    const { id, candidateId, jobAdvertisementId, status, createdAt, answeredAt, conversationId } = invitation;
    return { id, candidateId, jobAdvertisementId, status, createdAt, answeredAt, conversationId };
  }

  private refusal(offerId: string): GatewayFailure | null {
    const companyId = this.company();
    if (companyId === null) return { kind: 'unauthorized' };
    return this.world.offer(offerId, companyId) ? null : { kind: 'not-found' };
  }
}
