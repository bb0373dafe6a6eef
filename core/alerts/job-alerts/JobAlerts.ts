import type { ResultAsync } from 'neverthrow';
import type { GatewayFailure } from '../../shared/Failure.ts';
import type { ActivationConflict, AlertConflict, AlertLimitReached } from '../AlertFailure.ts';
import type { EnableAlertPayload, Frequency, GuestAlertCreated, GuestAlertPayload, JobFilter } from '../JobFilter.ts';

/**
 * E-mail alerts on the server (`/api/{tenant}/...`). The logged-in calls carry the bearer token and
 * go through `SessionCoordinator.run` (a 401 must stay `unauthorized`); the guest calls need no
 * session. Wire shapes: core/alerts/README.md. Adapters answer with the failure kinds below, never a
 * bare status: the HTTP adapter reads them from the 409s' messages and the 422.
 */
export interface JobAlerts {
  /**
   * POST /job-alerts {jobFilterId, frequency, name}: an active alert on a saved filter (the filter
   * takes `name`). Fails with active-alert-exists (409), any other AlertConflict the gateway sends,
   * alert-limit-reached (422), not-found (no such filter of this candidate), unauthorized,
   * network-failure, http-failure (400), bad-gateway-payload.
   */
  enable(payload: EnableAlertPayload): ResultAsync<JobFilter, AlertConflict | AlertLimitReached | GatewayFailure>;
  /**
   * DELETE /job-filters/{jobFilterId}/job-alert: the filter stays, without an alert. Disabling a
   * filter without an alert is not an error. Fails with not-found, unauthorized, network-failure,
   * http-failure.
   */
  disable(jobFilterId: string): ResultAsync<void, GatewayFailure>;
  /**
   * PATCH /job-filters/{jobFilterId}/job-alert/frequency {frequency}. Fails with not-found (no such
   * filter, or it has no alert), unauthorized, network-failure, http-failure (400 unknown frequency).
   */
  changeFrequency(jobFilterId: string, frequency: Frequency): ResultAsync<void, GatewayFailure>;
  /**
   * POST /guests/job-alerts {email, frequency, name, filters, createCandidate, marketingAgreement,
   * searchUrl}: an inactive alert and an activation e-mail. Fails with alert-exists (409: this
   * e-mail already has an alert for this searchUrl), active-alert-exists, candidate-exists
   * (createCandidate and a candidate profile exists), account-exists (409 without a message),
   * alert-limit-reached (422), network-failure, http-failure (400 invalid payload),
   * bad-gateway-payload.
   */
  createGuest(payload: GuestAlertPayload): ResultAsync<GuestAlertCreated, AlertConflict | AlertLimitReached | GatewayFailure>;
  /**
   * PUT /guests/job-alerts/activation {code, jobFilterId}: the alert becomes active.
   * Fails with activation-conflict (409: wrong code, or already used), network-failure,
   * http-failure (400 malformed), not-found.
   */
  activate(code: string, jobFilterId: string): ResultAsync<void, ActivationConflict | GatewayFailure>;
  /**
   * DELETE /guests/job-alerts/{candidateId}/{code}: the alert of that unsubscribe link is removed.
   * Fails with not-found (wrong or reused code), network-failure, http-failure.
   */
  unsubscribe(candidateId: string, code: string): ResultAsync<void, GatewayFailure>;
}
