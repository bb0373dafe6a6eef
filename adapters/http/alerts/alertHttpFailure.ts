import { ALERT_CONFLICT_MESSAGES } from '../../../contract/alerts.ts';
import type { ActivationConflict, AlertConflict, AlertConflictKind, AlertLimitReached } from '../../../core/alerts/AlertFailure.ts';
import type { GatewayFailure } from '../../../core/shared/Failure.ts';

/**
 * The gateway's alert answers as core's failure kinds (spec section 8, the error catalogue). Only
 * this folder knows that a conflict is a 409 whose body's `message` names it and that the limit is
 * a 422; core sees the kinds. The texts are the contract's, the ones the gateway sends.
 */

const conflictByMessage: ReadonlyMap<string, AlertConflictKind> = new Map(
  (
    [
      [ALERT_CONFLICT_MESSAGES.candidateExists, 'candidate-exists'],
      [ALERT_CONFLICT_MESSAGES.activeAlertExists, 'active-alert-exists'],
      [ALERT_CONFLICT_MESSAGES.alertExists, 'alert-exists'],
      [ALERT_CONFLICT_MESSAGES.filterExists, 'filter-exists'],
    ] as const
  ).map(([message, kind]) => [message.toLowerCase(), kind]),
);

/**
 * A 409's message as its conflict: one of the four texts is its own kind (regardless of case and
 * surrounding space); none, or one the catalogue does not know, is `account-exists`.
 */
export const conflictFromMessage = (message: string | undefined): AlertConflict => ({
  kind: conflictByMessage.get((message ?? '').trim().toLowerCase()) ?? 'account-exists',
});

/**
 * What `JobFilters.create`, `JobAlerts.enable` and `JobAlerts.createGuest` return for a failure:
 * 409 and 422 become the catalogue's kinds, everything else (401 included, so the session
 * coordinator can refresh) stays as it is. The client must have read the body's `message`
 * (`errorMessageFromBody`).
 */
export function alertPortFailure(failure: GatewayFailure): AlertConflict | AlertLimitReached | GatewayFailure {
  if (failure.kind !== 'http-failure') return failure;
  if (failure.status === 409) return conflictFromMessage(failure.message);
  if (failure.status === 422) return { kind: 'alert-limit-reached' };
  return failure;
}

/** Activation: a 409 (wrong, expired or used code) is activation-conflict; other failures stay. */
export function activationFailure(failure: GatewayFailure): ActivationConflict | GatewayFailure {
  return failure.kind === 'http-failure' && failure.status === 409 ? { kind: 'activation-conflict' } : failure;
}
