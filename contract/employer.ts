import * as t from 'io-ts';
import { nullable } from './nullable.ts';

/**
 * Employer accounts and their sessions (docs/employer-api.md): sign-up, confirmation, password
 * reset, users added by an admin, OAuth 2.0 (RFC 6749, RFC 7009) for the employer panel and the
 * panel user's profile. All under /api/{tenant}. Bodies of the v1 user calls are snake_case, as
 * platform.md section 3 names them; the v2 panel answers camelCase.
 */

/** The employer panel is a public OAuth client (no secret): the only `client_id` the token endpoint knows. */
export const EMPLOYER_PANEL_CLIENT_ID = 'employer-panel';
export const COMPANY_NAME_MAX_LENGTH = 200;
export const PHONE_PATTERN = /^\+?[0-9 ()-]{5,30}$/;

/** The two roles of a company's users (docs/companies.md, "Roles"): an admin manages everything; a recruiter offers and applications only. */
export const EmployerRoleCodec = t.keyof({ admin: null, recruiter: null });
export type EmployerRole = t.TypeOf<typeof EmployerRoleCodec>;

/** POST /v1/users/sign_up: the registration entity. 201 `SignUpResponseCodec`; 409 `email-taken`. */
export const SignUpRequestCodec = t.type({
  company: t.type({ name: t.string, accepted_regulations: t.boolean, subscribe_to_newsletter: t.boolean }),
  user: t.intersection([
    t.type({ name: t.string, email: t.string, password: t.string, password_confirmation: t.string }),
    t.partial({ phone: nullable(t.string) }),
  ]),
});
export type SignUpRequestDto = t.TypeOf<typeof SignUpRequestCodec>;

export const EmployerUserCodec = t.type({
  id: t.string,
  name: t.string,
  email: t.string,
  phone: nullable(t.string),
  role: EmployerRoleCodec,
  confirmed: t.boolean,
});
export type EmployerUserDto = t.TypeOf<typeof EmployerUserCodec>;

export const EmployerCompanyCodec = t.type({ id: t.number, name: t.string, slug: t.string });
export type EmployerCompanyDto = t.TypeOf<typeof EmployerCompanyCodec>;

/** The account is made but not confirmed: the confirmation e-mail is on its way. */
export const SignUpResponseCodec = t.type({ user: EmployerUserCodec, company: EmployerCompanyCodec });
export type SignUpResponseDto = t.TypeOf<typeof SignUpResponseCodec>;

/** POST /v1/users (an admin of the company): the new user gets an invitation e-mail with a set-password link. 201 `EmployerUserCodec`. */
export const AddUserRequestCodec = t.intersection([
  t.type({ name: t.string, email: t.string }),
  t.partial({ phone: nullable(t.string), role: EmployerRoleCodec }),
]);
export type AddUserRequestDto = t.TypeOf<typeof AddUserRequestCodec>;

/** PATCH /v1/users/confirm: the e-mail's token; a password too when the account has none yet (an invited user). 200 `ConfirmResponseCodec`. */
export const ConfirmRequestCodec = t.intersection([
  t.type({ confirmation_token: t.string }),
  t.partial({ password: t.string, password_confirmation: t.string }),
]);
export type ConfirmRequestDto = t.TypeOf<typeof ConfirmRequestCodec>;
export const ConfirmResponseCodec = t.type({ confirmed: t.literal(true), email: t.string });
export type ConfirmResponseDto = t.TypeOf<typeof ConfirmResponseCodec>;

/** PATCH /v1/users/regenerate_confirmation_token and POST /v1/users/password: the same answer whether the e-mail has an account or not. */
export const EmailRequestCodec = t.type({ email: t.string });
export type EmailRequestDto = t.TypeOf<typeof EmailRequestCodec>;
export const AcceptedCodec = t.type({ accepted: t.literal(true), message: t.string });
export type AcceptedDto = t.TypeOf<typeof AcceptedCodec>;

/** PATCH /v1/users/password: a new password through the reset e-mail's token. 200 `AcceptedCodec`. */
export const PasswordChangeRequestCodec = t.type({ reset_password_token: t.string, password: t.string, password_confirmation: t.string });
export type PasswordChangeRequestDto = t.TypeOf<typeof PasswordChangeRequestCodec>;

/**
 * POST /v1/oauth/token, as `application/x-www-form-urlencoded` (RFC 6749) or JSON. The refresh grant
 * takes the refresh token from its HttpOnly cookie; a `refresh_token` parameter is accepted too.
 */
export const PasswordGrantCodec = t.type({ grant_type: t.literal('password'), username: t.string, password: t.string, client_id: t.string });
export const RefreshGrantCodec = t.intersection([
  t.type({ grant_type: t.literal('refresh_token'), client_id: t.string }),
  t.partial({ refresh_token: t.string }),
]);
export const TokenRequestCodec = t.union([PasswordGrantCodec, RefreshGrantCodec]);
export type TokenRequestDto = t.TypeOf<typeof TokenRequestCodec>;

/** RFC 6749 5.1, with `Cache-Control: no-store`. */
export const TokenResponseCodec = t.type({ access_token: t.string, token_type: t.literal('Bearer'), expires_in: t.number });
export type TokenResponseDto = t.TypeOf<typeof TokenResponseCodec>;

/** RFC 6749 5.2: 400, or 401 for `invalid_client`. */
export const OAuthErrorNameCodec = t.keyof({
  invalid_request: null,
  invalid_client: null,
  invalid_grant: null,
  unauthorized_client: null,
  unsupported_grant_type: null,
});
export const OAuthErrorCodec = t.type({ error: OAuthErrorNameCodec, error_description: t.string });
export type OAuthErrorDto = t.TypeOf<typeof OAuthErrorCodec>;

/** POST /v1/oauth/revoke (RFC 7009): 200 with an empty object, also for a token that is unknown or already revoked. */
export const RevokeRequestCodec = t.partial({ token: t.string, token_type_hint: t.string, client_id: t.string });
export type RevokeRequestDto = t.TypeOf<typeof RevokeRequestCodec>;

/** GET /v2/employer-panel/profiles/me and the answer of PATCH /v1/profiles/me. */
export const EmployerProfileCodec = t.type({
  id: t.string,
  name: t.string,
  email: t.string,
  phone: nullable(t.string),
  role: EmployerRoleCodec,
  language: t.keyof({ pl: null, en: null }),
  company: EmployerCompanyCodec,
});
export type EmployerProfileDto = t.TypeOf<typeof EmployerProfileCodec>;

/** PATCH /v1/profiles/me: what the user may change about themselves. */
export const ProfileUpdateRequestCodec = t.partial({ name: t.string, phone: nullable(t.string), language: t.keyof({ pl: null, en: null }) });
export type ProfileUpdateRequestDto = t.TypeOf<typeof ProfileUpdateRequestCodec>;
