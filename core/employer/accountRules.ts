import { emailProblem, nameProblem, newPasswordProblem, type FieldProblem } from '../session/credentials.ts';
import { hasControlCharacters } from '../shared/controlCharacters.ts';

/**
 * The employer forms' rules, shared by the forms (messages as the user types) and the use cases
 * (nothing invalid is sent). The gateway keeps the same limits (contract/employer.ts; a test keeps
 * the numbers equal).
 */
export const COMPANY_NAME_MAX_LENGTH = 200;
export const PHONE_PATTERN = /^\+?[0-9 ()-]{5,30}$/;

export type EmployerFieldProblem = FieldProblem | 'invalid-phone' | 'mismatch' | 'not-accepted';
export type EmployerProblems<K extends string> = Partial<Record<K, EmployerFieldProblem>>;

export interface SignUpValues {
  readonly companyName: string;
  readonly name: string;
  readonly phone: string;
  readonly email: string;
  readonly password: string;
  readonly passwordConfirmation: string;
  readonly acceptedRegulations: boolean;
  readonly subscribeToNewsletter: boolean;
}

export interface NewPasswordValues {
  readonly password: string;
  readonly passwordConfirmation: string;
}

const compact = <K extends string>(problems: Partial<Record<K, EmployerFieldProblem | undefined>>): EmployerProblems<K> =>
  Object.fromEntries(Object.entries(problems).filter(([, problem]) => problem !== undefined)) as EmployerProblems<K>;

export const hasProblems = (problems: object): boolean => Object.keys(problems).length > 0;

/** Empty is none; otherwise digits, spaces, brackets, dashes and a leading plus, 5 to 30 characters. */
export function phoneProblem(raw: string): EmployerFieldProblem | undefined {
  const phone = raw.trim();
  return phone === '' || PHONE_PATTERN.test(phone) ? undefined : 'invalid-phone';
}

/** A phone change as sent: null or blank clears the number, a number is trimmed, undefined keeps the current one. */
export function cleanedPhone(phone: string | null | undefined): string | null | undefined {
  if (phone === null || phone === undefined) return phone;
  return phone.trim() === '' ? null : phone.trim();
}

export function companyNameProblem(raw: string): EmployerFieldProblem | undefined {
  const name = raw.trim();
  if (name === '') return 'required';
  if (name.length > COMPANY_NAME_MAX_LENGTH) return 'too-long';
  return hasControlCharacters(name) ? 'invalid-characters' : undefined;
}

export function newPasswordProblems(values: NewPasswordValues): EmployerProblems<keyof NewPasswordValues> {
  return compact({
    password: newPasswordProblem(values.password),
    passwordConfirmation: values.passwordConfirmation === values.password ? undefined : 'mismatch',
  });
}

export function signUpProblems(values: SignUpValues): EmployerProblems<keyof SignUpValues> {
  return compact<keyof SignUpValues>({
    companyName: companyNameProblem(values.companyName),
    name: nameProblem(values.name),
    phone: phoneProblem(values.phone),
    email: emailProblem(values.email),
    ...newPasswordProblems(values),
    acceptedRegulations: values.acceptedRegulations ? undefined : 'not-accepted',
  });
}

export function emailProblems(values: { readonly email: string }): EmployerProblems<'email'> {
  return compact({ email: emailProblem(values.email) });
}
