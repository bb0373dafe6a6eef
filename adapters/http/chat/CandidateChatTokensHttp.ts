import type { ResultAsync } from 'neverthrow';
import { ChatTokenCodec } from '../../../contract/chat.ts';
import type { ChatTokens } from '../../../core/chat/conversations/ChatTokens.ts';
import type { GatewayFailure } from '../../../core/shared/Failure.ts';
import type { GatewayHttpClient } from '../GatewayHttpClient.ts';
import { tenantApi } from '../tenantApi.ts';

/** POST /api/{tenant}/candidates/{id}/conversation-chats/sendbird/session-token (the path keeps the spec's name; the chat is this gateway's). */
export class CandidateChatTokensHttp implements ChatTokens {
  constructor(
    private readonly http: GatewayHttpClient,
    private readonly tenantId: string,
  ) {}

  sessionToken(userId: string): ResultAsync<string, GatewayFailure> {
    const path = tenantApi(this.tenantId, `/candidates/${encodeURIComponent(userId)}/conversation-chats/sendbird/session-token`);
    return this.http.request('POST', path, ChatTokenCodec, { body: {} }).map((answer) => answer.token);
  }
}
