import type { ResultAsync } from 'neverthrow';
import type { GatewayFailure } from '../../shared/Failure.ts';

/** Chat session tokens (platform.md 7: the candidate's `…/conversation-chats/sendbird/session-token`; the employer panel's own). */
export interface ChatTokens {
  /**
   * A token for the user's chat connection. The candidate's adapter names the candidate by `userId`;
   * the employer's ignores it (the bearer says who). Fails with unauthorized, not-found,
   * http-failure (409: chats paused), network-failure, bad-gateway-payload.
   */
  sessionToken(userId: string): ResultAsync<string, GatewayFailure>;
}
