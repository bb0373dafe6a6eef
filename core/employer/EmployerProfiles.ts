import type { ResultAsync } from 'neverthrow';
import type { GatewayFailure } from '../shared/Failure.ts';
import type { EmployerFailure } from './EmployerFailure.ts';
import type { EmployerProfile, EmployerProfileChanges } from './EmployerProfile.ts';

/** The logged-in panel user's own profile; calls carry the employer's bearer token. */
export interface EmployerProfiles {
  /** GET /v2/employer-panel/profiles/me. Fails with unauthorized (401), network-failure, http-failure, bad-gateway-payload. */
  me(): ResultAsync<EmployerProfile, GatewayFailure>;
  /**
   * PATCH /v1/profiles/me: the profile after the change. Fails with invalid-input (400, the
   * gateway's message), unauthorized, network-failure, http-failure, bad-gateway-payload.
   */
  update(changes: EmployerProfileChanges): ResultAsync<EmployerProfile, EmployerFailure>;
}
