import { describe, expect, it } from 'vitest';
import type { ChatEvent } from '../../../core/chat/conversations/Chat.ts';
import { applyChatEvent, emptyChat, newestFromOtherSide, type ChatState, type PendingMessage } from '../../../core/chat/conversations/chatState.ts';
import { isReadByOtherSide, otherSide, type ChatMessage, type ConversationSummary } from '../../../core/chat/conversations/Conversation.ts';
import { aConversation, aMessage } from './chatWorld.ts';

const candidateChat = (...conversations: ConversationSummary[]): ChatState =>
  applyChatEvent(emptyChat, { type: 'ready', side: 'candidate', conversations });

const apply = (state: ChatState, ...events: ChatEvent[]): ChatState => events.reduce(applyChatEvent, state);

const history = (conversationId: string, messages: ChatMessage[], hasMore = false): ChatEvent => ({
  type: 'history',
  conversationId,
  messages,
  hasMore,
});

const conversation = (state: ChatState, id: string): ConversationSummary => {
  const found = state.conversations.find((known) => known.id === id);
  if (found === undefined) throw new Error(`no conversation ${id}`);
  return found;
};

const ids = (messages: readonly ChatMessage[] | undefined) => messages?.map((message) => message.id);

const pending = (clientId: string, refused: PendingMessage['refused'] = null): PendingMessage => ({
  clientId,
  conversationId: 'conv-1',
  text: `text ${clientId}`,
  refused,
});

describe('a chat becoming ready', () => {
  it('lists conversations by latest activity (the creation without messages), ties by id', () => {
    const active = aConversation({ id: 'active', createdAt: '2026-11-20T09:00:00.000Z', lastMessage: aMessage(3, 'employer', 'active') });
    const newish = aConversation({ id: 'newish', createdAt: '2026-11-20T10:01:00.000Z' });
    const newest = aConversation({ id: 'newest', createdAt: '2026-11-20T10:05:00.000Z' });
    const tiedD = aConversation({ id: 'd', createdAt: '2026-11-20T09:30:00.000Z' });
    const tiedE = aConversation({ id: 'e', createdAt: '2026-11-20T09:30:00.000Z' });
    const expected = ['newest', 'active', 'newish', 'd', 'e'];
    for (const given of [
      [tiedE, newish, tiedD, active, newest],
      [tiedD, tiedE, newest, active, newish],
    ]) {
      expect(candidateChat(...given).conversations.map((known) => known.id)).toEqual(expected);
    }
  });

  it('shows messages left unconfirmed by the dropped connection as failed, and keeps refusals', () => {
    const before: ChatState = { ...emptyChat, pending: [pending('a'), pending('b', 'rate-limited')] };
    const after = applyChatEvent(before, { type: 'ready', side: 'candidate', conversations: [] });
    expect(after.pending).toEqual([pending('a', 'unavailable'), pending('b', 'rate-limited')]);
  });
});

describe('a message arriving', () => {
  const twoConversations = () =>
    candidateChat(
      aConversation({ id: 'conv-1', lastMessage: aMessage(1, 'employer'), unreadCount: 1 }),
      aConversation({ id: 'conv-2', createdAt: '2026-11-20T10:30:00.000Z' }),
    );

  it('becomes the last message of its own conversation, counts as unread and brings it to the top', () => {
    const state = apply(twoConversations(), { type: 'message', message: aMessage(40, 'employer', 'conv-1') });
    expect(state.conversations.map((known) => [known.id, known.lastMessage?.id ?? null, known.unreadCount])).toEqual([
      ['conv-1', 40, 2],
      ['conv-2', null, 0],
    ]);
  });

  it('changes neither the last message nor the count when older than it, or the last one itself', () => {
    const start = candidateChat(aConversation({ lastMessage: aMessage(5, 'employer'), unreadCount: 1 }));
    for (const message of [aMessage(3, 'employer'), aMessage(5, 'employer')]) {
      const updated = conversation(apply(start, { type: 'message', message }), 'conv-1');
      expect(updated.lastMessage?.id).toBe(5);
      expect(updated.unreadCount).toBe(1);
    }
  });

  it('from our own side becomes the last message without counting as unread', () => {
    const state = apply(twoConversations(), { type: 'message', message: aMessage(2, 'candidate', 'conv-1') });
    expect(conversation(state, 'conv-1')).toMatchObject({ lastMessage: { id: 2 }, unreadCount: 1 });
  });

  it('joins the loaded messages in id order, other conversations’ untouched; one already loaded changes nothing', () => {
    const loaded = apply(
      twoConversations(),
      history('conv-1', [aMessage(1, 'employer'), aMessage(3, 'employer')]),
      history('conv-2', [aMessage(4, 'employer', 'conv-2')]),
    );
    const state = apply(loaded, { type: 'message', message: aMessage(2, 'candidate') });
    expect(ids(state.messages['conv-1'])).toEqual([1, 2, 3]);
    expect(ids(state.messages['conv-2'])).toEqual([4]);
    expect(applyChatEvent(state, { type: 'message', message: aMessage(2, 'candidate') })).toBe(state);
  });

  it('of a conversation not listed only joins loaded messages', () => {
    const start = twoConversations();
    const state = apply(start, { type: 'message', message: aMessage(9, 'employer', 'conv-9') });
    expect(state.status).toBe('ready');
    expect(state.conversations).toEqual(start.conversations);
    expect(state.messages['conv-9']).toBeUndefined();
  });
});

