import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { Invitation, InvitationIds } from '../../../core/invitations/Invitation.ts';
import type { InvitationFailure } from '../../../core/invitations/InvitationFailure.ts';
import type { Invitations } from '../../../core/invitations/Invitations.ts';
import type { GatewayFailure } from '../../../core/shared/Failure.ts';
import type { PassiveWorldInMemory } from './PassiveWorldInMemory.ts';

/** The candidate's invitations in the fake world; `caller` is the bearer's candidate (null: no valid token). */
export class InvitationsInMemory implements Invitations {
  /** Set to make the next calls fail (tests of the answers' failure path). */
  failNext: InvitationFailure | null = null;

  constructor(
    private readonly world: PassiveWorldInMemory,
    private readonly caller: () => string | null,
  ) {}

  list(candidateId: string): ResultAsync<readonly Invitation[], GatewayFailure> {
    const refused = this.refusal(candidateId);
    if (refused) return errAsync(refused);
    return okAsync(
      this.world.invitations
        .filter((invitation) => invitation.candidateId === candidateId)
        .map(({ candidateId: _candidateId, ...invitation }) => invitation)
        .reverse(),
    );
  }

  accept(ids: InvitationIds): ResultAsync<void, InvitationFailure> {
    return this.answer(ids, 'accepted');
  }

  reject(ids: InvitationIds): ResultAsync<void, InvitationFailure> {
    return this.answer(ids, 'rejected');
  }

  private answer(ids: InvitationIds, status: 'accepted' | 'rejected'): ResultAsync<void, InvitationFailure> {
    const failure = this.failNext;
    if (failure) {
      this.failNext = null;
      return errAsync(failure);
    }
    const refused = this.refusal(ids.candidateId);
    if (refused) return errAsync(refused);
    if (status === 'accepted' && !this.world.open) return errAsync({ kind: 'passive-candidates-unavailable' });
    const index = this.world.invitations.findIndex(
      (invitation) =>
        invitation.candidateId === ids.candidateId &&
        invitation.companyId === ids.companyId &&
        invitation.jobAdvertisementId === ids.jobAdvertisementId,
    );
    const invitation = this.world.invitations[index];
    if (!invitation) return errAsync({ kind: 'not-found' });
    if (invitation.status === status) return okAsync(undefined);
    if (invitation.status !== 'pending') return errAsync({ kind: 'invitation-already-answered' });
    const conversationId = status === 'accepted' ? this.openConversation(invitation) : null;
    this.world.invitations[index] = { ...invitation, status, answeredAt: new Date(0).toISOString(), conversationId };
    this.world.invitationsChanged.next(ids.candidateId);
    return okAsync(undefined);
  }

  private openConversation(invitation: Invitation & { readonly candidateId: string }): string {
    const id = this.world.nextId();
    const candidate = this.world.candidate(invitation.candidateId)?.details.profile;
    this.world.conversations.push({
      summary: {
        id,
        jobAdvertisementId: invitation.jobAdvertisementId,
        offerTitle: invitation.offerTitle,
        company: { id: invitation.companyId, name: invitation.companyName, logoUrl: invitation.companyLogoUrl },
        candidate: {
          id: invitation.candidateId,
          firstName: candidate?.firstName ?? '',
          lastName: candidate?.lastName ?? '',
          avatarUrl: candidate?.avatarUrl ?? null,
        },
        createdAt: new Date(0).toISOString(),
      },
      messages: [],
      readUpTo: { candidate: null, employer: null },
    });
    this.world.chatEvents.next({ conversationId: id, event: 'conversation', payload: null });
    return id;
  }

  private refusal(candidateId: string): GatewayFailure | null {
    const caller = this.caller();
    if (caller === null) return { kind: 'unauthorized' };
    return caller === candidateId ? null : { kind: 'not-found' };
  }
}
