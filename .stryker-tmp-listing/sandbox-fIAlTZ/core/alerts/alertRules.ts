// @ts-nocheck
import { err, ok, type Result } from 'neverthrow';
import type { EmailProblem, InvalidAlertInput, NameProblem } from './AlertFailure.ts';
import { DEFAULT_FREQUENCY, isFrequency, type FiltersPayload, type Frequency, type GuestAlertPayload } from './JobFilter.ts';

/** Alert names and default names are at most this long (spec sections 5 and 9). */
export const ALERT_NAME_MAX_LENGTH = 999;

/** The Polish letters, upper and lower case. */
export const POLISH_LETTERS = 'ąćęłńóśźżĄĆĘŁŃÓŚŹŻ';

/**
 * What an alert name may contain: letters, digits, comma, ampersand, hash, parentheses, slash,
 * plus, hyphen, space and Polish letters. Length and "required" are checked apart.
 */
export const ALERT_NAME_PATTERN = /^[A-Za-z0-9ąćęłńóśźżĄĆĘŁŃÓŚŹŻ,&#()/+\- ]*$/;

/** Spec section 5, first pattern: text without Polish diacritic letters (either case) and without commas. */
export const NO_POLISH_DIACRITICS_PATTERN = /^[^ąćęłńóśźżĄĆĘŁŃÓŚŹŻ,]*$/;

/**
 * Spec section 5, second pattern: a local part (dot-separated atoms, or a quoted string), @, then
 * a bracketed IPv4 literal or a dotted domain whose top-level domain has at least 2 letters.
 */
export const EMAIL_PATTERN =
  /^(([^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*)|(".+"))@((\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}])|(([a-zA-Z\-0-9]+\.)+[a-zA-Z]{2,}))$/;

/** No deliverable address is longer (RFC 5321); longer text is refused before the pattern runs. */
export const EMAIL_MAX_LENGTH = 254;

/** The problem with an alert name, or null. The name is trimmed first. */
export function alertNameProblem(name: string | null | undefined): NameProblem | null {
  const trimmed = (name ?? '').trim();
  if (trimmed === '') return 'required';
  if (trimmed.length > ALERT_NAME_MAX_LENGTH) return 'too-long';
  return ALERT_NAME_PATTERN.test(trimmed) ? null : 'pattern';
}

/** The problem with an e-mail address, or null. The address is trimmed first. */
export function emailProblem(email: string | null | undefined): EmailProblem | null {
  const trimmed = (email ?? '').trim();
  if (trimmed === '') return 'required';
  if (trimmed.length > EMAIL_MAX_LENGTH) return 'pattern';
  return EMAIL_PATTERN.test(trimmed) ? null : 'pattern';
}

/** A frequency from a form or command line; empty means the default (twiceAWeek). */
export function parseFrequency(value: string | null | undefined): Result<Frequency, InvalidAlertInput> {
  const text = (value ?? '').trim();
  if (text === '') return ok(DEFAULT_FREQUENCY);
  return isFrequency(text) ? ok(text) : err({ kind: 'invalid-frequency', value: text.slice(0, 100) });
}

export function validAlertName(name: string | null | undefined): Result<string, InvalidAlertInput> {
  const problem = alertNameProblem(name);
  return problem === null ? ok((name ?? '').trim()) : err({ kind: 'invalid-name', problem });
}

/** The register dialog's fields (spec section 5). */
export interface GuestAlertForm {
  readonly name: string;
  readonly email: string;
  /** The privacy-policy checkbox: must be true. */
  readonly privacyPolicy: boolean;
  /** Optional switches, false when absent. */
  readonly marketingAgreement?: boolean;
  readonly createAccount?: boolean;
  /** twiceAWeek when absent or empty. */
  readonly frequency?: string;
}

export type GuestAlertField = 'name' | 'email' | 'privacyPolicy' | 'frequency';

/** The form's starting values: the default name, twiceAWeek, both switches off, privacy unticked. */
export function guestAlertFormDefaults(defaultName: string): Required<GuestAlertForm> {
  return { name: defaultName, email: '', privacyPolicy: false, marketingAgreement: false, createAccount: false, frequency: DEFAULT_FREQUENCY };
}

/** Every field's problem at once (for the form's inline messages); empty when the form is valid. */
export function guestAlertProblems(form: GuestAlertForm): Partial<Record<GuestAlertField, InvalidAlertInput>> {
  const problems: Partial<Record<GuestAlertField, InvalidAlertInput>> = {};
  const name = alertNameProblem(form.name);
  if (name !== null) problems.name = { kind: 'invalid-name', problem: name };
  const email = emailProblem(form.email);
  if (email !== null) problems.email = { kind: 'invalid-email', problem: email };
  if (form.privacyPolicy !== true) problems.privacyPolicy = { kind: 'privacy-not-accepted' };
  const frequency = parseFrequency(form.frequency);
  if (frequency.isErr()) problems.frequency = frequency.error;
  return problems;
}

/** The search an alert is for. */
export interface AlertSearch {
  readonly searchUrl: string;
  readonly filters: FiltersPayload;
}

/**
 * The guest payload of a valid form, or the first problem (name, e-mail, privacy, frequency, then
 * the search URL). Text is trimmed; switches default to false.
 */
export function validateGuestAlert(form: GuestAlertForm, search: AlertSearch): Result<GuestAlertPayload, InvalidAlertInput> {
  const problems = guestAlertProblems(form);
  const first = problems.name ?? problems.email ?? problems.privacyPolicy ?? problems.frequency;
  if (first !== undefined) return err(first);
  const searchUrl = search.searchUrl.trim();
  if (searchUrl === '') return err({ kind: 'invalid-search-url' });
  return ok({
    email: form.email.trim(),
    frequency: parseFrequency(form.frequency).unwrapOr(DEFAULT_FREQUENCY),
    name: form.name.trim(),
    filters: search.filters,
    createCandidate: form.createAccount === true,
    marketingAgreement: form.marketingAgreement === true,
    searchUrl,
  });
}
