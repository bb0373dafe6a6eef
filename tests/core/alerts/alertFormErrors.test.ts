import { describe, expect, it } from 'vitest';
import { candidateAlertFormErrors, guestAlertFormErrors } from '../../../core/alerts/surfaces/alertFormErrors.ts';
import { guestAlertFormDefaults } from '../../../core/alerts/alertRules.ts';

describe("the register dialog's field messages", () => {
  it('are empty for a valid guest form', () => {
    expect(guestAlertFormErrors({ ...guestAlertFormDefaults('react, Kraków'), email: 'ala@example.com', privacyPolicy: true })).toEqual({});
  });

  it('name each field of the untouched guest form that breaks a rule', () => {
    const errors = guestAlertFormErrors(guestAlertFormDefaults(''));
    expect(Object.fromEntries(Object.entries(errors).map(([field, notice]) => [field, notice?.key]))).toEqual({
      name: 'alerts.form.errors.name-required',
      email: 'alerts.form.errors.email-required',
      privacyPolicy: 'alerts.form.errors.privacy-required',
    });
  });

  it('tell a refused character, a bad address and an unknown frequency apart', () => {
    const errors = guestAlertFormErrors({ name: '<script>', email: 'a@b', privacyPolicy: true, frequency: 'hourly' });
    expect(errors.name?.key).toBe('alerts.form.errors.name-pattern');
    expect(errors.email?.key).toBe('alerts.form.errors.email-pattern');
    expect(errors.frequency?.key).toBe('alerts.form.errors.frequency');
    expect(errors.privacyPolicy).toBeUndefined();
  });

  it('carry the limit for a name that is too long', () => {
    expect(candidateAlertFormErrors({ name: 'a'.repeat(1000) }).name).toMatchObject({
      key: 'alerts.form.errors.name-too-long',
      values: { max: 999 },
    });
  });

  it('check only the name and frequency for a logged-in candidate', () => {
    expect(candidateAlertFormErrors({ name: 'Go jobs', frequency: 'weekly' })).toEqual({});
    expect(Object.keys(candidateAlertFormErrors({ name: ' ', frequency: 'x' })).sort()).toEqual(['frequency', 'name']);
  });
});
