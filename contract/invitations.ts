import * as t from 'io-ts';
import { PersonalProfileCodec, PreferencesCodec, WorkHistoryEntryCodec } from './profile.ts';
import { nullable } from './nullable.ts';

/**
 * Passive candidates and conversation invitations (docs/chat.md, docs/candidate-api.md): the
 * candidate's opt-in and status, the invitations a company sends for one of its offers, and the
 * employer's candidate search and details panel. All under /api/{tenant}; the candidate's routes take
 * the candidate's bearer, the panel's (`/v2/employer-panel/...`) the employer's.
 */

/**
 * GET and PUT /candidates/{id}/passive-candidate-status: the server-reported status (platform.md 6).
 * `enabled`: the tenant offers the feature; `maintenance`: it is paused; `optedIn`: the candidate lets
 * companies find and invite them.
 */
export const PassiveStatusCodec = t.type({ enabled: t.boolean, maintenance: t.boolean, optedIn: t.boolean });
export type PassiveStatusDto = t.TypeOf<typeof PassiveStatusCodec>;
/** PUT body; opting in answers 409 `passive-candidates-unavailable` while the feature is off or paused. */
export const PassiveOptInCodec = t.type({ optedIn: t.boolean });
export const PASSIVE_CANDIDATES_UNAVAILABLE = 'passive-candidates-unavailable';

/** GET /candidates/{id}/invitation-stats: every invitation the candidate received. */
export const InvitationStatsCodec = t.type({ total: t.number });
export type InvitationStatsDto = t.TypeOf<typeof InvitationStatsCodec>;

export const ConversationRequestStatusCodec = t.keyof({ pending: null, accepted: null, rejected: null });
export type ConversationRequestStatusDto = t.TypeOf<typeof ConversationRequestStatusCodec>;

/** One invitation as the candidate sees it. `conversationId` once accepted. */
export const ConversationRequestCodec = t.type({
  id: t.string,
  companyId: t.number,
  companyName: t.string,
  companyLogoUrl: nullable(t.string),
  jobAdvertisementId: t.string,
  offerTitle: t.string,
  offerSlug: t.string,
  status: ConversationRequestStatusCodec,
  createdAt: t.string,
  answeredAt: nullable(t.string),
  conversationId: nullable(t.string),
});
export type ConversationRequestDto = t.TypeOf<typeof ConversationRequestCodec>;

/** GET /candidates/{id}/conversation-requests: newest first. */
export const ConversationRequestListCodec = t.type({ items: t.array(ConversationRequestCodec) });
export type ConversationRequestListDto = t.TypeOf<typeof ConversationRequestListCodec>;

/** PUT …/conversation-request/rejections: `{ "reason": null }` (platform.md 7); an empty body is read the same. */
export const RejectionCodec = t.partial({ reason: t.null });

/** The `error` of a 409 when an invitation was already answered the other way. */
export const INVITATION_ALREADY_ANSWERED = 'invitation-already-answered';

// The employer's side.

/** The search's answer about one candidate: a visible one with what the card shows, or a placeholder with nothing of theirs. */
export const VisibleCandidateCodec = t.type({
  visibility: t.literal('visible'),
  candidateId: t.string,
  matchPercent: t.number,
  firstName: t.string,
  lastName: t.string,
  avatarUrl: nullable(t.string),
  position: nullable(t.string),
  experienceYears: t.number,
  residences: t.array(t.string),
  availabilityWeeks: nullable(t.number),
  invitation: nullable(ConversationRequestStatusCodec),
});
export type VisibleCandidateDto = t.TypeOf<typeof VisibleCandidateCodec>;
/** A candidate below the fit threshold or not opted in: the gateway sends no field of theirs, only the placeholder. */
export const HiddenCandidateCodec = t.type({ visibility: t.literal('hidden') });
export const CandidateSearchItemCodec = t.union([VisibleCandidateCodec, HiddenCandidateCodec]);
export type CandidateSearchItemDto = t.TypeOf<typeof CandidateSearchItemCodec>;

