import type { SnackbarVariant } from '../../ui-state/SnackbarQueue.ts';
import type { AlertsFailure } from '../AlertFailure.ts';
import { ALERT_NAME_MAX_LENGTH } from '../alertRules.ts';

/** How a failure is shown: a translation key (in the `alerts` namespace) and the snackbar variant. */
export interface AlertFailureNotice {
  readonly key: string;
  readonly variant: SnackbarVariant;
  /** Interpolation values for the text. */
  readonly values?: Readonly<Record<string, string | number>>;
}

/**
 * The error catalogue (spec section 8) and the form rules (section 5) as translation keys: each
 * kind has its own key. Conflicts are warnings; the limit, generic and transport failures errors.
 * Exhaustive: a new failure kind does not compile until it has a message.
 */
export function alertFailureNotice(failure: AlertsFailure): AlertFailureNotice {
  switch (failure.kind) {
    case 'candidate-exists':
    case 'active-alert-exists':
    case 'alert-exists':
    case 'filter-exists':
    case 'account-exists':
      return { key: `alerts.failures.${failure.kind}`, variant: 'warning' };
    case 'alert-limit-reached':
    case 'alert-failed':
    case 'alert-update-failed':
    case 'activation-conflict':
    case 'unsubscribe-failed':
    case 'storage-unavailable':
    case 'search-not-found':
    case 'invalid-activation-link':
    case 'invalid-unsubscribe-link':
      return { key: `alerts.failures.${failure.kind}`, variant: 'error' };
    case 'local-limit-reached':
      return { key: 'alerts.failures.local-limit-reached', variant: 'error', values: { max: failure.max } };
    case 'login-required':
      return { key: 'alerts.failures.login-required', variant: 'info' };
    case 'invalid-name':
      return { key: `alerts.form.errors.name-${failure.problem}`, variant: 'error', values: { max: ALERT_NAME_MAX_LENGTH } };
    case 'invalid-email':
      return { key: `alerts.form.errors.email-${failure.problem}`, variant: 'error' };
    case 'privacy-not-accepted':
      return { key: 'alerts.form.errors.privacy-required', variant: 'error' };
    case 'invalid-frequency':
      return { key: 'alerts.form.errors.frequency', variant: 'error' };
    case 'invalid-search-url':
      return { key: 'alerts.form.errors.search-url', variant: 'error' };
    // The shared error handler's cases (activation's other failures).
    case 'network-failure':
    case 'bad-gateway-payload':
    case 'http-failure':
    case 'not-found':
    case 'unauthorized':
      return { key: 'alerts.failures.shared', variant: 'error' };
    default:
      return unknownFailure(failure);
  }
}

function unknownFailure(failure: never): AlertFailureNotice {
  throw new Error(`no message for alert failure ${JSON.stringify(failure)}`);
}

/** The activation and unsubscribe dialogs show their error variant for these; others go to the shared handler. */
export const showsErrorVariant = (failure: AlertsFailure): boolean =>
  ['activation-conflict', 'invalid-activation-link', 'invalid-unsubscribe-link', 'unsubscribe-failed'].includes(failure.kind);
