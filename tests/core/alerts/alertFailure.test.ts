import { describe, expect, it } from 'vitest';
import {
  activationFailure,
  alertFailureFromResponse,
  alertPortFailure,
  conflictMessages,
  toCreateAlertFailure,
  type AlertsFailure,
} from '../../../core/alerts/AlertFailure.ts';
import { alertFailureNotice, showsErrorVariant } from '../../../core/alerts/surfaces/alertFailureNotice.ts';
import { en } from '../../../ui/i18n/en/index.ts';
import { pl } from '../../../ui/i18n/pl/index.ts';

/** Spec section 8, one row each. */
describe('the error catalogue', () => {
  it.each([
    [409, 'Candidate profile already exists', 'candidate-exists'],
    [409, 'Job filter with active job alert already exists', 'active-alert-exists'],
    [409, 'Job alert already exists', 'alert-exists'],
    [409, 'Job filter already exists', 'filter-exists'],
    [409, undefined, 'account-exists'],
    [409, '', 'account-exists'],
    [409, null, 'account-exists'],
    [409, 'Something else entirely', 'account-exists'],
    [422, undefined, 'alert-limit-reached'],
    [422, 'Too many alerts', 'alert-limit-reached'],
  ] as const)('%i %j is %s', (status, message, kind) => {
    expect(alertFailureFromResponse(status, message)).toEqual({ kind });
  });

  it('reads the four messages regardless of case and surrounding space', () => {
    expect(alertFailureFromResponse(409, '  job alert ALREADY exists ')).toEqual({ kind: 'alert-exists' });
  });

  it.each([400, 401, 404, 500, 503])('any other status (%i) is the generic alert-failed', (status) => {
    expect(alertFailureFromResponse(status, 'boom')).toEqual({ kind: 'alert-failed', cause: { kind: 'http-failure', status, message: 'boom' } });
  });

  it('sends the four texts word for word', () => {
    expect(Object.values(conflictMessages)).toEqual([
      'Candidate profile already exists',
      'Job filter with active job alert already exists',
      'Job alert already exists',
      'Job filter already exists',
    ]);
  });

  it('port failures: 409 and 422 become the kinds, everything else (401 too) stays for the session coordinator', () => {
    expect(alertPortFailure({ kind: 'http-failure', status: 409, message: 'Job alert already exists' })).toEqual({ kind: 'alert-exists' });
    expect(alertPortFailure({ kind: 'http-failure', status: 422 })).toEqual({ kind: 'alert-limit-reached' });
    expect(alertPortFailure({ kind: 'unauthorized' })).toEqual({ kind: 'unauthorized' });
    expect(alertPortFailure({ kind: 'http-failure', status: 500 })).toEqual({ kind: 'http-failure', status: 500 });
  });

  it('create and enable: conflicts and the limit stay, any other failure is the generic alert-failed', () => {
    expect(toCreateAlertFailure({ kind: 'filter-exists' })).toEqual({ kind: 'filter-exists' });
    expect(toCreateAlertFailure({ kind: 'alert-limit-reached' })).toEqual({ kind: 'alert-limit-reached' });
    expect(toCreateAlertFailure({ kind: 'network-failure', message: 'down' })).toEqual({ kind: 'alert-failed', cause: { kind: 'network-failure', message: 'down' } });
    expect(toCreateAlertFailure({ kind: 'unauthorized' })).toEqual({ kind: 'alert-failed', cause: { kind: 'unauthorized' } });
    expect(toCreateAlertFailure({ kind: 'http-failure', status: 409 })).toEqual({ kind: 'account-exists' });
  });

  it('activation: 409 is activation-conflict, others go to the shared handler as they are', () => {
    expect(activationFailure({ kind: 'http-failure', status: 409, message: 'used' })).toEqual({ kind: 'activation-conflict' });
    expect(activationFailure({ kind: 'network-failure', message: 'x' })).toEqual({ kind: 'network-failure', message: 'x' });
  });
});

const everyFailure: readonly AlertsFailure[] = [
  { kind: 'candidate-exists' },
  { kind: 'active-alert-exists' },
  { kind: 'alert-exists' },
  { kind: 'filter-exists' },
  { kind: 'account-exists' },
  { kind: 'alert-limit-reached' },
  { kind: 'local-limit-reached', max: 10 },
  { kind: 'alert-failed', cause: { kind: 'network-failure', message: 'x' } },
  { kind: 'alert-update-failed', cause: { kind: 'http-failure', status: 500 } },
  { kind: 'activation-conflict' },
  { kind: 'unsubscribe-failed', cause: { kind: 'not-found' } },
  { kind: 'storage-unavailable', message: 'quota' },
  { kind: 'login-required' },
  { kind: 'search-not-found', id: 'x' },
  { kind: 'invalid-name', problem: 'required' },
  { kind: 'invalid-name', problem: 'pattern' },
  { kind: 'invalid-name', problem: 'too-long' },
  { kind: 'invalid-email', problem: 'required' },
  { kind: 'invalid-email', problem: 'pattern' },
  { kind: 'privacy-not-accepted' },
  { kind: 'invalid-frequency', value: 'hourly' },
  { kind: 'invalid-search-url' },
  { kind: 'invalid-activation-link' },
  { kind: 'invalid-unsubscribe-link' },
  { kind: 'network-failure', message: 'x' },
  { kind: 'not-found' },
];

function text(messages: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined), messages);
}

describe('failure kind → translation key', () => {
  it('gives each kind (and each field problem) its own key', () => {
    const keys = everyFailure.filter((failure) => failure.kind !== 'not-found').map((failure) => alertFailureNotice(failure).key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(everyFailure.map((failure) => [failure.kind, failure] as const))('%s has a text in both languages', (_kind, failure) => {
    const { key } = alertFailureNotice(failure);
    expect(typeof text(pl, key), `pl ${key}`).toBe('string');
    expect(typeof text(en, key), `en ${key}`).toBe('string');
  });

  it('shows conflicts as warnings and the rest as errors', () => {
    expect(alertFailureNotice({ kind: 'alert-exists' }).variant).toBe('warning');
    expect(alertFailureNotice({ kind: 'account-exists' }).variant).toBe('warning');
    expect(alertFailureNotice({ kind: 'alert-limit-reached' }).variant).toBe('error');
    expect(alertFailureNotice({ kind: 'local-limit-reached', max: 10 })).toEqual({ key: 'alerts.failures.local-limit-reached', variant: 'error', values: { max: 10 } });
  });

  it('the link dialogs show their error variant for bad links, wrong or reused codes', () => {
    expect(showsErrorVariant({ kind: 'activation-conflict' })).toBe(true);
    expect(showsErrorVariant({ kind: 'invalid-activation-link' })).toBe(true);
    expect(showsErrorVariant({ kind: 'invalid-unsubscribe-link' })).toBe(true);
    expect(showsErrorVariant({ kind: 'unsubscribe-failed', cause: { kind: 'not-found' } })).toBe(true);
    expect(showsErrorVariant({ kind: 'network-failure', message: 'x' })).toBe(false);
  });
});
