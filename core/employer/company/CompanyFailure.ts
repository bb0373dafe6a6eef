import type { GatewayFailure, InvalidInput } from '../../shared/Failure.ts';

/** A recruiter asked for what only an admin of the company may do (403). */
export type Forbidden = { readonly kind: 'forbidden' };
/** The change would leave the company without an admin (409 `last-admin`). */
export type LastAdmin = { readonly kind: 'last-admin' };
/** An invitation to an address that already has an employer account (409 `email-taken`). */
export type CompanyEmailTaken = { readonly kind: 'email-taken' };
/** An image over its size limit (413). */
export type FileTooLarge = { readonly kind: 'file-too-large' };
/** A file whose bytes are not a PNG, JPEG or WebP image (415), whatever its name says. */
export type FileTypeNotAllowed = { readonly kind: 'file-type-not-allowed' };

/** Every failure of the company panel's calls. */
export type CompanyFailure = InvalidInput | Forbidden | LastAdmin | CompanyEmailTaken | FileTooLarge | FileTypeNotAllowed | GatewayFailure;

export const companyInvalidInput = (message?: string): InvalidInput =>
  message === undefined ? { kind: 'invalid-input' } : { kind: 'invalid-input', message };

/** The first problem the rules found, as invalid-input naming its field (`name: required`); undefined when there is none. */
export function firstProblem<P extends { readonly [K in keyof P]?: string }>(problems: P): InvalidInput | undefined {
  const [field] = Object.keys(problems);
  return field === undefined ? undefined : companyInvalidInput(`${field}: ${problems[field as keyof P]}`);
}
