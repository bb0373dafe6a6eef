import { describe, expect, it } from 'vitest';
import { ChatStore } from '../../../core/chat/conversations/ChatStore.ts';
import type { ChatState, PendingMessage } from '../../../core/chat/conversations/chatState.ts';
import { aConversation } from './chatWorld.ts';

const pending = (clientId: string): PendingMessage => ({ clientId, conversationId: 'conv-1', text: `text ${clientId}`, refused: null });

function watched() {
  const store = new ChatStore();
  const states: ChatState[] = [];
  const unread: (number | null)[] = [];
  store.state$.subscribe((state) => states.push(state));
  store.unreadChats$.subscribe((count) => unread.push(count));
  return { store, states, unread };
}

describe('ChatStore', () => {
  it('counts unread chats only while the chat is ready', () => {
    const { store, unread } = watched();
    store.apply({ type: 'ready', side: 'candidate', conversations: [aConversation({ unreadCount: 2 }), aConversation({ id: 'conv-2' })] });
    store.setStatus('offline');
    expect(unread).toEqual([null, 1, null]);
  });

  it('tells its readers only of changes', () => {
    const { store, states } = watched();
    store.setStatus('connecting');
    store.setStatus('connecting');
    store.apply({ type: 'pong' });
    expect(states.map((state) => state.status)).toEqual(['idle', 'connecting']);
  });

  it('keeps pending messages in the order sent and drops the one asked', () => {
    const { store } = watched();
    store.addPending(pending('a'));
    store.addPending(pending('b'));
    store.addPending(pending('c'));
    expect(store.current.pending).toEqual([pending('a'), pending('b'), pending('c')]);
    store.dropPending('b');
    expect(store.current.pending).toEqual([pending('a'), pending('c')]);
  });
});
