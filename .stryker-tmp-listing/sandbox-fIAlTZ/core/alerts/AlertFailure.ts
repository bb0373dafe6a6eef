// @ts-nocheck
import type { GatewayFailure } from '../shared/Failure.ts';

/**
 * Every expected failure of the alerts context, one kind per row of the spec's error catalogue
 * (section 8) plus the input rules of section 5. The UI and the CLI turn each kind into a message
 * (`alertFailureMessageKey`); nothing here carries wording.
 */

/** The 409 bodies the gateway sends, word for word (`{ "message": ... }`). */
export const conflictMessages = {
  'candidate-exists': 'Candidate profile already exists',
  'active-alert-exists': 'Job filter with active job alert already exists',
  'alert-exists': 'Job alert already exists',
  'filter-exists': 'Job filter already exists',
} as const;

/** A 409 with one of the four messages, or `account-exists` for a 409 without one. */
export type AlertConflict =
  | { readonly kind: 'candidate-exists' }
  | { readonly kind: 'active-alert-exists' }
  | { readonly kind: 'alert-exists' }
  | { readonly kind: 'filter-exists' }
  | { readonly kind: 'account-exists' };
export type AlertConflictKind = AlertConflict['kind'];

/** 422 from the gateway: the candidate (or e-mail) has as many alerts as it may. */
export type AlertLimitReached = { readonly kind: 'alert-limit-reached' };
/** A guest's 11th local search. */
export type LocalLimitReached = { readonly kind: 'local-limit-reached'; readonly max: number };
/** Any other failure to create or enable an alert: the generic job-alert error. */
export type AlertFailed = { readonly kind: 'alert-failed'; readonly cause: GatewayFailure };
/** Disable, frequency change, delete or mark-read failed: the generic error. */
export type AlertUpdateFailed = { readonly kind: 'alert-update-failed'; readonly cause: GatewayFailure };
/** 409 on activation (wrong or reused code): the activation dialog's error variant. */
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
export type AlertsFailure =
  | CreateAlertFailure
  | SaveAlertFailure
  | UpdateAlertFailure
  | ActivateAlertFailure
  | UnsubscribeFailure;

const conflictByMessage: ReadonlyMap<string, AlertConflictKind> = new Map(
  Object.entries(conflictMessages).map(([kind, message]) => [message.toLowerCase(), kind as AlertConflictKind]),
);

/**
 * The error catalogue for a create or enable call: a 409 with one of the four messages is its own
 * kind; a 409 without a message (or with one the catalogue does not know) is `account-exists`; a 422
 * is the alert limit; anything else is the generic `alert-failed`. Messages match without regard to
 * case or surrounding space.
 */
export function alertFailureFromResponse(status: number, message?: string | null): AlertConflict | AlertLimitReached | AlertFailed {
  if (status === 409) return { kind: conflictByMessage.get((message ?? '').trim().toLowerCase()) ?? 'account-exists' };
  if (status === 422) return { kind: 'alert-limit-reached' };
  return {
    kind: 'alert-failed',
    cause: message === undefined || message === null ? { kind: 'http-failure', status } : { kind: 'http-failure', status, message },
  };
}

/**
 * What HTTP adapters of `JobFilters.create`, `JobAlerts.enable` and `JobAlerts.createGuest` return
 * for a failure: 409 and 422 become the catalogue's kinds, everything else (401 included, so the
 * session coordinator can refresh) stays as it is. `message` must be the body's `message`.
 */
export function alertPortFailure(failure: GatewayFailure): AlertConflict | AlertLimitReached | GatewayFailure {
  if (failure.kind !== 'http-failure' || (failure.status !== 409 && failure.status !== 422)) return failure;
  return alertFailureFromResponse(failure.status, failure.message) as AlertConflict | AlertLimitReached;
}

const conflictKinds: ReadonlySet<string> = new Set<AlertConflictKind>(['candidate-exists', 'active-alert-exists', 'alert-exists', 'filter-exists', 'account-exists']);

export const isAlertConflict = (failure: { readonly kind: string }): failure is AlertConflict => conflictKinds.has(failure.kind);

/**
 * A create or enable failure as the catalogue reports it: its conflicts and the limit stay, any
 * other gateway failure (transport, 5xx, 400, 404, a 401 the refresh could not cure) is the generic
 * `alert-failed`.
 */
export function toCreateAlertFailure(failure: AlertConflict | AlertLimitReached | GatewayFailure): AlertConflict | AlertLimitReached | AlertFailed {
  if (isAlertConflict(failure) || failure.kind === 'alert-limit-reached') return failure as AlertConflict | AlertLimitReached;
  if (failure.kind === 'http-failure') return alertFailureFromResponse(failure.status, failure.message);
  return { kind: 'alert-failed', cause: failure as GatewayFailure };
}

/** Activation: 409 is the dialog's error variant; other failures go to the shared error handler. */
export function activationFailure(failure: ActivationConflict | GatewayFailure): ActivationConflict | GatewayFailure {
  return failure.kind === 'http-failure' && failure.status === 409 ? { kind: 'activation-conflict' } : failure;
}
