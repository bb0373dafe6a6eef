import type { EmployerCandidates } from '../../core/invitations/panel/EmployerCandidates.ts';
import type { InviteCandidate } from '../../core/invitations/panel/InviteCandidate.ts';
import type { LoadCandidateDetails } from '../../core/invitations/panel/LoadCandidateDetails.ts';
import type { LoadSearchableOffers } from '../../core/invitations/panel/LoadSearchableOffers.ts';
import type { SearchCandidates } from '../../core/invitations/panel/SearchCandidates.ts';
import type { ShowCandidateCv } from '../../core/invitations/panel/ShowCandidateCv.ts';
import { token } from '../kernel/Token.ts';

/** Passive candidates in the employer panel: the search, the details panel, invitations. */
export const CandidatesPanelKeys = {
  EmployerCandidates: token<EmployerCandidates>('invitations.panel.EmployerCandidates'),
  LoadSearchableOffers: token<LoadSearchableOffers>('invitations.panel.LoadSearchableOffers'),
  SearchCandidates: token<SearchCandidates>('invitations.panel.SearchCandidates'),
  LoadCandidateDetails: token<LoadCandidateDetails>('invitations.panel.LoadCandidateDetails'),
  InviteCandidate: token<InviteCandidate>('invitations.panel.InviteCandidate'),
  ShowCandidateCv: token<ShowCandidateCv>('invitations.panel.ShowCandidateCv'),
} as const;
