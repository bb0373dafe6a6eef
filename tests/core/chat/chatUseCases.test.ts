import { describe, expect, it } from 'vitest';
import { aConversation, aMessage, chatWorld, readyChatWorld } from './chatWorld.ts';

/** conv-2 is listed first (newer), so a use case mixing the two up shows. */
const listedFirst = () => aConversation({ id: 'conv-2', createdAt: '2026-11-20T12:00:00.000Z' });

describe('OpenConversation', () => {
  it('opening none, or opening while not connected, answers false and asks the chat nothing', async () => {
    const w = await readyChatWorld(aConversation());
    expect((await w.open.execute(null))._unsafeUnwrap()).toBe(false);
    expect(w.connection.commands).toEqual([]);
    w.stop();
    const offline = chatWorld();
    offline.store.apply({
      type: 'ready',
      side: 'candidate',
      conversations: [aConversation({ lastMessage: aMessage(5, 'employer'), unreadCount: 1 })],
    });
    expect((await offline.open.execute('conv-1'))._unsafeUnwrap()).toBe(false);
    expect(offline.store.current.conversations[0]?.unreadCount).toBe(1);
  });

  it('loads the newest messages the first time only', async () => {
    const w = await readyChatWorld(aConversation());
    expect((await w.open.execute('conv-1'))._unsafeUnwrap()).toBe(true);
    expect(w.connection.commands).toEqual([{ type: 'history', conversationId: 'conv-1', before: null }]);
    w.connection.emit({ type: 'history', conversationId: 'conv-1', messages: [], hasMore: false });
    await w.open.execute('conv-1');
    expect(w.connection.sent('history')).toHaveLength(1);
    w.stop();
  });

  it('marks what the other side wrote read, here at once and at the chat', async () => {
    const w = await readyChatWorld(listedFirst(), aConversation({ lastMessage: aMessage(5, 'employer'), unreadCount: 1 }));
    await w.open.execute('conv-1');
    expect(w.connection.sent('read')).toEqual([{ type: 'read', conversationId: 'conv-1', messageId: 5 }]);
    expect(w.store.current.conversations.find((known) => known.id === 'conv-1')).toMatchObject({ unreadCount: 0, readUpTo: { candidate: 5 } });
    w.stop();
  });

  it('sends no read mark when all is read already, or when the other side wrote nothing', async () => {
    const w = await readyChatWorld(
      listedFirst(),
      aConversation({ lastMessage: aMessage(5, 'employer'), readUpTo: { candidate: 5, employer: null } }),
      aConversation({ id: 'conv-3', lastMessage: aMessage(6, 'candidate', 'conv-3') }),
    );
    await w.open.execute('conv-1');
    await w.open.execute('conv-3');
    expect(w.connection.sent('read')).toEqual([]);
    w.stop();
  });

  it('only loads the messages of a conversation the chat does not list', async () => {
    const w = await readyChatWorld(aConversation());
    expect((await w.open.execute('conv-9'))._unsafeUnwrap()).toBe(true);
    expect(w.connection.commands).toEqual([{ type: 'history', conversationId: 'conv-9', before: null }]);
    w.stop();
  });
});

describe('SendChatMessage', () => {
  it('sends the normalised text under a new client id each time, shown pending until confirmed', async () => {
    const w = await readyChatWorld(aConversation());
    const first = (await w.send.execute({ conversationId: 'conv-1', text: '  Hi\r\nthere ' }))._unsafeUnwrap();
    const second = (await w.send.execute({ conversationId: 'conv-1', text: 'Anyone?' }))._unsafeUnwrap();
    expect(first).not.toBe(second);
    expect(w.connection.commands).toEqual([
      { type: 'send', conversationId: 'conv-1', text: 'Hi\nthere', clientId: first },
      { type: 'send', conversationId: 'conv-1', text: 'Anyone?', clientId: second },
    ]);
    expect(w.store.current.pending).toEqual([
      { clientId: first, conversationId: 'conv-1', text: 'Hi\nthere', refused: null },
      { clientId: second, conversationId: 'conv-1', text: 'Anyone?', refused: null },
    ]);
    w.stop();
  });

  it('refuses control characters here', async () => {
    const w = await readyChatWorld(aConversation());
    expect((await w.send.execute({ conversationId: 'conv-1', text: 'bell\u0007' }))._unsafeUnwrapErr()).toEqual({ kind: 'invalid-characters' });
    expect(w.connection.commands).toEqual([]);
    w.stop();
  });
});

describe('LoadOlderMessages', () => {
  it('asks for the page before the oldest loaded message while there are more', async () => {
    const w = await readyChatWorld(aConversation());
    w.connection.emit({ type: 'history', conversationId: 'conv-1', messages: [aMessage(4, 'employer'), aMessage(3, 'candidate')], hasMore: true });
    expect((await w.older.execute('conv-1'))._unsafeUnwrap()).toBe(true);
    expect(w.connection.commands).toEqual([{ type: 'history', conversationId: 'conv-1', before: 3 }]);
    w.stop();
  });

  it('asks nothing when nothing is loaded yet or there is no more', async () => {
    const w = await readyChatWorld(aConversation(), aConversation({ id: 'conv-2' }));
    w.connection.emit({ type: 'history', conversationId: 'conv-2', messages: [aMessage(4, 'employer', 'conv-2')], hasMore: false });
    expect((await w.older.execute('conv-1'))._unsafeUnwrap()).toBe(false);
    expect((await w.older.execute('conv-2'))._unsafeUnwrap()).toBe(false);
    expect(w.connection.commands).toEqual([]);
    w.stop();
  });

  it('answers false when the connection was lost', async () => {
    const w = await readyChatWorld(aConversation());
    w.connection.emit({ type: 'history', conversationId: 'conv-1', messages: [aMessage(4, 'employer')], hasMore: true });
    w.connection.end(1006);
    expect((await w.older.execute('conv-1'))._unsafeUnwrap()).toBe(false);
    w.stop();
  });
});
