import { filter, Observable, Subject } from 'rxjs';
import type { Chat, ChatCommand, ChatConnection, ChatEvent } from '../../../core/chat/conversations/Chat.ts';
import { chatTextProblem, normaliseChatText } from '../../../core/chat/conversations/chatText.ts';
import type { ChatSide } from '../../../core/chat/conversations/Conversation.ts';
import type { PassiveWorldInMemory, WorldConversation } from '../invitations/PassiveWorldInMemory.ts';

interface Participant {
  readonly side: ChatSide;
  readonly id: string;
}

const participantOf = (token: string): Participant | null => {
  const match = /^chat:(candidate|employer):(.+)$/.exec(token);
  return match ? { side: match[1] as ChatSide, id: match[2] as string } : null;
};

const isMember = (participant: Participant, conversation: WorldConversation): boolean =>
  participant.side === 'candidate'
    ? conversation.summary.candidate.id === participant.id
    : String(conversation.summary.company.id) === participant.id;

/**
 * The chat of the fake world, with the gateway's rules (docs/chat.md): tokens from ChatTokensInMemory,
 * members only, the text rules, nothing while paused. Events reach every connection of a member.
 */
export class ChatInMemory implements Chat {
  /** Connections open now. */
  open = 0;
  readonly sent: ChatCommand[] = [];

  constructor(private readonly world: PassiveWorldInMemory) {}

  connect(sessionToken: string): ChatConnection {
    const participant = participantOf(sessionToken);
    const own = new Subject<ChatEvent>();
    let connected = false;
    const events$ = new Observable<ChatEvent>((subscriber) => {
      if (participant === null) return subscriber.error({ kind: 'chat-closed', code: 4401 });
      if (!this.world.open) return subscriber.error({ kind: 'chat-closed', code: 4503 });
      this.open += 1;
      connected = true;
      const mine = (conversationId: string) =>
        this.world.conversations.some((conversation) => conversation.summary.id === conversationId && isMember(participant, conversation));
      const forwarded = own.subscribe(subscriber);
      const shared = this.world.chatEvents.pipe(filter((event) => mine(event.conversationId))).subscribe((event) => {
        const conversation = this.find(event.conversationId);
        if (!conversation) return;
        if (event.event === 'conversation')
          subscriber.next({ type: 'conversation', conversation: this.world.summaryFor(conversation, participant.side) });
        else subscriber.next(event.payload as ChatEvent);
      });
      subscriber.next({
        type: 'ready',
        side: participant.side,
        conversations: this.world.conversations.filter((c) => isMember(participant, c)).map((c) => this.world.summaryFor(c, participant.side)),
      });
      return () => {
        this.open -= 1;
        connected = false;
        forwarded.unsubscribe();
        shared.unsubscribe();
      };
    });
    return {
      events$,
      send: (command) => {
        if (!connected || participant === null) return;
        this.sent.push(command);
        for (const event of this.handle(participant, command)) own.next(event);
      },
      close: () => own.complete(),
    };
  }

  private find(conversationId: string): WorldConversation | undefined {
    return this.world.conversations.find((conversation) => conversation.summary.id === conversationId);
  }

  /** What the sender's own connection hears back (others hear through the world's events). */
  private handle(participant: Participant, command: ChatCommand): ChatEvent[] {
    if (command.type === 'ping') return [{ type: 'pong' }];
    const conversation = this.find(command.conversationId);
    const clientId = command.type === 'send' ? { clientId: command.clientId } : {};
    if (!conversation || !isMember(participant, conversation)) return [{ type: 'refused', code: 'not-found', ...clientId }];
    if (command.type === 'history')
      return [{ type: 'history', conversationId: conversation.summary.id, messages: [...conversation.messages], hasMore: false }];
    if (command.type === 'read') {
      const newest = conversation.messages[conversation.messages.length - 1]?.id ?? 0;
      const mark = Math.min(command.messageId, newest);
      if (mark > (conversation.readUpTo[participant.side] ?? 0)) {
        conversation.readUpTo[participant.side] = mark;
        this.world.chatEvents.next({
          conversationId: conversation.summary.id,
          event: 'read',
          payload: { type: 'read', conversationId: conversation.summary.id, side: participant.side, messageId: mark },
        });
      }
      return [];
    }
    const problem = chatTextProblem(command.text);
    if (problem !== null) return [{ type: 'refused', code: problem, clientId: command.clientId }];
    if (!this.world.open) return [{ type: 'refused', code: 'unavailable', clientId: command.clientId }];
    const message = {
      id: this.world.nextMessageId(),
      conversationId: conversation.summary.id,
      sender: participant.side,
      text: normaliseChatText(command.text),
      sentAt: new Date(0).toISOString(),
    };
    conversation.messages.push(message);
    this.world.chatEvents.next({ conversationId: conversation.summary.id, event: 'message', payload: { type: 'message', message } });
    return [{ type: 'sent', clientId: command.clientId, message }];
  }
}
