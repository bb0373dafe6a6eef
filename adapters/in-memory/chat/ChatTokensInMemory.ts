import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { ChatSide } from '../../../core/chat/conversations/Conversation.ts';
import type { ChatTokens } from '../../../core/chat/conversations/ChatTokens.ts';
import type { GatewayFailure } from '../../../core/shared/Failure.ts';

/**
 * Chat session tokens of the fake chat: `chat:<side>:<id>` for the bearer's participant (`who`,
 * null: no valid token). `failures` makes that many calls fail first (tests of the retries).
 */
export class ChatTokensInMemory implements ChatTokens {
  calls = 0;
  failures = 0;

  constructor(
    private readonly side: ChatSide,
    private readonly who: () => string | null,
  ) {}

  sessionToken(userId: string): ResultAsync<string, GatewayFailure> {
    this.calls += 1;
    if (this.failures > 0) {
      this.failures -= 1;
      return errAsync({ kind: 'network-failure', message: 'offline' });
    }
    const who = this.who();
    if (who === null) return errAsync({ kind: 'unauthorized' });
    if (this.side === 'candidate' && who !== userId) return errAsync({ kind: 'not-found' });
    return okAsync(`chat:${this.side}:${who}`);
  }
}
