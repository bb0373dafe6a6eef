import * as t from 'io-ts';

/**
 * The candidate session's wire format (core/session/README.md): registration, login, token refresh,
 * the candidate profile and consents. All under /api/{tenant}.
 */

export const UnreadMessagesCodec = t.type({ chatsCount: t.number, conversationRequestsCount: t.number });

/** GET /candidates/{id}; also the `loggedCandidateDto` of login and refresh. */
export const CandidateProfileCodec = t.type({
  id: t.string,
  firstName: t.string,
  lastName: t.string,
  email: t.string,
  avatarUrl: t.union([t.string, t.null]),
  unreadMessages: UnreadMessagesCodec,
});
export type CandidateProfileDto = t.TypeOf<typeof CandidateProfileCodec>;
export const LoggedCandidateCodec = CandidateProfileCodec;
export type LoggedCandidateDto = CandidateProfileDto;

/**
 * Login, registration and PUT /authentication/refresh-token: a bearer JWT (claims `sub`, `tenant`,
 * `featureFlags`, `exp`) and the candidate. The refresh token itself travels only as an HttpOnly cookie.
 */
export const SessionCodec = t.type({ token: t.string, loggedCandidateDto: LoggedCandidateCodec });
export type SessionDto = t.TypeOf<typeof SessionCodec>;

/** POST /authentication/login. `favoriteOfferId`: an offer to add to favourites once logged in. */
export const LoginRequestCodec = t.intersection([
  t.type({ email: t.string, password: t.string }),
  t.partial({ favoriteOfferId: t.union([t.string, t.null]) }),
]);
export type LoginRequestDto = t.TypeOf<typeof LoginRequestCodec>;

/** POST /authentication/register: answers 201 with a `SessionDto`, logged in. */
export const RegisterRequestCodec = t.intersection([
  t.type({ email: t.string, password: t.string, firstName: t.string, lastName: t.string }),
  t.partial({ favoriteOfferId: t.union([t.string, t.null]) }),
]);
export type RegisterRequestDto = t.TypeOf<typeof RegisterRequestCodec>;

/** POST /authentication/set-password: the first password of an account made by a job-alert form (the e-mail's link). 200 SessionDto; 409 invalid-code. */
export const SetPasswordRequestCodec = t.type({ candidateId: t.string, code: t.string, password: t.string });
export type SetPasswordRequestDto = t.TypeOf<typeof SetPasswordRequestCodec>;

/** POST /{tenant}/authentication/forgot-password: a link to set a new password goes to the address if it has an account. */
export const ForgotPasswordRequestCodec = t.intersection([t.type({ email: t.string }), t.partial({ language: t.keyof({ pl: null, en: null }) })]);
export type ForgotPasswordRequestDto = t.TypeOf<typeof ForgotPasswordRequestCodec>;

/**
 * 202 to forgot-password (whether or not the address has an account), and to register for an
 * address whose account a job-alert form made and nobody has claimed yet: the set-password link
 * went by e-mail instead of a session.
 */
export const PasswordLinkSentCodec = t.type({ status: t.literal('password-link-sent'), message: t.string });
export type PasswordLinkSentDto = t.TypeOf<typeof PasswordLinkSentCodec>;

export const ConsentNameCodec = t.keyof({ profiling: null });
export type ConsentNameDto = t.TypeOf<typeof ConsentNameCodec>;
/** PATCH /candidates/consents/{name}: 204. */
export const ConsentRequestCodec = t.type({ given: t.boolean });

/** Every 4xx body of the session and favourites routes. */
export const ErrorBodyCodec = t.type({ error: t.string, message: t.string });
export type ErrorBodyDto = t.TypeOf<typeof ErrorBodyCodec>;

/** Password rules shared by the registration form and the gateway. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 1024;
/** Whether a password's length is within the rules above. */
export const passwordLengthAllowed = (password: string): boolean => password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH;
export const EMAIL_MAX_LENGTH = 254;
export const NAME_MAX_LENGTH = 100;
/** Deliberately loose: something@something.tld without spaces; the mailbox decides the rest. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
