/** Unread chat activity shown as the badge in the login menu and side menu. */
// @ts-nocheck

export interface UnreadMessages {
  readonly chatsCount: number;
  readonly conversationRequestsCount: number;
}

/** The candidate profile as GET /candidates/{id} and the refresh call return it. */
export interface CandidateProfile {
  readonly id: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly avatarUrl: string | null;
  readonly unreadMessages: UnreadMessages;
}

/** A logged-in candidate: the profile plus the feature-flag bit field carried by the bearer token. */
export interface LoggedCandidate extends CandidateProfile {
  /** Bit field, see `CandidateFeatureFlag`. */
  readonly featureFlags: number;
}

/** Feature-flag bits in the token: none = 0, passiveCandidates = 2. */
export const CandidateFeatureFlag = { none: 0, passiveCandidates: 2 } as const;
export type CandidateFeatureName = Exclude<keyof typeof CandidateFeatureFlag, 'none'>;

/** Whether a bit field grants a feature. Garbage (negative, fractional, NaN) grants nothing. */
export function hasFeature(flags: number, feature: CandidateFeatureName): boolean {
  if (!Number.isSafeInteger(flags) || flags < 0) return false;
  const bit = CandidateFeatureFlag[feature];
  return (flags & bit) === bit;
}

/** Badge count: chats plus conversation requests. */
export const unreadCount = (unread: UnreadMessages): number => unread.chatsCount + unread.conversationRequestsCount;
