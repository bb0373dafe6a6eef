import type { ResultAsync } from 'neverthrow';
import { ChatTokenCodec } from '../../../contract/chat.ts';
import type { ChatTokens } from '../../../core/chat/conversations/ChatTokens.ts';
import type { GatewayFailure } from '../../../core/shared/Failure.ts';
import type { GatewayHttpClient } from '../GatewayHttpClient.ts';
import { tenantApi } from '../tenantApi.ts';

/** POST /api/{tenant}/v2/employer-panel/chat/session-token: the employer's bearer says who (the user id is not sent). */
export class EmployerChatTokensHttp implements ChatTokens {
  constructor(
    private readonly http: GatewayHttpClient,
    private readonly tenantId: string,
  ) {}

  sessionToken(): ResultAsync<string, GatewayFailure> {
    return this.http
      .request('POST', tenantApi(this.tenantId, '/v2/employer-panel/chat/session-token'), ChatTokenCodec, { body: {} })
      .map((answer) => answer.token);
  }
}
