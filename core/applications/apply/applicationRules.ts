import { emailProblem, nameProblem } from '../../session/credentials.ts';
import { fileNameProblem, sizeProblem, type FileProblem } from '../documentRules.ts';
import { hasControlCharactersBesidesLineBreaks } from '../../shared/controlCharacters.ts';

export const MESSAGE_MAX_LENGTH = 5000;

/** What an applicant writes on the offer page's form. */
export interface ApplicationFields {
  readonly name: string;
  readonly email: string;
  /** Optional; line breaks kept. */
  readonly message: string;
  /** Consent to future recruitment, when the offer asks for it. */
  readonly futureConsent: boolean;
  /** The employer's own consent, when the offer asks for it. */
  readonly customConsent: boolean;
}

/** What the form knows of the chosen CV before sending: a new file's name and size, or one of the profile's documents. */
export type CvDraft =
  { readonly kind: 'file'; readonly name: string; readonly size: number } | { readonly kind: 'profile'; readonly documentId: string } | null;

export type ApplicationProblem = 'required' | 'too-short' | 'too-long' | 'invalid-email' | 'invalid-characters' | FileProblem;
export type ApplicationProblems = Readonly<Partial<Record<'name' | 'email' | 'message' | 'cv', ApplicationProblem>>>;

export function messageProblem(raw: string): ApplicationProblem | undefined {
  const message = raw.trim();
  if (message.length > MESSAGE_MAX_LENGTH) return 'too-long';
  return hasControlCharactersBesidesLineBreaks(message) ? 'invalid-characters' : undefined;
}

export function cvProblem(cv: CvDraft): ApplicationProblem | undefined {
  if (cv === null) return 'required';
  if (cv.kind === 'profile') return cv.documentId.trim() === '' ? 'required' : undefined;
  return fileNameProblem(cv.name) ?? sizeProblem(cv.size) ?? undefined;
}

/**
 * The form's rules, shared by the form (as the applicant types) and ApplyForOffer (nothing invalid
 * is sent); the gateway applies the same ones. A CV is required; the message is not.
 */
export function applicationProblems(fields: ApplicationFields, cv: CvDraft): ApplicationProblems {
  const problems: Partial<Record<'name' | 'email' | 'message' | 'cv', ApplicationProblem>> = {};
  const name = nameProblem(fields.name);
  const email = emailProblem(fields.email);
  const message = messageProblem(fields.message);
  const file = cvProblem(cv);
  if (name) problems.name = name;
  if (email) problems.email = email;
  if (message) problems.message = message;
  if (file) problems.cv = file;
  return problems;
}

export const hasApplicationProblems = (problems: ApplicationProblems): boolean => Object.keys(problems).length > 0;

/** The fields as they are sent: trimmed, the e-mail lower-cased. */
export function normaliseFields(fields: ApplicationFields): ApplicationFields {
  return { ...fields, name: fields.name.trim(), email: fields.email.trim().toLowerCase(), message: fields.message.trim() };
}
