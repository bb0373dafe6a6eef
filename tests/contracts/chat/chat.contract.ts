import { vi } from 'vitest';
import { describe, expect, it } from 'vitest';
import type { Chat, ChatConnection, ChatEvent } from '../../../core/chat/conversations/Chat.ts';
import type { ChatTokens } from '../../../core/chat/conversations/ChatTokens.ts';
import type { InvitationUpdate, InvitationUpdates } from '../../../core/invitations/InvitationUpdates.ts';

export interface ChatSubject {
  readonly chat: Chat;
  readonly candidateTokens: ChatTokens;
  readonly candidateId: string;
  readonly employerTokens: ChatTokens;
  /** The conversation of an accepted invitation between the two. */
  readonly conversationId: string;
  /** A token of a candidate who is not in that conversation. */
  readonly strangerToken: string;
}

/** A connection whose events are kept, with a way to wait for one. */
function listen(connection: ChatConnection) {
  const events: ChatEvent[] = [];
  let failure: unknown = null;
  connection.events$.subscribe({ next: (event) => events.push(event), error: (error: unknown) => (failure = error) });
  const next = (match: (event: ChatEvent) => boolean) =>
    vi.waitFor(
      () => {
        const found = events.find(match);
        if (!found) throw new Error(`not yet: ${JSON.stringify(events)}`);
        return found;
      },
      { timeout: 5000, interval: 5 },
    );
  return { connection, events, next, failure: () => failure };
}

/** One contract for the chat and its tokens, run against every adapter. */
export function chatContract(name: string, world: { fresh(): Promise<ChatSubject> }) {
  describe(name, () => {
    it('carries messages between the two sides, with read receipts', async () => {
      const s = await world.fresh();
      const candidate = listen(s.chat.connect((await s.candidateTokens.sessionToken(s.candidateId))._unsafeUnwrap()));
      const employer = listen(s.chat.connect((await s.employerTokens.sessionToken(''))._unsafeUnwrap()));
      const ready = await candidate.next((event) => event.type === 'ready');
      expect(ready.type === 'ready' && ready.conversations.map((conversation) => conversation.id)).toEqual([s.conversationId]);
      await employer.next((event) => event.type === 'ready');
      candidate.connection.send({ type: 'send', conversationId: s.conversationId, text: ' Hello <b>there</b> ', clientId: 'c1' });
      const sent = await candidate.next((event) => event.type === 'sent' && event.clientId === 'c1');
      const message = sent.type === 'sent' ? sent.message : null;
      expect(message).toMatchObject({ text: 'Hello <b>there</b>', sender: 'candidate', conversationId: s.conversationId });
      await employer.next((event) => event.type === 'message' && event.message.id === message?.id);
      employer.connection.send({ type: 'read', conversationId: s.conversationId, messageId: message!.id });
      await candidate.next((event) => event.type === 'read' && event.side === 'employer' && event.messageId === message!.id);
      employer.connection.send({ type: 'history', conversationId: s.conversationId, before: null });
      const history = await employer.next((event) => event.type === 'history');
      expect(history.type === 'history' && history.messages.map((m) => m.text)).toEqual(['Hello <b>there</b>']);
      candidate.connection.close();
      employer.connection.close();
    });

    it('refuses empty text and strangers, who hear nothing', async () => {
      const s = await world.fresh();
      const candidate = listen(s.chat.connect((await s.candidateTokens.sessionToken(s.candidateId))._unsafeUnwrap()));
      const stranger = listen(s.chat.connect(s.strangerToken));
      await candidate.next((event) => event.type === 'ready');
      await stranger.next((event) => event.type === 'ready');
      candidate.connection.send({ type: 'send', conversationId: s.conversationId, text: '   ', clientId: 'e' });
      expect(await candidate.next((event) => event.type === 'refused')).toEqual({ type: 'refused', code: 'empty', clientId: 'e' });
      stranger.connection.send({ type: 'send', conversationId: s.conversationId, text: 'hi', clientId: 's' });
      expect(await stranger.next((event) => event.type === 'refused')).toEqual({ type: 'refused', code: 'not-found', clientId: 's' });
      candidate.connection.send({ type: 'send', conversationId: s.conversationId, text: 'secret', clientId: 'c' });
      await candidate.next((event) => event.type === 'sent');
      expect(JSON.stringify(stranger.events)).not.toContain('secret');
      candidate.connection.close();
      stranger.connection.close();
    });

    it('ends a connection with a token that is not one', async () => {
      const s = await world.fresh();
      const refused = listen(s.chat.connect('not-a-token'));
      await vi.waitFor(() => expect(refused.failure()).toEqual({ kind: 'chat-closed', code: 4401 }), { timeout: 5000, interval: 5 });
    });
  });
}

/** One contract for the live invitations channel, run against every adapter. */
export function invitationUpdatesContract(
  name: string,
  world: { fresh(): Promise<{ updates: InvitationUpdates; bearerToken: string; invite(): Promise<void> }> },
) {
  describe(name, () => {
    it('says ready, then changed when an invitation arrives; a bad token fails it', async () => {
      const s = await world.fresh();
      const heard: InvitationUpdate[] = [];
      const subscription = s.updates.watch(s.bearerToken).subscribe((update) => heard.push(update));
      await vi.waitFor(() => expect(heard).toEqual(['ready']), { timeout: 5000, interval: 5 });
      await s.invite();
      await vi.waitFor(() => expect(heard).toEqual(['ready', 'changed']), { timeout: 5000, interval: 5 });
      subscription.unsubscribe();
      let failed = false;
      s.updates.watch('not-a-token').subscribe({ error: () => (failed = true) });
      await vi.waitFor(() => expect(failed).toBe(true), { timeout: 5000, interval: 5 });
    });
  });
}
