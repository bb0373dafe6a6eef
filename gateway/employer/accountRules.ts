import { PHONE_PATTERN } from '../../contract/employer.ts';
import { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordLengthAllowed } from '../../contract/session.ts';
import { plainLine, type TextCheck } from './plainText.ts';
import { hasControlCharacters } from '../../core/shared/controlCharacters.ts';

/** A person's name on an employer account. */
export const personName = (value: string, field: string): TextCheck => plainLine(value, field, NAME_MAX_LENGTH);

/** A phone number: digits, spaces, brackets, dashes and a leading plus; empty or null is none. */
export function phoneNumber(value: string | null | undefined, field: string): { ok: true; value: string | null } | { ok: false; message: string } {
  if (value === null || value === undefined || value.trim() === '') return { ok: true, value: null };
  const text = value.trim();
  if (hasControlCharacters(text) || !PHONE_PATTERN.test(text))
    return { ok: false, message: `${field}: a phone number of digits, spaces, brackets and dashes, 5 to 30 characters.` };
  return { ok: true, value: text };
}

/** A new password and its confirmation: the message of the first rule they break, or null. */
export function newPasswordProblem(password: string, confirmation: string | undefined): string | null {
  if (!passwordLengthAllowed(password)) return `password: ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.`;
  if (password.includes('\u0000')) return 'password: control characters are not allowed.';
  if (confirmation !== password) return 'password_confirmation: does not match the password.';
  return null;
}
