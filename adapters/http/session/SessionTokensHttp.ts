import type { ResultAsync } from 'neverthrow';
import { SessionCodec } from '../../../contract/session.ts';
import type { RefreshedSession, SessionTokens } from '../../../core/session/SessionTokens.ts';
import { featureFlagsFromToken } from '../../../core/session/tokenClaims.ts';
import type { GatewayFailure } from '../../../core/shared/Failure.ts';
import type { GatewayHttpClient } from '../GatewayHttpClient.ts';
import { tenantApi } from '../tenantApi.ts';

/** PUT /api/{tenant}/authentication/refresh-token and POST .../logout; the refresh token rides in its HttpOnly cookie. */
export class SessionTokensHttp implements SessionTokens {
  constructor(
    private readonly http: GatewayHttpClient,
    private readonly tenantId: string,
  ) {}

  refresh(): ResultAsync<RefreshedSession, GatewayFailure> {
    return this.http
      .request('PUT', `${this.base()}/refresh-token`, SessionCodec)
      .map((session) => ({ token: session.token, candidate: { ...session.loggedCandidateDto, featureFlags: featureFlagsFromToken(session.token) } }));
  }

  logout(): ResultAsync<void, GatewayFailure> {
    return this.http.command('POST', `${this.base()}/logout`);
  }

  private base(): string {
    return tenantApi(this.tenantId, '/authentication');
  }
}
