import { hasControlCharacters } from '../shared/controlCharacters.ts';
/**
 * The login and registration forms' rules, shared by the form (messages as the user types) and the
 * use cases (nothing invalid is sent). The gateway enforces the same limits (contract/session.ts;
 * a test keeps the numbers equal).
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 1024;
export const EMAIL_MAX_LENGTH = 254;
export const NAME_MAX_LENGTH = 100;
/** Longest offer id passed on as favoriteOfferId. */
export const OFFER_ID_MAX_LENGTH = 128;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type FieldProblem = 'required' | 'invalid-email' | 'too-short' | 'too-long' | 'invalid-characters';

export interface LoginInput {
  readonly email: string;
  readonly password: string;
}

export interface RegistrationInput extends LoginInput {
  readonly firstName: string;
  readonly lastName: string;
}

export type Problems<T> = Partial<Record<keyof T, FieldProblem>>;

export function emailProblem(raw: string): FieldProblem | undefined {
  const email = raw.trim();
  if (email === '') return 'required';
  if (email.length > EMAIL_MAX_LENGTH) return 'too-long';
  return EMAIL_PATTERN.test(email) ? undefined : 'invalid-email';
}

/** Login asks only for a non-empty password (an old account may predate today's length rule). */
export function loginPasswordProblem(password: string): FieldProblem | undefined {
  if (password === '') return 'required';
  return password.length > PASSWORD_MAX_LENGTH ? 'too-long' : undefined;
}

export function newPasswordProblem(password: string): FieldProblem | undefined {
  if (password === '') return 'required';
  if (password.length < PASSWORD_MIN_LENGTH) return 'too-short';
  return password.length > PASSWORD_MAX_LENGTH ? 'too-long' : undefined;
}

export function nameProblem(raw: string): FieldProblem | undefined {
  const name = raw.trim();
  if (name === '') return 'required';
  if (name.length > NAME_MAX_LENGTH) return 'too-long';
  return hasControlCharacters(name) ? 'invalid-characters' : undefined;
}

const compact = <T>(problems: { [K in keyof T]?: FieldProblem | undefined }): Problems<T> =>
  Object.fromEntries(Object.entries(problems).filter(([, problem]) => problem !== undefined)) as Problems<T>;

export function loginProblems(input: LoginInput): Problems<LoginInput> {
  return compact<LoginInput>({ email: emailProblem(input.email), password: loginPasswordProblem(input.password) });
}

export function registrationProblems(input: RegistrationInput): Problems<RegistrationInput> {
  return compact<RegistrationInput>({
    firstName: nameProblem(input.firstName),
    lastName: nameProblem(input.lastName),
    email: emailProblem(input.email),
    password: newPasswordProblem(input.password),
  });
}

export const hasProblems = (problems: object): boolean => Object.keys(problems).length > 0;

/** The favoriteOfferId of a prompt link, or null for a missing, blank, oversized or odd value. */
export function favouriteOfferIdFrom(raw: string | null | undefined): string | null {
  const id = (raw ?? '').trim();
  return id !== '' && id.length <= OFFER_ID_MAX_LENGTH && /^[A-Za-z0-9_-]+$/.test(id) ? id : null;
}

export interface FirstPasswordInput {
  readonly password: string;
}

/** The set-password page's one field: a new password by the registration's rules. */
export function firstPasswordProblems(input: FirstPasswordInput): Problems<FirstPasswordInput> {
  return compact<FirstPasswordInput>({ password: newPasswordProblem(input.password) });
}

export interface PasswordResetInput {
  readonly email: string;
}

/** The "forgot password" page's one field: an e-mail address by the login form's rule. */
export function passwordResetProblems(input: PasswordResetInput): Problems<PasswordResetInput> {
  return compact<PasswordResetInput>({ email: emailProblem(input.email) });
}
