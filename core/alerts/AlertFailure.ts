import type { GatewayFailure } from '../shared/Failure.ts';

/**
 * Every expected failure of the alerts context, one kind per row of the spec's error catalogue
 * (section 8) plus the input rules of section 5. The UI and the CLI turn each kind into a message
 * (`alertFailureMessageKey`); nothing here carries wording.
 */

/** The search, alert or account exists already; `account-exists` when the gateway does not say which. */
export type AlertConflict =
  | { readonly kind: 'candidate-exists' }
  | { readonly kind: 'active-alert-exists' }
  | { readonly kind: 'alert-exists' }
  | { readonly kind: 'filter-exists' }
  | { readonly kind: 'account-exists' };
export type AlertConflictKind = AlertConflict['kind'];

/** The candidate (or e-mail) has as many alerts or filters as the gateway allows. */
export type AlertLimitReached = { readonly kind: 'alert-limit-reached' };
/** A guest's 11th local search. */
export type LocalLimitReached = { readonly kind: 'local-limit-reached'; readonly max: number };
/** Any other failure to create or enable an alert: the generic job-alert error. */
export type AlertFailed = { readonly kind: 'alert-failed'; readonly cause: GatewayFailure };
/** Disable, frequency change, delete or mark-read failed: the generic error. */
export type AlertUpdateFailed = { readonly kind: 'alert-update-failed'; readonly cause: GatewayFailure };
/** A wrong, expired or reused activation code: the activation dialog's error variant. */
export type ActivationConflict = { readonly kind: 'activation-conflict' };
/** Unsubscribing failed (wrong or reused code, or transport): the shared error handler / error variant. */
export type UnsubscribeFailed = { readonly kind: 'unsubscribe-failed'; readonly cause: GatewayFailure };
/** The device's store refused a write (quota, blocked storage, unwritable file). */
export type StorageUnavailable = { readonly kind: 'storage-unavailable'; readonly message: string };
/** The action needs a logged-in candidate (enable, disable, frequency, mark read). */
export type LoginRequired = { readonly kind: 'login-required' };
/** No saved search with that id (local store) . */
export type SearchNotFound = { readonly kind: 'search-not-found'; readonly id: string };

export type NameProblem = 'required' | 'pattern' | 'too-long';
export type EmailProblem = 'required' | 'pattern';

/** Input refused before any call (spec section 5). */
export type InvalidAlertInput =
  | { readonly kind: 'invalid-name'; readonly problem: NameProblem }
  | { readonly kind: 'invalid-email'; readonly problem: EmailProblem }
  | { readonly kind: 'privacy-not-accepted' }
  | { readonly kind: 'invalid-frequency'; readonly value: string }
  | { readonly kind: 'invalid-search-url' }
  | { readonly kind: 'invalid-activation-link' }
  | { readonly kind: 'invalid-unsubscribe-link' };

/** Create or enable an alert (guest or logged in). */
export type CreateAlertFailure = InvalidAlertInput | AlertConflict | AlertLimitReached | AlertFailed | LoginRequired;
/** Save a search (guest: local store; logged in: server filter). */
export type SaveAlertFailure = InvalidAlertInput | LocalLimitReached | StorageUnavailable | AlertConflict | AlertLimitReached | AlertFailed;
/** Disable, change frequency, delete, open. */
export type UpdateAlertFailure = InvalidAlertInput | AlertUpdateFailed | LoginRequired | SearchNotFound | StorageUnavailable;
export type ActivateAlertFailure = Extract<InvalidAlertInput, { kind: 'invalid-activation-link' }> | ActivationConflict | GatewayFailure;
export type UnsubscribeFailure = Extract<InvalidAlertInput, { kind: 'invalid-unsubscribe-link' }> | UnsubscribeFailed;

/** Every failure kind of the context: what `alertFailureMessageKey` covers. */
export type AlertsFailure = CreateAlertFailure | SaveAlertFailure | UpdateAlertFailure | ActivateAlertFailure | UnsubscribeFailure;

const conflictKinds: ReadonlySet<string> = new Set<AlertConflictKind>([
  'candidate-exists',
  'active-alert-exists',
  'alert-exists',
  'filter-exists',
  'account-exists',
]);

export const isAlertConflict = (failure: { readonly kind: string }): failure is AlertConflict => conflictKinds.has(failure.kind);

/**
 * A create or enable failure as the catalogue reports it: its conflicts and the limit stay, any
 * other gateway failure (transport, 5xx, 400, 404, a 401 the refresh could not cure) is the generic
 * `alert-failed`. Adapters hand over the kinds; core reads no status.
 */
export function toCreateAlertFailure(failure: AlertConflict | AlertLimitReached | GatewayFailure): AlertConflict | AlertLimitReached | AlertFailed {
  if (isAlertConflict(failure) || failure.kind === 'alert-limit-reached') return failure as AlertConflict | AlertLimitReached;
  return { kind: 'alert-failed', cause: failure as GatewayFailure };
}
