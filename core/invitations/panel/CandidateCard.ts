import type { PersonalProfile, Preferences, WorkHistoryEntry } from '../../profile/CandidateDocument.ts';
import type { InvitationStatus } from '../Invitation.ts';

/** A candidate the employer may see, as the search's card shows them. */
export interface VisibleCandidate {
  readonly visibility: 'visible';
  readonly candidateId: string;
  readonly matchPercent: number;
  readonly firstName: string;
  readonly lastName: string;
  readonly avatarUrl: string | null;
  readonly position: string | null;
  readonly experienceYears: number;
  readonly residences: readonly string[];
  readonly availabilityWeeks: number | null;
  readonly invitation: InvitationStatus | null;
}

/** A candidate below the fit threshold or not opted in: a blurred placeholder, nothing of theirs (platform.md 6). */
export interface HiddenCandidate {
  readonly visibility: 'hidden';
}

export type CandidateCard = VisibleCandidate | HiddenCandidate;

export interface CandidateSearchPage {
  readonly items: readonly CandidateCard[];
  readonly hasNextPage: boolean;
  readonly pageNumber: number;
  readonly threshold: number;
}

/** The candidate details side panel's data (platform.md 2). */
export interface CandidateDetails {
  readonly visibility: 'visible';
  readonly candidateId: string;
  /** Null when the fit feature is off: no ring. */
  readonly matchPercent: number | null;
  readonly profile: PersonalProfile;
  readonly preferences: Preferences;
  readonly workHistory: readonly WorkHistoryEntry[];
  readonly categories: readonly { readonly id: number; readonly name: string }[];
  readonly invitation: InvitationStatus | null;
}

export type CandidatePanel = CandidateDetails | HiddenCandidate;

/** An invitation as the company sees it. */
export interface SentInvitation {
  readonly id: string;
  readonly candidateId: string;
  readonly jobAdvertisementId: string;
  readonly status: InvitationStatus;
  readonly createdAt: string;
  readonly answeredAt: string | null;
  readonly conversationId: string | null;
}

/** A published offer of the company that candidates can be searched for. */
export interface SearchableOffer {
  readonly id: string;
  readonly slug: string;
  readonly title: string;
}