/** GET /v2/employer-panel/candidates?jobAdvertisementId&page&pageSize: best match first. */
export const CandidateSearchPageCodec = t.type({
  items: t.array(CandidateSearchItemCodec),
  hasNextPage: t.boolean,
  pageNumber: t.number,
  /** Candidates below this percent are placeholders (platform.md 9: 75). */
  threshold: t.number,
});
export type CandidateSearchPageDto = t.TypeOf<typeof CandidateSearchPageCodec>;

/** A category the candidate wants, named in the page's language. */
export const NamedCategoryCodec = t.type({ id: t.number, name: t.string });

/** GET /v2/employer-panel/candidates/{id}?jobAdvertisementId: the details side panel (platform.md 2). */
export const CandidateDetailsCodec = t.type({
  visibility: t.literal('visible'),
  candidateId: t.string,
  /** Null when the tenant's fit feature is off (no ring is shown). */
  matchPercent: nullable(t.number),
  profile: PersonalProfileCodec,
  preferences: PreferencesCodec,
  workHistory: t.array(WorkHistoryEntryCodec),
  categories: t.array(NamedCategoryCodec),
  invitation: nullable(ConversationRequestStatusCodec),
});
export type CandidateDetailsDto = t.TypeOf<typeof CandidateDetailsCodec>;
export const CandidatePanelCodec = t.union([CandidateDetailsCodec, HiddenCandidateCodec]);
export type CandidatePanelDto = t.TypeOf<typeof CandidatePanelCodec>;

/** GET /v2/employer-panel/candidates/{id}/cv: where the CV opens; 404 `no-cv` without one. */
export const CandidateCvCodec = t.type({ url: t.string });

/** POST /v2/employer-panel/conversation-requests: 201 the request; 409 `candidate-not-matched` or `already-invited`. */
export const SendConversationRequestCodec = t.type({ candidateId: t.string, jobAdvertisementId: t.string });
export const CANDIDATE_NOT_MATCHED = 'candidate-not-matched';
export const ALREADY_INVITED = 'already-invited';

/** An invitation as the company sees it. */
export const SentConversationRequestCodec = t.type({
  id: t.string,
  candidateId: t.string,
  jobAdvertisementId: t.string,
  status: ConversationRequestStatusCodec,
  createdAt: t.string,
  answeredAt: nullable(t.string),
  conversationId: nullable(t.string),
});
export type SentConversationRequestDto = t.TypeOf<typeof SentConversationRequestCodec>;

/** GET /v2/employer-panel/conversation-requests?jobAdvertisementId: the company's, newest first. */
export const SentConversationRequestListCodec = t.type({ items: t.array(SentConversationRequestCodec) });

/** The company's offers a search can be made for (published ones). */
export const SearchableOfferCodec = t.type({ id: t.string, slug: t.string, title: t.string });
export const SearchableOfferListCodec = t.type({ items: t.array(SearchableOfferCodec) });
export type SearchableOfferDto = t.TypeOf<typeof SearchableOfferCodec>;

/**
 * The candidate's live socket (/api/{tenant}/invitations/socket): the client sends `{ type: "auth",
 * token }` with its bearer (access) token, then `{ type: "ping" }` now and then; the socket says when
 * the candidate's invitations changed, so the list is fetched again (docs/chat.md).
 */
export const InvitationsClientFrameCodec = t.union([t.type({ type: t.literal('auth'), token: t.string }), t.type({ type: t.literal('ping') })]);
export const InvitationsSocketFrameCodec = t.union([
  t.type({ type: t.literal('ready') }),
  t.type({ type: t.literal('conversation-requests-changed') }),
  t.type({ type: t.literal('pong') }),
  t.type({ type: t.literal('error'), code: t.string, message: t.string }),
]);
export type InvitationsSocketFrameDto = t.TypeOf<typeof InvitationsSocketFrameCodec>;