describe('read marks', () => {
  it('count again what the other side wrote after our mark, among the loaded messages; other conversations untouched', () => {
    const messages = [aMessage(1, 'employer'), aMessage(2, 'employer'), aMessage(3, 'candidate'), aMessage(4, 'employer'), aMessage(5, 'employer')];
    const other = aConversation({ id: 'conv-2', createdAt: '2026-11-20T11:00:00.000Z' });
    const start = apply(candidateChat(aConversation({ lastMessage: aMessage(5, 'employer'), unreadCount: 4 }), other), history('conv-1', messages));
    const state = applyChatEvent(start, { type: 'read', conversationId: 'conv-1', side: 'candidate', messageId: 1 });
    expect(conversation(state, 'conv-1')).toMatchObject({ unreadCount: 3, readUpTo: { candidate: 1, employer: null } });
    expect(conversation(state, 'conv-2')).toEqual(other);
  });

  it('count the last message when none are loaded, if the other side wrote it', () => {
    const theirs = aConversation({ id: 'theirs', lastMessage: aMessage(5, 'employer', 'theirs'), unreadCount: 2 });
    const ours = aConversation({ id: 'ours', lastMessage: aMessage(6, 'candidate', 'ours'), unreadCount: 1 });
    const state = apply(
      candidateChat(theirs, ours),
      { type: 'read', conversationId: 'theirs', side: 'candidate', messageId: 3 },
      { type: 'read', conversationId: 'ours', side: 'candidate', messageId: 3 },
    );
    expect(conversation(state, 'theirs').unreadCount).toBe(1);
    expect(conversation(state, 'ours').unreadCount).toBe(0);
  });

  it('never go back', () => {
    const start = candidateChat(aConversation({ lastMessage: aMessage(5, 'employer'), readUpTo: { candidate: 5, employer: 7 } }));
    const state = apply(
      start,
      { type: 'read', conversationId: 'conv-1', side: 'employer', messageId: 4 },
      { type: 'read', conversationId: 'conv-1', side: 'candidate', messageId: 3 },
    );
    expect(conversation(state, 'conv-1')).toMatchObject({ readUpTo: { candidate: 5, employer: 7 }, unreadCount: 0 });
  });

  it('of the other side leave our unread count as it is', () => {
    const start = candidateChat(aConversation({ lastMessage: aMessage(5, 'employer'), unreadCount: 1 }));
    const state = applyChatEvent(start, { type: 'read', conversationId: 'conv-1', side: 'employer', messageId: 5 });
    expect(conversation(state, 'conv-1')).toMatchObject({ readUpTo: { candidate: null, employer: 5 }, unreadCount: 1 });
  });

  it('leave nothing unread in a conversation without messages, and change nothing in one not listed', () => {
    const start = candidateChat(aConversation());
    const state = applyChatEvent(start, { type: 'read', conversationId: 'conv-1', side: 'candidate', messageId: 3 });
    expect(conversation(state, 'conv-1')).toMatchObject({ readUpTo: { candidate: 3, employer: null }, unreadCount: 0 });
    expect(applyChatEvent(state, { type: 'read', conversationId: 'conv-9', side: 'candidate', messageId: 3 })).toBe(state);
  });
});

describe('pending messages', () => {
  const withPending = (): ChatState => ({ ...candidateChat(aConversation()), pending: [pending('a'), pending('b')] });

  it('are settled one by one when the chat confirms them', () => {
    const state = applyChatEvent(withPending(), { type: 'sent', clientId: 'a', message: aMessage(2, 'candidate') });
    expect(state.pending).toEqual([pending('b')]);
    expect(conversation(state, 'conv-1').lastMessage?.id).toBe(2);
  });

  it('are marked refused one by one; a refusal of no message changes nothing', () => {
    const start = withPending();
    expect(applyChatEvent(start, { type: 'refused', code: 'rate-limited', clientId: 'b' }).pending).toEqual([
      pending('a'),
      pending('b', 'rate-limited'),
    ]);
    expect(applyChatEvent(start, { type: 'refused', code: 'not-found' })).toBe(start);
  });
});

