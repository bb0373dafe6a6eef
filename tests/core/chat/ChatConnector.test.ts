import { BehaviorSubject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { CHAT_FIRST_RETRY_MS, CHAT_PING_MS, CHAT_RETRY_CAP_MS, mayConnect } from '../../../core/chat/conversations/ChatConnector.ts';
import { CHAT_TOKEN_RETRY_MS } from '../../../core/chat/conversations/GetChatToken.ts';
import { settle } from '../../support/virtualTime.ts';
import { aConversation, aMessage, allowedConditions, CANDIDATE_ID, chatWorld, readyChatWorld } from './chatWorld.ts';

describe('ChatConnector: connecting', () => {
  it('may connect only with a user, the feature, no maintenance and an invitation', () => {
    expect(mayConnect(allowedConditions())).toBe(true);
    for (const blocked of [{ userId: null }, { featureOn: false }, { maintenance: true }, { invitations: 0 }]) {
      expect(mayConnect(allowedConditions(blocked)), JSON.stringify(blocked)).toBe(false);
    }
  });

  it('asks for no token and stays idle while the conditions do not allow it', async () => {
    const w = chatWorld();
    const stop = w.connector.start(new BehaviorSubject(allowedConditions({ invitations: 0 })));
    await settle();
    expect(w.tokens.calls).toBe(0);
    expect(w.chat.connections).toEqual([]);
    expect(w.store.current.status).toBe('idle');
    stop();
  });

  it('is connecting until the chat is ready; commands reach the chat only then', async () => {
    const w = chatWorld();
    const stop = w.connector.start(w.conditions);
    expect(w.store.current.status).toBe('connecting');
    await settle();
    const connection = w.chat.last;
    expect(connection.token).toBe(`chat:candidate:${CANDIDATE_ID}`);
    expect(w.connector.connected).toBe(false);
    expect(w.connector.send({ type: 'ping' })).toBe(false);
    expect(connection.commands).toEqual([]);
    connection.emit({ type: 'ready', side: 'candidate', conversations: [] });
    expect(w.connector.connected).toBe(true);
    expect(w.connector.send({ type: 'read', conversationId: 'conv-1', messageId: 3 })).toBe(true);
    expect(connection.commands).toEqual([{ type: 'read', conversationId: 'conv-1', messageId: 3 }]);
    stop();
  });

  it('is not connected without a connection, even when its store says ready', () => {
    const w = chatWorld();
    w.store.apply({ type: 'ready', side: 'candidate', conversations: [] });
    expect(w.connector.connected).toBe(false);
    expect(w.connector.send({ type: 'ping' })).toBe(false);
  });

  it('opens nothing with a token that arrives after the unmount', async () => {
    const w = chatWorld();
    const stop = w.connector.start(w.conditions);
    stop();
    await settle();
    expect(w.chat.connections).toEqual([]);
    expect(w.store.current.status).toBe('idle');
  });

  it('stays idle when the token fails after the unmount', async () => {
    const w = chatWorld();
    w.tokens.failures = 10;
    const stop = w.connector.start(w.conditions);
    await w.time.advance(CHAT_TOKEN_RETRY_MS);
    stop();
    await w.time.advance(CHAT_TOKEN_RETRY_MS * 3);
    await settle(100);
    expect(w.reporter.reported).toHaveLength(1);
    expect(w.store.current.status).toBe('idle');
  });
});

describe('ChatConnector: an open connection', () => {
  it('logs an unreadable frame with the user, and nothing for the other events', async () => {
    const w = await readyChatWorld(aConversation());
    w.connection.emit({ type: 'pong' });
    w.connection.emit({ type: 'undecodable' });
    w.connection.emit({ type: 'message', message: aMessage(1, 'employer') });
    expect(w.log.entries).toEqual([{ message: 'chat unread count or frame could not be read', context: { userId: CANDIDATE_ID } }]);
    w.stop();
  });

  it('reads at once a message of the other side in the open conversation, not ours nor one elsewhere', async () => {
    const w = await readyChatWorld(aConversation(), aConversation({ id: 'conv-2' }));
    w.store.setOpen('conv-1');
    w.connection.emit({ type: 'message', message: aMessage(5, 'employer') });
    w.connection.emit({ type: 'message', message: aMessage(6, 'candidate') });
    w.connection.emit({ type: 'message', message: aMessage(7, 'employer', 'conv-2') });
    expect(w.connection.sent('read')).toEqual([{ type: 'read', conversationId: 'conv-1', messageId: 5 }]);
    w.stop();
  });

  it('pings every 30 s, and no longer once unmounted', async () => {
    const w = await readyChatWorld();
    await w.time.advance(CHAT_PING_MS - 1);
    expect(w.connection.sent('ping')).toHaveLength(0);
    await w.time.advance(1);
    expect(w.connection.sent('ping')).toHaveLength(1);
    await w.time.advance(CHAT_PING_MS);
    expect(w.connection.sent('ping')).toHaveLength(2);
    w.stop();
    await w.time.advance(CHAT_PING_MS * 2);
    expect(w.connection.sent('ping')).toHaveLength(2);
    expect(w.connection.closed).toBe(true);
  });
});

describe('ChatConnector: a connection that ends', () => {
  it('goes offline; lost after ready it is not logged, before ready it is, even after other events', async () => {
    const w = await readyChatWorld();
    w.connection.end(1006);
    expect(w.store.current.status).toBe('offline');
    expect(w.log.entries).toEqual([]);
    await w.time.advance(CHAT_FIRST_RETRY_MS);
    w.chat.last.emit({ type: 'pong' });
    w.chat.last.end(4503);
    expect(w.log.entries).toEqual([{ message: 'chat init failed', context: { userId: CANDIDATE_ID, code: 4503 } }]);
    w.stop();
  });

  it('is reopened with a new token when the chat refused it, with the same one otherwise', async () => {
    const w = await readyChatWorld();
    w.connection.end(1006);
    await w.time.advance(CHAT_FIRST_RETRY_MS);
    expect(w.chat.connections).toHaveLength(2);
    expect(w.tokens.calls).toBe(1);
    w.chat.last.emit({ type: 'ready', side: 'candidate', conversations: [] });
    w.chat.last.end(4401);
    await w.time.advance(CHAT_FIRST_RETRY_MS);
    expect(w.chat.connections).toHaveLength(3);
    expect(w.tokens.calls).toBe(2);
    w.stop();
  });

  it('is reopened after 1 s, 2 s, 4 s … at most 30 s, and after 1 s again once it was ready', async () => {
    const w = await readyChatWorld();
    const endsAndReopensAfter = async (wait: number) => {
      const opened = w.chat.connections.length;
      w.chat.last.end(1006);
      await w.time.advance(wait - 1);
      expect(w.chat.connections, `${wait - 1} ms after`).toHaveLength(opened);
      await w.time.advance(1);
      expect(w.chat.connections, `${wait} ms after`).toHaveLength(opened + 1);
    };
    for (const wait of [1000, 2000, 4000, 8000, 16000, CHAT_RETRY_CAP_MS, CHAT_RETRY_CAP_MS]) await endsAndReopensAfter(wait);
    w.chat.last.emit({ type: 'ready', side: 'candidate', conversations: [] });
    await endsAndReopensAfter(CHAT_FIRST_RETRY_MS);
    w.stop();
  });
});
