export type InvitationStatus = 'pending' | 'accepted' | 'rejected';

/** An invitation to a conversation a company sent the candidate for one of its offers (engagement.md 3). */
export interface Invitation {
  readonly id: string;
  readonly companyId: number;
  readonly companyName: string;
  readonly companyLogoUrl: string | null;
  readonly jobAdvertisementId: string;
  readonly offerTitle: string;
  readonly offerSlug: string;
  readonly status: InvitationStatus;
  readonly createdAt: string;
  readonly answeredAt: string | null;
  /** The conversation it opened, once accepted. */
  readonly conversationId: string | null;
}

/** The three identifiers an answer names (platform.md 7): the candidate, the company and the offer. */
export interface InvitationIds {
  readonly candidateId: string;
  readonly companyId: number;
  readonly jobAdvertisementId: string;
}

export const idsOf = (candidateId: string, invitation: Pick<Invitation, 'companyId' | 'jobAdvertisementId'>): InvitationIds => ({
  candidateId,
  companyId: invitation.companyId,
  jobAdvertisementId: invitation.jobAdvertisementId,
});

/** Invitations waiting for an answer: the badge's conversation-request count. */
export const pendingCount = (invitations: readonly Invitation[]): number =>
  invitations.filter((invitation) => invitation.status === 'pending').length;

/** The server-reported passive-candidates status (platform.md 6). */
export interface PassiveStatus {
  /** The tenant offers the feature. */
  readonly enabled: boolean;
  /** The feature is paused. */
  readonly maintenance: boolean;
  /** The candidate lets companies find and invite them. */
  readonly optedIn: boolean;
}

export interface InvitationStats {
  readonly total: number;
}

/** The list's key when no candidate id is known (engagement.md 7). */
export const USER_ID_UNKNOWN = 'user_id_unknown';
