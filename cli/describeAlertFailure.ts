import type { AlertsFailure } from '../core/alerts/AlertFailure.ts';
import { alertFailureNotice } from '../core/alerts/surfaces/alertFailureNotice.ts';
import { frequencies } from '../core/alerts/JobFilter.ts';
import type { CliFailure } from './CliFailure.ts';
import { ExitCode } from './ExitCode.ts';
import { describeFailure } from './describeFailure.ts';

/**
 * One line for an alerts failure, without the `jobboard: ` prefix: the CLI's English for the
 * translation key the web app shows (`alertFailureNotice`). Exhaustive over the failure kinds.
 */
export function describeAlertFailure(failure: AlertsFailure, gateway: string): string {
  switch (failure.kind) {
    case 'candidate-exists':
      return 'a candidate profile with this e-mail already exists: log in, or leave out --create-account';
    case 'active-alert-exists':
      return 'an active alert for this search already exists';
    case 'alert-exists':
      return 'an alert for this e-mail and search already exists';
    case 'filter-exists':
      return 'this search is already saved on the account';
    case 'account-exists':
      return 'this e-mail belongs to an account: log in (jobboard login) to manage its alerts';
    case 'alert-limit-reached':
      return 'the alert limit is reached: delete an alert first';
    case 'local-limit-reached':
      return `at most ${failure.max} searches can be saved without logging in: delete one first (jobboard alerts delete <id>) or log in`;
    case 'alert-failed':
      return `the job alert could not be created: ${describeFailure(failure.cause, gateway)}`;
    case 'alert-update-failed':
      return `the change failed: ${describeFailure(failure.cause, gateway)}`;
    case 'activation-conflict':
      return 'this activation link is not valid or was already used';
    case 'unsubscribe-failed':
      return failure.cause.kind === 'not-found'
        ? 'this unsubscribe link is not valid or was already used'
        : `unsubscribing failed: ${describeFailure(failure.cause, gateway)}`;
    case 'storage-unavailable':
      return `cannot write the saved searches: ${failure.message}`;
    case 'login-required':
      return 'this needs a logged-in candidate: run jobboard login first';
    case 'search-not-found':
      return `no saved search with id ${failure.id} (see jobboard alerts list)`;
    case 'invalid-name':
      return failure.problem === 'required'
        ? 'the alert name is required'
        : failure.problem === 'too-long'
          ? 'the alert name is longer than 999 characters'
          : 'the alert name may contain only letters (Polish ones too), digits, spaces and , & # ( ) / + -';
    case 'invalid-email':
      return failure.problem === 'required' ? 'the e-mail address is required' : 'the e-mail address is not valid';
    case 'privacy-not-accepted':
      return 'the privacy policy must be accepted (--accept-privacy)';
    case 'invalid-frequency':
      return `unknown frequency '${failure.value}': use ${frequencies.join(', ')}`;
    case 'invalid-search-url':
      return 'not a listing URL';
    case 'invalid-activation-link':
      return 'the activation link needs both a code and a job filter id';
    case 'invalid-unsubscribe-link':
      return 'the unsubscribe link needs both a candidate id and a code';
    case 'network-failure':
    case 'bad-gateway-payload':
    case 'http-failure':
    case 'not-found':
    case 'unauthorized':
      return describeFailure(failure, gateway);
    default:
      return unknownFailure(failure);
  }
}

function unknownFailure(failure: never): string {
  return `unexpected failure: ${JSON.stringify(failure)}`;
}

/** Input refused before any call is a usage error (2); everything else a failed operation (1). */
export function alertFailureExitCode(failure: AlertsFailure): ExitCode {
  return failure.kind.startsWith('invalid-') || failure.kind === 'privacy-not-accepted' ? ExitCode.usage : ExitCode.failed;
}

/** An alerts failure for the error path: its kind and fields plus the web app's translation key, the CLI's line, its exit code. */
export const alertsFailure =
  (gateway: string) =>
  (failure: AlertsFailure): CliFailure => ({
    json: { ...failure, messageKey: alertFailureNotice(failure).key },
    message: describeAlertFailure(failure, gateway),
    exitCode: alertFailureExitCode(failure),
  });
