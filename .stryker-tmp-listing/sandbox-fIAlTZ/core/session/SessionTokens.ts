// @ts-nocheck
import type { ResultAsync } from 'neverthrow';
import type { GatewayFailure, Unauthorized } from '../shared/Failure.ts';
import type { LoggedCandidate } from './LoggedCandidate.ts';

export interface RefreshedSession {
  /** The new bearer token (a JWT; see `readTokenClaims`). */
  readonly token: string;
  readonly candidate: LoggedCandidate;
}

/** The candidate's session on the gateway; the refresh token itself is an HttpOnly cookie the gateway owns. */
export interface SessionTokens {
  /**
   * PUT /authentication/refresh-token: a fresh bearer token and the logged candidate.
   * Fails with unauthorized (no, expired, revoked or tampered refresh cookie), network-failure,
   * http-failure, bad-gateway-payload.
   */
  refresh(): ResultAsync<RefreshedSession, Unauthorized | GatewayFailure>;
  /**
   * POST /authentication/logout: revokes the refresh token and clears the session cookies.
   * Fails with network-failure, http-failure (the local logout happens anyway).
   */
  logout(): ResultAsync<void, GatewayFailure>;
}
