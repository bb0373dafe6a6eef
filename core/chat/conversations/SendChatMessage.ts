import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { UseCase } from '../../shared/UseCase.ts';
import type { ChatConnector } from './ChatConnector.ts';
import type { ChatStore } from './ChatStore.ts';
import { chatTextProblem, normaliseChatText, type ChatTextProblem } from './chatText.ts';

export interface SendChatMessageInput {
  readonly conversationId: string;
  readonly text: string;
}

export type SendChatMessageFailure = { readonly kind: ChatTextProblem } | { readonly kind: 'chat-offline' };

/**
 * Sends a message: refused here when the text breaks the rules (empty, over 2000 characters,
 * control characters) or the chat is not connected; otherwise it shows at once as pending until the
 * chat confirms it (`sent`) or refuses it (rate limit, not a member). The answer is its client id.
 */
export class SendChatMessage implements UseCase<SendChatMessageInput, string, SendChatMessageFailure> {
  private sent = 0;

  constructor(
    private readonly connector: ChatConnector,
    private readonly store: ChatStore,
  ) {}

  execute(input: SendChatMessageInput): ResultAsync<string, SendChatMessageFailure> {
    const problem = chatTextProblem(input.text);
    if (problem !== null) return errAsync({ kind: problem });
    if (!this.connector.connected) return errAsync({ kind: 'chat-offline' });
    this.sent += 1;
    const clientId = `m${Date.now().toString(36)}-${this.sent}`;
    const text = normaliseChatText(input.text);
    this.store.addPending({ clientId, conversationId: input.conversationId, text, refused: null });
    this.connector.send({ type: 'send', conversationId: input.conversationId, text, clientId });
    return okAsync(clientId);
  }
}
