import { alertFailureNotice, type AlertFailureNotice } from './alertFailureNotice.ts';
import { alertNameProblem, guestAlertProblems, parseFrequency, type GuestAlertField, type GuestAlertForm } from '../alertRules.ts';

/** Each field's message (translation key and values) for the register dialog; empty when valid. */
export type AlertFormErrors = Partial<Record<GuestAlertField, AlertFailureNotice>>;

/** The guest form's inline messages: the rules of spec section 5, checked before any call. */
export function guestAlertFormErrors(form: GuestAlertForm): AlertFormErrors {
  const errors: AlertFormErrors = {};
  for (const [field, problem] of Object.entries(guestAlertProblems(form)) as Array<[GuestAlertField, Parameters<typeof alertFailureNotice>[0]]>) {
    errors[field] = alertFailureNotice(problem);
  }
  return errors;
}

/** A logged-in candidate's form has only the name and the frequency. */
export function candidateAlertFormErrors(form: { readonly name: string; readonly frequency?: string }): AlertFormErrors {
  const errors: AlertFormErrors = {};
  const name = alertNameProblem(form.name);
  if (name !== null) errors.name = alertFailureNotice({ kind: 'invalid-name', problem: name });
  const frequency = parseFrequency(form.frequency);
  if (frequency.isErr()) errors.frequency = alertFailureNotice(frequency.error);
  return errors;
}
