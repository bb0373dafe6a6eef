import type { ResultAsync } from 'neverthrow';
import type { CompanyUser, CompanyUserChanges, CompanyUserInvitation } from '../Company.ts';
import type { CompanyFailure } from '../CompanyFailure.ts';

/** The company's users, managed by its admins; a recruiter is refused every call (forbidden). */
export interface CompanyUsers {
  /** GET /v2/employer-panel/users, oldest first. Fails with forbidden, unauthorized, network-failure, http-failure, bad-gateway-payload. */
  list(): ResultAsync<readonly CompanyUser[], CompanyFailure>;
  /**
   * POST /v1/users: a new user and an invitation e-mail with a set-password link. Fails with
   * invalid-input, email-taken, forbidden, unauthorized, network-failure, http-failure, bad-gateway-payload.
   */
  invite(invitation: CompanyUserInvitation): ResultAsync<CompanyUser, CompanyFailure>;
  /**
   * PATCH /v2/employer-panel/users/{id}: the user after the change. Fails with invalid-input,
   * last-admin (the company's only admin demoted), forbidden, not-found (not a user of this
   * company), unauthorized, network-failure, http-failure, bad-gateway-payload.
   */
  update(id: string, changes: CompanyUserChanges): ResultAsync<CompanyUser, CompanyFailure>;
  /** DELETE /v2/employer-panel/users/{id}. Fails with last-admin, forbidden, not-found, unauthorized, network-failure, http-failure. */
  remove(id: string): ResultAsync<void, CompanyFailure>;
}
