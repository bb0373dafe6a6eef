// @ts-nocheck
import type { ResultAsync } from 'neverthrow';
import type { GatewayFailure } from '../shared/Failure.ts';
import type { CandidateProfile } from './LoggedCandidate.ts';

/** Candidate profiles, read with the bearer token. */
export interface CandidateProfiles {
  /**
   * GET /candidates/{id}. Fails with unauthorized (missing, expired or tampered bearer), not-found,
   * network-failure, http-failure, bad-gateway-payload.
   */
  profile(id: string): ResultAsync<CandidateProfile, GatewayFailure>;
}