describe('history', () => {
  it('merges pages with the loaded messages in id order, the newer copy winning, and keeps other conversations’', () => {
    const state = apply(
      candidateChat(aConversation(), aConversation({ id: 'conv-2' })),
      history('conv-2', [aMessage(9, 'employer', 'conv-2')], true),
      history('conv-1', [aMessage(5, 'employer'), aMessage(3, 'employer')], true),
      history('conv-1', [aMessage(1, 'candidate'), aMessage(3, 'employer', 'conv-1', 'edited')]),
    );
    expect(state.messages['conv-1']).toEqual([aMessage(1, 'candidate'), aMessage(3, 'employer', 'conv-1', 'edited'), aMessage(5, 'employer')]);
    expect(state.messages['conv-2']).toEqual([aMessage(9, 'employer', 'conv-2')]);
    expect(state.hasMore).toEqual({ 'conv-1': false, 'conv-2': true });
  });
});

describe('other events', () => {
  it('a conversation is added, or replaces its older copy, in activity order', () => {
    const start = candidateChat(
      aConversation({ lastMessage: aMessage(1, 'employer') }),
      aConversation({ id: 'conv-2', createdAt: '2026-11-20T10:30:00.000Z' }),
    );
    const added = applyChatEvent(start, {
      type: 'conversation',
      conversation: aConversation({ id: 'conv-3', createdAt: '2026-11-20T11:00:00.000Z' }),
    });
    expect(added.conversations.map((known) => known.id)).toEqual(['conv-3', 'conv-2', 'conv-1']);
    const replaced = applyChatEvent(added, {
      type: 'conversation',
      conversation: aConversation({ lastMessage: aMessage(50, 'employer'), unreadCount: 2 }),
    });
    expect(replaced.conversations.map((known) => [known.id, known.unreadCount])).toEqual([
      ['conv-3', 0],
      ['conv-1', 2],
      ['conv-2', 0],
    ]);
  });

  it('a pong or an unreadable frame changes nothing', () => {
    const start = candidateChat(aConversation());
    expect(applyChatEvent(start, { type: 'pong' })).toBe(start);
    expect(applyChatEvent(start, { type: 'undecodable' })).toBe(start);
  });
});

describe('the newest message of the other side', () => {
  const state = apply(
    candidateChat(
      aConversation({ lastMessage: aMessage(4, 'candidate') }),
      aConversation({ id: 'conv-2', lastMessage: aMessage(20, 'employer', 'conv-2') }),
      aConversation({ id: 'conv-3' }),
    ),
    history('conv-1', [aMessage(1, 'employer'), aMessage(2, 'candidate'), aMessage(3, 'employer'), aMessage(4, 'candidate')]),
  );

  it('is the newest of theirs among the loaded messages and the last one', () => {
    expect(newestFromOtherSide(state, 'conv-1')).toBe(3);
    expect(newestFromOtherSide(state, 'conv-2')).toBe(20);
  });

  it('is none in a conversation without messages or not listed', () => {
    expect(newestFromOtherSide(state, 'conv-3')).toBeNull();
    expect(newestFromOtherSide(state, 'conv-9')).toBeNull();
  });
});

describe('read receipts', () => {
  const ours = aMessage(5, 'candidate');
  const receipt = (employer: number | null) => aConversation({ lastMessage: ours, readUpTo: { candidate: null, employer } });

  it('the other side is the company for the candidate and the candidate for the company', () => {
    expect(otherSide('candidate')).toBe('employer');
    expect(otherSide('employer')).toBe('candidate');
  });

  it('show a message of ours as read once the other side’s mark reached it', () => {
    expect(isReadByOtherSide(receipt(5), ours, 'candidate')).toBe(true);
    expect(isReadByOtherSide(receipt(6), ours, 'candidate')).toBe(true);
    expect(isReadByOtherSide(receipt(4), ours, 'candidate')).toBe(false);
    expect(isReadByOtherSide(receipt(null), ours, 'candidate')).toBe(false);
  });

  it('are never shown on the other side’s messages', () => {
    const conversationOfCompany = aConversation({ readUpTo: { candidate: 9, employer: 9 } });
    expect(isReadByOtherSide(conversationOfCompany, aMessage(5, 'employer'), 'candidate')).toBe(false);
    expect(isReadByOtherSide(conversationOfCompany, ours, 'employer')).toBe(false);
  });
});
