import { BehaviorSubject, firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { CHAT_FIRST_RETRY_MS, type ChatConditions } from '../../../core/chat/conversations/ChatConnector.ts';
import { unreadChats } from '../../../core/chat/conversations/chatState.ts';
import { chatUserId, USER_ID_NOT_FOUND } from '../../../core/chat/conversations/chatUserId.ts';
import { CHAT_TOKEN_RETRY_MS } from '../../../core/chat/conversations/GetChatToken.ts';
import { settle } from '../../support/virtualTime.ts';
import { anInvitation, invitationsWorld } from '../invitations/invitationsWorld.ts';

type World = ReturnType<typeof invitationsWorld>;

/** A conversation of the world between the session's candidate and company 7. */
function withConversation(w: World): string {
  const invitation = anInvitation(w.candidate.id);
  w.world.invitations.push(invitation);
  w.world.conversations.push({
    summary: {
      id: 'conv-1',
      jobAdvertisementId: invitation.jobAdvertisementId,
      offerTitle: invitation.offerTitle,
      company: { id: 7, name: 'Acme', logoUrl: null },
      candidate: { id: w.candidate.id, firstName: 'Ala', lastName: 'Nowak', avatarUrl: null },
      createdAt: '2026-11-20T10:00:00.000Z',
    },
    messages: [],
    readUpTo: { candidate: null, employer: null },
  });
  return 'conv-1';
}

const allowed = (w: World, overrides: Partial<ChatConditions> = {}): ChatConditions => ({
  userId: w.candidate.id,
  featureOn: true,
  maintenance: false,
  invitations: 1,
  ...overrides,
});

describe('the chat session token (platform.md 7, 8, 9)', () => {
  it('is tried again 3 times 500 ms apart, then kept for the page', async () => {
    const w = invitationsWorld();
    w.tokens.failures = 3;
    const token = w.getToken.execute(w.candidate.id);
    await w.time.advance(CHAT_TOKEN_RETRY_MS * 3 - 1);
    expect(w.tokens.calls).toBe(3);
    await w.time.advance(1);
    expect((await token)._unsafeUnwrap()).toBe(`chat:candidate:${w.candidate.id}`);
    expect(w.tokens.calls).toBe(4);
    await w.time.advance(10 * 60_000);
    expect((await w.getToken.execute(w.candidate.id))._unsafeUnwrap()).toBe(`chat:candidate:${w.candidate.id}`);
    expect(w.tokens.calls).toBe(4);
    expect(w.reporter.reported).toEqual([]);
  });

  it('reports a token still missing after the retries to the error reporter', async () => {
    const w = invitationsWorld();
    w.tokens.failures = 4;
    const token = w.getToken.execute(w.candidate.id);
    await w.time.advance(CHAT_TOKEN_RETRY_MS * 3);
    expect((await token).isErr()).toBe(true);
    expect(w.tokens.calls).toBe(4);
    expect(w.reporter.reported).toEqual([expect.objectContaining({ context: { context: 'chat.session-token', userId: w.candidate.id } })]);
  });

  it('names the user by the bearer’s subject, or USER_ID_NOT_FOUND', () => {
    const w = invitationsWorld();
    expect(chatUserId(w.bearer.get())).toBe(w.candidate.id);
    expect(chatUserId(null)).toBe(USER_ID_NOT_FOUND);
    expect(chatUserId('garbage')).toBe(USER_ID_NOT_FOUND);
  });
});

describe('when the chat connects (platform.md 4)', () => {
  it('connects only with the flag, no maintenance, an invitation and a token; disconnects on unmount', async () => {
    const w = invitationsWorld();
    withConversation(w);
    const conditions = new BehaviorSubject<ChatConditions>(allowed(w, { featureOn: false }));
    const stop = w.connector.start(conditions);
    for (const blocked of [{ featureOn: false }, { maintenance: true }, { invitations: 0 }, { userId: null }]) {
      conditions.next(allowed(w, blocked));
      await settle();
      expect(w.chat.open, JSON.stringify(blocked)).toBe(0);
    }
    conditions.next(allowed(w));
    await settle();
    expect(w.chat.open).toBe(1);
    expect(w.chatStore.current.status).toBe('ready');
    conditions.next(allowed(w, { maintenance: true }));
    expect(w.chat.open).toBe(0);
    conditions.next(allowed(w));
    await settle();
    expect(w.chat.open).toBe(1);
    stop();
    expect(w.chat.open).toBe(0);
    expect(w.chatStore.current.status).toBe('idle');
  });

  it('without a token does not connect, and the missing token is reported', async () => {
    const w = invitationsWorld();
    w.tokens.failures = 10;
    const stop = w.connector.start(new BehaviorSubject(allowed(w)));
    await w.time.advance(CHAT_TOKEN_RETRY_MS * 3);
    await settle(100);
    expect(w.chat.open).toBe(0);
    expect(w.chatStore.current.status).toBe('offline');
    expect(w.reporter.reported).toHaveLength(1);
    stop();
  });

  it('logs an init failure (not reported) and tries again after 1 s', async () => {
    const w = invitationsWorld();
    withConversation(w);
    w.world.gate = { enabled: true, maintenance: true };
    const stop = w.connector.start(new BehaviorSubject(allowed(w)));
    await settle();
    expect(w.log.entries).toEqual([expect.objectContaining({ message: 'chat init failed', context: expect.objectContaining({ code: 4503 }) })]);
    expect(w.reporter.reported).toEqual([]);
    w.world.gate = { enabled: true, maintenance: false };
    await w.time.advance(CHAT_FIRST_RETRY_MS);
    expect(w.chat.open).toBe(1);
    stop();
  });
});

describe('chatting', () => {
  async function connected() {
    const w = invitationsWorld();
    const conversationId = withConversation(w);
    const stop = w.connector.start(new BehaviorSubject(allowed(w)));
    await settle();
    const company = w.chat.connect('chat:employer:7');
    const heard: unknown[] = [];
    company.events$.subscribe((event) => heard.push(event));
    return { w, conversationId, stop, company, heard };
  }

  it('counts a company’s message as unread until the conversation is opened, and sends the read receipt', async () => {
    const { w, conversationId, stop, company, heard } = await connected();
    company.send({ type: 'send', conversationId, text: 'Hello Ala', clientId: 'e1' });
    expect(unreadChats(w.chatStore.current)).toBe(1);
    expect(await firstValueFrom(w.chatStore.unreadChats$)).toBe(1);
    w.open.execute(conversationId);
    expect(unreadChats(w.chatStore.current)).toBe(0);
    expect(heard).toContainEqual({ type: 'read', conversationId, side: 'candidate', messageId: 1 });
    company.send({ type: 'send', conversationId, text: 'Still there?', clientId: 'e2' });
    expect(unreadChats(w.chatStore.current)).toBe(0);
    expect(heard).toContainEqual({ type: 'read', conversationId, side: 'candidate', messageId: 2 });
    stop();
  });

  it('shows a sent message as pending until the chat confirms it; the company’s receipt marks it read', async () => {
    const { w, conversationId, stop, company } = await connected();
    const sent = await w.send.execute({ conversationId, text: '  Hi there  ' });
    expect(sent.isOk()).toBe(true);
    const state = w.chatStore.current;
    expect(state.pending).toEqual([]);
    const conversation = state.conversations[0]!;
    expect(conversation.lastMessage).toMatchObject({ text: 'Hi there', sender: 'candidate' });
    company.send({ type: 'read', conversationId, messageId: conversation.lastMessage!.id });
    expect(w.chatStore.current.conversations[0]!.readUpTo.employer).toBe(conversation.lastMessage!.id);
    stop();
  });

  it('refuses empty and too long messages here, and sending while offline', async () => {
    const { w, conversationId, stop } = await connected();
    expect((await w.send.execute({ conversationId, text: '   ' }))._unsafeUnwrapErr()).toEqual({ kind: 'empty' });
    expect((await w.send.execute({ conversationId, text: 'x'.repeat(2001) }))._unsafeUnwrapErr()).toEqual({ kind: 'too-long' });
    stop();
    expect((await w.send.execute({ conversationId, text: 'hello' }))._unsafeUnwrapErr()).toEqual({ kind: 'chat-offline' });
  });
});
