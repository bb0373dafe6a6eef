import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import {
  PasswordLinkSentCodec,
  SessionCodec,
  type ForgotPasswordRequestDto,
  type LoginRequestDto,
  type RegisterRequestDto,
  type SessionDto,
  type SetPasswordRequestDto,
} from '../../../contract/session.ts';
import type {
  AuthenticationFailure,
  CandidateAuthentication,
  Credentials,
  FirstPassword,
  PasswordResetFailure,
  PasswordResetRequest,
  Registration,
} from '../../../core/session/CandidateAuthentication.ts';
import type { RefreshedSession } from '../../../core/session/SessionTokens.ts';
import { featureFlagsFromToken } from '../../../core/session/tokenClaims.ts';
import type { GatewayFailure } from '../../../core/shared/Failure.ts';
import type { GatewayHttpClient } from '../GatewayHttpClient.ts';
import { tenantApi } from '../tenantApi.ts';

/** The gateway's status codes for login and register, as the port's failure kinds (409: the e-mail is taken). */
export function authenticationFailure(failure: GatewayFailure): AuthenticationFailure {
  if (failure.kind === 'unauthorized') return { kind: 'invalid-credentials' };
  if (failure.kind !== 'http-failure') return failure;
  if (failure.status === 409) return { kind: 'email-taken' };
  if (failure.status === 400) return failure.message === undefined ? { kind: 'invalid-input' } : { kind: 'invalid-input', message: failure.message };
  if (failure.status === 429) return { kind: 'too-many-attempts' };
  return failure;
}

/** The same for set-password, where 409 means the link is wrong, expired or used. */
function setPasswordFailure(failure: GatewayFailure): AuthenticationFailure {
  return failure.kind === 'http-failure' && failure.status === 409 ? { kind: 'invalid-code' } : authenticationFailure(failure);
}

/** The statuses forgot-password answers besides its 202: 400 (not an address) and 429; the rest pass on as they are. */
function passwordResetFailure(failure: GatewayFailure): PasswordResetFailure {
  if (failure.kind !== 'http-failure') return failure;
  if (failure.status === 400) return failure.message === undefined ? { kind: 'invalid-input' } : { kind: 'invalid-input', message: failure.message };
  if (failure.status === 429) return { kind: 'too-many-attempts' };
  return failure;
}

const toRefreshed = (session: SessionDto): RefreshedSession => ({
  token: session.token,
  candidate: { ...session.loggedCandidateDto, featureFlags: featureFlagsFromToken(session.token) },
});

/**
 * POST /api/{tenant}/authentication/login, /register, /set-password (the gateway sets the session
 * cookies on their answers) and /forgot-password.
 */
export class CandidateAuthenticationHttp implements CandidateAuthentication {
  constructor(
    private readonly http: GatewayHttpClient,
    private readonly tenantId: string,
  ) {}

  login(credentials: Credentials): ResultAsync<RefreshedSession, AuthenticationFailure> {
    const body: LoginRequestDto = {
      email: credentials.email,
      password: credentials.password,
      ...(credentials.favoriteOfferId ? { favoriteOfferId: credentials.favoriteOfferId } : {}),
    };
    return this.send('login', body);
  }

  register(registration: Registration): ResultAsync<RefreshedSession, AuthenticationFailure> {
    const body: RegisterRequestDto = {
      email: registration.email,
      password: registration.password,
      firstName: registration.firstName,
      lastName: registration.lastName,
      ...(registration.favoriteOfferId ? { favoriteOfferId: registration.favoriteOfferId } : {}),
    };
    // 201 opens a session; 202 means the address has an unclaimed account and its link went by e-mail.
    return this.http
      .exchange('POST', tenantApi(this.tenantId, '/authentication/register'), { body })
      .mapErr(authenticationFailure)
      .andThen((answer): ResultAsync<RefreshedSession, AuthenticationFailure> => {
        if (answer.status === 202 && PasswordLinkSentCodec.is(answer.body)) return errAsync({ kind: 'password-link-sent' });
        if (answer.status === 201 && SessionCodec.is(answer.body)) return okAsync(toRefreshed(answer.body));
        if (answer.status >= 200 && answer.status < 300) return errAsync({ kind: 'bad-gateway-payload', path: 'register' });
        const message = (answer.body as { message?: unknown } | null)?.message;
        return errAsync(authenticationFailure({ kind: 'http-failure', status: answer.status, ...(typeof message === 'string' ? { message } : {}) }));
      });
  }

  setPassword(input: FirstPassword): ResultAsync<RefreshedSession, AuthenticationFailure> {
    const body: SetPasswordRequestDto = { candidateId: input.candidateId, code: input.code, password: input.password };
    return this.send('set-password', body, setPasswordFailure);
  }

  requestPasswordReset(request: PasswordResetRequest): ResultAsync<void, PasswordResetFailure> {
    const body: ForgotPasswordRequestDto = { email: request.email, language: request.language };
    // The 202's body is decoded even though it says nothing about the address: anything else is not our gateway's answer.
    return this.http
      .request('POST', tenantApi(this.tenantId, '/authentication/forgot-password'), PasswordLinkSentCodec, {
        body,
        errorMessageFromBody: true,
      })
      .map(() => undefined)
      .mapErr(passwordResetFailure);
  }

  private send(
    call: 'login' | 'register' | 'set-password',
    body: LoginRequestDto | RegisterRequestDto | SetPasswordRequestDto,
    toFailure: (failure: GatewayFailure) => AuthenticationFailure = authenticationFailure,
  ): ResultAsync<RefreshedSession, AuthenticationFailure> {
    return this.http
      .request('POST', tenantApi(this.tenantId, `/authentication/${call}`), SessionCodec, { body })
      .map(toRefreshed)
      .mapErr(toFailure);
  }
}
