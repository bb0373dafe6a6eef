import type { ResultAsync } from 'neverthrow';
import type { GatewayFailure } from '../../shared/Failure.ts';
import type { PasswordFailure } from '../ProfileFailure.ts';

/** Everything stored about a candidate, as the gateway exports it (docs/profile.md, "Export"). */
export interface DataExport {
  readonly format: 'jobboard-candidate-export/1';
  /** ISO 8601. */
  readonly exportedAt: string;
  readonly candidate: Readonly<Record<string, unknown>>;
}

/** The logged-in candidate's account: password, data export, deletion (bearer token). */
export interface CandidateAccount {
  /**
   * PUT /candidates/{id}/password; the candidate's other logins end. Fails with wrong-password,
   * invalid-input, unauthorized, not-found, network-failure, http-failure.
   */
  changePassword(candidateId: string, currentPassword: string, newPassword: string): ResultAsync<void, PasswordFailure>;
  /** GET /candidates/{id}/export. Fails with unauthorized, not-found, network-failure, http-failure, bad-gateway-payload. */
  exportData(candidateId: string): ResultAsync<DataExport, GatewayFailure>;
  /**
   * DELETE /candidates/{id}: removes everything of the candidate, logins included. Fails with
   * unauthorized, not-found, network-failure, http-failure.
   */
  deleteAccount(candidateId: string): ResultAsync<void, GatewayFailure>;
}
