import { okAsync, type ResultAsync } from 'neverthrow';
import type { UseCase } from '../../shared/UseCase.ts';
import type { ChatConnector } from './ChatConnector.ts';
import type { ChatStore } from './ChatStore.ts';

/** Asks for the page of messages before the oldest one loaded (50 at a time); answers whether it was asked. */
export class LoadOlderMessages implements UseCase<string, boolean, never> {
  constructor(
    private readonly connector: ChatConnector,
    private readonly store: ChatStore,
  ) {}

  execute(conversationId: string): ResultAsync<boolean, never> {
    const state = this.store.current;
    const oldest = state.messages[conversationId]?.[0];
    if (oldest === undefined || state.hasMore[conversationId] !== true) return okAsync(false);
    return okAsync(this.connector.send({ type: 'history', conversationId, before: oldest.id }));
  }
}
