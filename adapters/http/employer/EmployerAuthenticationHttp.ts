import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import {
  AcceptedCodec,
  ConfirmResponseCodec,
  EMPLOYER_PANEL_CLIENT_ID,
  OAuthErrorCodec,
  SignUpResponseCodec,
  TokenResponseCodec,
  type ConfirmRequestDto,
  type PasswordChangeRequestDto,
  type SignUpRequestDto,
} from '../../../contract/employer.ts';
import type {
  AccessToken,
  EmailConfirmation,
  EmployerAuthentication,
  EmployerCredentials,
  EmployerRegistration,
  PasswordReset,
} from '../../../core/employer/EmployerAuthentication.ts';
import type { EmployerFailure } from '../../../core/employer/EmployerFailure.ts';
import type { GatewayFailure } from '../../../core/shared/Failure.ts';
import { acceptAnswer, decodeAnswer, errorBody, plainRefusal } from '../answers.ts';
import type { GatewayHttpClient } from '../GatewayHttpClient.ts';
import { employerRefusal, grantRefusal } from './employerRefusal.ts';
import { tenantApi } from '../tenantApi.ts';

const toAccessToken = (dto: { access_token: string; expires_in: number }): AccessToken => ({
  token: dto.access_token,
  expiresInSeconds: dto.expires_in,
});

/**
 * /api/{tenant}/v1/users/... and the OAuth endpoints of the public client `employer-panel`: token
 * requests as form fields (RFC 6749), the refresh token in its HttpOnly cookie, sent with the
 * request and replaced by the answer.
 */
export class EmployerAuthenticationHttp implements EmployerAuthentication {
  constructor(
    private readonly http: GatewayHttpClient,
    private readonly tenantId: string,
  ) {}

  signUp(registration: EmployerRegistration): ResultAsync<void, EmployerFailure> {
    const body: SignUpRequestDto = {
      company: {
        name: registration.company.name,
        accepted_regulations: registration.company.acceptedRegulations,
        subscribe_to_newsletter: registration.company.subscribeToNewsletter,
      },
      user: {
        name: registration.user.name,
        phone: registration.user.phone === '' ? null : registration.user.phone,
        email: registration.user.email,
        password: registration.user.password,
        password_confirmation: registration.user.passwordConfirmation,
      },
    };
    return this.http
      .exchange('POST', this.path('/v1/users/sign_up'), { body })
      .andThen((answer) => decodeAnswer(answer, SignUpResponseCodec, employerRefusal('email-taken')))
      .map(() => undefined);
  }

  confirm(confirmation: EmailConfirmation): ResultAsync<{ readonly email: string }, EmployerFailure> {
    const body: ConfirmRequestDto = {
      confirmation_token: confirmation.token,
      ...(confirmation.password !== undefined ? { password: confirmation.password, password_confirmation: confirmation.password } : {}),
    };
    return this.http
      .exchange('PATCH', this.path('/v1/users/confirm'), { body })
      .andThen((answer) => decodeAnswer(answer, ConfirmResponseCodec, employerRefusal('invalid-link')))
      .map((confirmed) => ({ email: confirmed.email }));
  }

  resendConfirmation(email: string): ResultAsync<void, EmployerFailure> {
    return this.accepted('PATCH', '/v1/users/regenerate_confirmation_token', { email });
  }

  logIn(credentials: EmployerCredentials): ResultAsync<AccessToken, EmployerFailure> {
    const form = new URLSearchParams({
      grant_type: 'password',
      username: credentials.email,
      password: credentials.password,
      client_id: EMPLOYER_PANEL_CLIENT_ID,
    });
    return this.http
      .exchange('POST', this.path('/v1/oauth/token'), { form })
      .andThen((answer) => decodeAnswer(answer, TokenResponseCodec, grantRefusal))
      .map(toAccessToken);
  }

  refresh(): ResultAsync<AccessToken | null, GatewayFailure> {
    const form = new URLSearchParams({ grant_type: 'refresh_token', client_id: EMPLOYER_PANEL_CLIENT_ID });
    return this.http.exchange('POST', this.path('/v1/oauth/token'), { form }).andThen((answer): ResultAsync<AccessToken | null, GatewayFailure> => {
      // platform.md 8: a refresh the gateway refuses returns nothing.
      if (answer.status === 400 && errorBody(answer, OAuthErrorCodec)?.error === 'invalid_grant') return okAsync(null);
      const decoded = decodeAnswer(answer, TokenResponseCodec, plainRefusal);
      return decoded.isOk() ? okAsync(toAccessToken(decoded.value)) : errAsync(decoded.error);
    });
  }

  revoke(accessToken: string | null): ResultAsync<void, GatewayFailure> {
    const form = new URLSearchParams({
      client_id: EMPLOYER_PANEL_CLIENT_ID,
      ...(accessToken ? { token: accessToken, token_type_hint: 'access_token' } : {}),
    });
    return this.http.exchange('POST', this.path('/v1/oauth/revoke'), { form }).andThen((answer) => {
      // Without a token or a cookie there is nothing to revoke: RFC 7009's invalid_request, taken as done.
      if (answer.status === 400 && accessToken === null) return okAsync(undefined);
      return acceptAnswer(answer, plainRefusal);
    });
  }

  requestPasswordReset(email: string): ResultAsync<void, EmployerFailure> {
    return this.accepted('POST', '/v1/users/password', { email });
  }

  resetPassword(reset: PasswordReset): ResultAsync<void, EmployerFailure> {
    const body: PasswordChangeRequestDto = { reset_password_token: reset.token, password: reset.password, password_confirmation: reset.password };
    return this.http
      .exchange('PATCH', this.path('/v1/users/password'), { body })
      .andThen((answer) => decodeAnswer(answer, AcceptedCodec, employerRefusal('invalid-link')))
      .map(() => undefined);
  }

  private accepted(method: string, path: string, body: unknown): ResultAsync<void, EmployerFailure> {
    return this.http
      .exchange(method, this.path(path), { body })
      .andThen((answer) => decodeAnswer(answer, AcceptedCodec, employerRefusal('invalid-link')))
      .map(() => undefined);
  }

  private path(path: string): string {
    return tenantApi(this.tenantId, path);
  }
}
