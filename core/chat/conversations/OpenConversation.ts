import { okAsync, type ResultAsync } from 'neverthrow';
import type { UseCase } from '../../shared/UseCase.ts';
import type { ChatConnector } from './ChatConnector.ts';
import { newestFromOtherSide } from './chatState.ts';
import type { ChatStore } from './ChatStore.ts';

/**
 * Shows a conversation (or none): its newest messages load when not loaded yet, and what the other
 * side wrote is marked read (the other side sees the receipt). Later messages in it are read as they
 * arrive (ChatConnector). Answers whether the chat was reachable.
 */
export class OpenConversation implements UseCase<string | null, boolean, never> {
  constructor(
    private readonly connector: ChatConnector,
    private readonly store: ChatStore,
  ) {}

  execute(conversationId: string | null): ResultAsync<boolean, never> {
    this.store.setOpen(conversationId);
    if (conversationId === null || !this.connector.connected) return okAsync(false);
    const state = this.store.current;
    if (state.messages[conversationId] === undefined) this.connector.send({ type: 'history', conversationId, before: null });
    const conversation = state.conversations.find((known) => known.id === conversationId);
    const newest = newestFromOtherSide(state, conversationId);
    const side = state.side;
    if (conversation && side !== null && newest !== null && (conversation.readUpTo[side] ?? 0) < newest) {
      this.connector.send({ type: 'read', conversationId, messageId: newest });
      this.store.apply({ type: 'read', conversationId, side, messageId: newest });
    }
    return okAsync(true);
  }
}
