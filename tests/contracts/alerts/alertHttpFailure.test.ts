import { errAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { activationFailure, alertPortFailure } from '../../../adapters/http/alerts/alertHttpFailure.ts';
import { ALERT_CONFLICT_MESSAGES } from '../../../contract/alerts.ts';
import { toCreateAlertFailure } from '../../../core/alerts/AlertFailure.ts';
import { CreateGuestAlert } from '../../../core/alerts/job-alerts/CreateGuestAlert.ts';
import type { JobAlerts } from '../../../core/alerts/job-alerts/JobAlerts.ts';
import { httpFailure } from '../../../core/shared/Failure.ts';
import { aGuestForm, keywordFilters } from '../../core/alerts/alertsWorld.ts';

/** A create or enable answer as the HTTP adapter reads it and the use case reports it. */
const fromResponse = (status: number, message?: string | null) => toCreateAlertFailure(alertPortFailure(httpFailure(status, message ?? undefined)));

/** Spec section 8, one row each: what the HTTP adapters make of the gateway's statuses and 409 messages. */
describe('the error catalogue over HTTP', () => {
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
    expect(fromResponse(status, message)).toEqual({ kind });
  });

  it('reads the four messages regardless of case and surrounding space', () => {
    expect(fromResponse(409, '  job alert ALREADY exists ')).toEqual({ kind: 'alert-exists' });
  });

  it.each([400, 401, 404, 500, 503])('any other status (%i) is the generic alert-failed', (status) => {
    expect(fromResponse(status, 'boom')).toEqual({ kind: 'alert-failed', cause: { kind: 'http-failure', status, message: 'boom' } });
  });

  it('reads the contract’s four texts, word for word', () => {
    expect(Object.values(ALERT_CONFLICT_MESSAGES)).toEqual([
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

  it('a 409 without a message, through the use case, is account-exists', () => {
    expect(toCreateAlertFailure(alertPortFailure({ kind: 'http-failure', status: 409 }))).toEqual({ kind: 'account-exists' });
  });

  it('activation: 409 is activation-conflict, others go to the shared handler as they are', () => {
    expect(activationFailure({ kind: 'http-failure', status: 409, message: 'used' })).toEqual({ kind: 'activation-conflict' });
    expect(activationFailure({ kind: 'network-failure', message: 'x' })).toEqual({ kind: 'network-failure', message: 'x' });
  });

  it('maps each gateway answer of the catalogue through CreateGuestAlert, as the HTTP adapter hands them over', async () => {
    const search = { searchUrl: '/job-offers/krakow?keyword=react', filters: keywordFilters('react', 'krakow') };
    const cases = [
      [{ status: 409, message: ALERT_CONFLICT_MESSAGES.candidateExists }, { kind: 'candidate-exists' }],
      [{ status: 409, message: ALERT_CONFLICT_MESSAGES.activeAlertExists }, { kind: 'active-alert-exists' }],
      [{ status: 409, message: ALERT_CONFLICT_MESSAGES.alertExists }, { kind: 'alert-exists' }],
      [{ status: 409, message: ALERT_CONFLICT_MESSAGES.filterExists }, { kind: 'filter-exists' }],
      [{ status: 409 }, { kind: 'account-exists' }],
      [{ status: 422 }, { kind: 'alert-limit-reached' }],
      [
        { status: 500, message: 'boom' },
        { kind: 'alert-failed', cause: { kind: 'http-failure', status: 500, message: 'boom' } },
      ],
      [{ status: 400 }, { kind: 'alert-failed', cause: { kind: 'http-failure', status: 400 } }],
    ] as const;
    for (const [answer, expected] of cases) {
      const failing = { createGuest: () => errAsync(alertPortFailure({ kind: 'http-failure', ...answer })) } as unknown as JobAlerts;
      const result = await new CreateGuestAlert(failing).execute({ ...search, form: aGuestForm() });
      expect(result._unsafeUnwrapErr()).toEqual(expected);
    }
  });
});
