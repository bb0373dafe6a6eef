import { describe, expect, it } from 'vitest';
import { isAlertConflict, toCreateAlertFailure, type AlertsFailure } from '../../../core/alerts/AlertFailure.ts';
import { alertFailureNotice, showsErrorVariant } from '../../../core/alerts/surfaces/alertFailureNotice.ts';
import { en } from '../../../ui/i18n/en/index.ts';
import { pl } from '../../../ui/i18n/pl/index.ts';

/** Spec section 8 as kinds: the HTTP reading of statuses and messages is tests/contracts/alerts/alertHttpFailure.test.ts. */
describe('the error catalogue', () => {
  it('create and enable: conflicts and the limit stay, any other failure is the generic alert-failed', () => {
    expect(toCreateAlertFailure({ kind: 'filter-exists' })).toEqual({ kind: 'filter-exists' });
    expect(toCreateAlertFailure({ kind: 'alert-limit-reached' })).toEqual({ kind: 'alert-limit-reached' });
    expect(toCreateAlertFailure({ kind: 'network-failure', message: 'down' })).toEqual({
      kind: 'alert-failed',
      cause: { kind: 'network-failure', message: 'down' },
    });
    expect(toCreateAlertFailure({ kind: 'unauthorized' })).toEqual({ kind: 'alert-failed', cause: { kind: 'unauthorized' } });
  });

  it('reads no status: a bare http-failure, even a 409, is the generic alert-failed', () => {
    expect(toCreateAlertFailure({ kind: 'http-failure', status: 409 })).toEqual({
      kind: 'alert-failed',
      cause: { kind: 'http-failure', status: 409 },
    });
  });

  it('knows the five conflicts', () => {
    for (const kind of ['candidate-exists', 'active-alert-exists', 'alert-exists', 'filter-exists', 'account-exists'])
      expect(isAlertConflict({ kind })).toBe(true);
    expect(isAlertConflict({ kind: 'alert-limit-reached' })).toBe(false);
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
  return key
    .split('.')
    .reduce<unknown>((node, part) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined), messages);
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
    expect(alertFailureNotice({ kind: 'local-limit-reached', max: 10 })).toEqual({
      key: 'alerts.failures.local-limit-reached',
      variant: 'error',
      values: { max: 10 },
    });
  });

  it('the link dialogs show their error variant for bad links, wrong or reused codes', () => {
    expect(showsErrorVariant({ kind: 'activation-conflict' })).toBe(true);
    expect(showsErrorVariant({ kind: 'invalid-activation-link' })).toBe(true);
    expect(showsErrorVariant({ kind: 'invalid-unsubscribe-link' })).toBe(true);
    expect(showsErrorVariant({ kind: 'unsubscribe-failed', cause: { kind: 'not-found' } })).toBe(true);
    expect(showsErrorVariant({ kind: 'network-failure', message: 'x' })).toBe(false);
  });
});
