import type { ResultAsync } from 'neverthrow';
import type { GatewayFailure } from '../../shared/Failure.ts';
import type { CandidatePanel, CandidateSearchPage, SearchableOffer, SentInvitation } from './CandidateCard.ts';

/** Why an invitation was not sent. */
export type InviteFailure =
  | GatewayFailure
  | { readonly kind: 'candidate-not-matched' }
  | { readonly kind: 'already-invited' }
  | { readonly kind: 'passive-candidates-unavailable' };

/** The employer panel's passive-candidates calls (the employer's bearer). */
export interface EmployerCandidates {
  /** The company's published offers. Fails with unauthorized, network-failure, http-failure, bad-gateway-payload. */
  offers(): ResultAsync<readonly SearchableOffer[], GatewayFailure>;
  /**
   * Candidates for one offer, best match first (pages from 1). Fails with unauthorized, not-found
   * (not the company's published offer), network-failure, http-failure, bad-gateway-payload.
   */
  search(offerId: string, page: number, pageSize: number): ResultAsync<CandidateSearchPage, GatewayFailure>;
  /** The details panel of a candidate for an offer (hidden: the placeholder). Fails with unauthorized, not-found, network-failure, http-failure, bad-gateway-payload. */
  details(candidateId: string, offerId: string, language: 'pl' | 'en'): ResultAsync<CandidatePanel, GatewayFailure>;
  /**
   * Invites a candidate to a conversation about the offer. Fails with unauthorized, not-found,
   * candidate-not-matched, already-invited, passive-candidates-unavailable, network-failure, http-failure, bad-gateway-payload.
   */
  invite(candidateId: string, offerId: string): ResultAsync<SentInvitation, InviteFailure>;
  /** The company's invitations (for one offer, or all). Fails with unauthorized, network-failure, http-failure, bad-gateway-payload. */
  sent(offerId: string | null): ResultAsync<readonly SentInvitation[], GatewayFailure>;
  /** Where the candidate's CV opens. Fails with not-found (no CV), unauthorized, network-failure, http-failure, bad-gateway-payload. */
  cv(candidateId: string): ResultAsync<string, GatewayFailure>;
}
