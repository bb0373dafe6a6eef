import { Subject } from 'rxjs';
import type { ChatMessage, ChatSide, ConversationSummary } from '../../../core/chat/conversations/Conversation.ts';
import type { Invitation, PassiveStatus } from '../../../core/invitations/Invitation.ts';
import type { CandidateDetails } from '../../../core/invitations/panel/CandidateCard.ts';

/** A candidate the fake employer search knows: their panel's data, how they fit each offer, and whether they opted in. */
export interface WorldCandidate {
  readonly details: Omit<CandidateDetails, 'matchPercent' | 'invitation'>;
  /** Match percent per offer id (a missing offer: 0). */
  readonly fit: Readonly<Record<string, number>>;
}

export interface WorldOffer {
  readonly id: string;
  readonly slug: string;
  readonly title: string;
  readonly companyId: number;
  readonly companyName: string;
}

export interface WorldConversation {
  readonly summary: Omit<ConversationSummary, 'lastMessage' | 'unreadCount' | 'readUpTo'>;
  readonly messages: ChatMessage[];
  readonly readUpTo: { candidate: number | null; employer: number | null };
}

/**
 * The fake gateway behind the passive-candidates and chat fakes (tests, demos): the tenant's
 * switches, opt-ins, offers, candidates, invitations and conversations, with the real gateway's rules
 * (docs/chat.md). Every fake port of the context reads and writes this one world, as the real ones
 * share one database.
 */
export class PassiveWorldInMemory {
  gate = { enabled: true, maintenance: false };
  readonly optedIn = new Map<string, boolean>();
  readonly offers: WorldOffer[] = [];
  readonly candidates: WorldCandidate[] = [];
  /** Every invitation, with whose it is. */
  readonly invitations: Array<Invitation & { readonly candidateId: string }> = [];
  readonly conversations: WorldConversation[] = [];
  /** Says which candidate's invitations changed (the live channel). */
  readonly invitationsChanged = new Subject<string>();
  /** Every chat event, for the fake chat's connections to pick theirs from. */
  readonly chatEvents = new Subject<{
    readonly conversationId: string;
    readonly event: 'message' | 'read' | 'conversation';
    readonly payload: unknown;
  }>();
  private ids = 0;
  private messageIds = 0;

  nextId(): string {
    this.ids += 1;
    return `00000000-0000-4000-8000-${this.ids.toString(16).padStart(12, '0')}`;
  }

  nextMessageId(): number {
    this.messageIds += 1;
    return this.messageIds;
  }

  get open(): boolean {
    return this.gate.enabled && !this.gate.maintenance;
  }

  status(candidateId: string): PassiveStatus {
    return { ...this.gate, optedIn: this.optedIn.get(candidateId) ?? false };
  }

  offer(offerId: string, companyId?: number): WorldOffer | undefined {
    return this.offers.find((offer) => offer.id === offerId && (companyId === undefined || offer.companyId === companyId));
  }

  candidate(candidateId: string): WorldCandidate | undefined {
    return this.candidates.find((candidate) => candidate.details.candidateId === candidateId);
  }

  invitationOf(candidateId: string, offerId: string) {
    return this.invitations.find((invitation) => invitation.candidateId === candidateId && invitation.jobAdvertisementId === offerId);
  }

  /** The real gateway's visibility rule (gateway/invitations/candidateSearch.ts). */
  visible(candidateId: string, offerId: string, threshold: number): boolean {
    const fit = this.candidate(candidateId)?.fit[offerId] ?? 0;
    return (
      this.open && (((this.optedIn.get(candidateId) ?? false) && fit >= threshold) || this.invitationOf(candidateId, offerId)?.status === 'accepted')
    );
  }

  /** A conversation as one side sees it. */
  summaryFor(conversation: WorldConversation, side: ChatSide): ConversationSummary {
    const mark = conversation.readUpTo[side] ?? 0;
    return {
      ...conversation.summary,
      lastMessage: conversation.messages[conversation.messages.length - 1] ?? null,
      unreadCount: conversation.messages.filter((message) => message.sender !== side && message.id > mark).length,
      readUpTo: { ...conversation.readUpTo },
    };
  }
}
