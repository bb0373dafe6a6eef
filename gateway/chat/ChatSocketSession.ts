import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { WebSocket } from 'ws';
import {
  CHAT_AUTH_TIMEOUT_MS,
  SocketCloseCode,
  type ChatClientFrameDto,
  type ChatErrorCodeDto,
  type ChatServerFrameDto,
} from '../../contract/chat.ts';
import { chatTextProblem, normaliseChatText } from '../../core/chat/conversations/chatText.ts';
import type { Schema } from '../db/Schema.ts';
import type { Events } from '../events/Events.ts';
import { isOpen, passiveGate } from '../invitations/passiveSettings.ts';
import { parseClientFrame } from './chatFrames.ts';
import { verifyChatToken } from './chatTokens.ts';
import { conversationSummaries, findConversation, type ConversationRow } from './conversations.ts';
import { history, insertMessage, markRead } from './messages.ts';
import { isMember, keyOf, senderIdOf, type Participant } from './participants.ts';
import { touchPresence } from './presence.ts';
import type { SenderRateLimiter } from './SenderRateLimiter.ts';
import type { SocketHub } from './SocketHub.ts';

/** What every chat socket of a process shares. */
export interface ChatContext {
  readonly db: Kysely<Schema>;
  readonly now: () => Date;
  readonly events: Events;
  readonly secret: Uint8Array;
  readonly hub: SocketHub;
  readonly limiter: SenderRateLimiter;
}

/** A candidate's presence is written at most this often while their socket is busy. */
const PRESENCE_EVERY_MS = 60_000;

const errorTexts: Readonly<Record<ChatErrorCodeDto, string>> = {
  empty: 'A message needs some text.',
  'too-long': 'A message may have at most 2000 characters.',
  'invalid-characters': 'A message may not contain control characters.',
  'rate-limited': 'Too many messages. Wait a few seconds and try again.',
  'not-found': 'No such conversation.',
  unavailable: 'Chats are unavailable for a while.',
};

/**
 * One chat socket (docs/chat.md, "Protocol"): it authenticates with its first frame, then sends,
 * reads and pages through the conversations its participant is in, and nothing else. Frames are
 * handled one at a time in order. Anything that is not a frame of ours closes this socket only.
 */
export class ChatSocketSession {
  private participant: Participant | null = null;
  private queue: Promise<void> = Promise.resolve();
  private presenceAt = 0;
  private readonly authTimer: NodeJS.Timeout;

  constructor(
    private readonly context: ChatContext,
    private readonly socket: WebSocket,
    private readonly tenantId: string,
    private readonly log: FastifyBaseLogger,
  ) {
    this.authTimer = setTimeout(() => this.close(SocketCloseCode.unauthorized, 'Authenticate first'), CHAT_AUTH_TIMEOUT_MS);
    this.authTimer.unref();
    socket.on('message', (data, isBinary) => this.receive(data, isBinary));
    socket.on('close', () => this.closed());
  }

  private receive(data: unknown, isBinary: boolean): void {
    const text = !isBinary && Buffer.isBuffer(data) ? data.toString('utf8') : null;
    const frame = text === null ? null : parseClientFrame(text);
    if (!frame) return this.close(SocketCloseCode.badFrame, 'Not a chat frame');
    this.queue = this.queue
      .then(() => this.handle(frame))
      .catch((error: unknown) => {
        this.log.error({ event: 'chat-frame-failed', error: error instanceof Error ? error.message : String(error) });
        if (frame.type === 'send') this.refuse('unavailable', frame.clientId);
      });
  }

  private async handle(frame: ChatClientFrameDto): Promise<void> {
    if (this.socket.readyState !== this.socket.OPEN) return;
    if (frame.type === 'auth') return this.authenticate(frame.token);
    const participant = this.participant;
    if (participant === null) return this.close(SocketCloseCode.unauthorized, 'Authenticate first');
    if (frame.type === 'ping') {
      this.send({ type: 'pong' });
      return this.present(participant, false);
    }
    const conversation = await this.conversationOf(participant, frame.conversationId);
    if (!conversation) return this.refuse('not-found', frame.type === 'send' ? frame.clientId : undefined);
    if (frame.type === 'send') return this.sendMessage(participant, conversation, frame.text, frame.clientId);
    if (frame.type === 'read') return this.read(participant, conversation, frame.messageId);
    const page = await history(this.context.db, conversation.id, frame.before);
    this.send({ type: 'history', conversationId: conversation.id, ...page });
  }

  private async authenticate(token: string): Promise<void> {
    if (this.participant !== null) return this.close(SocketCloseCode.badFrame, 'Already authenticated');
    const participant = await verifyChatToken(token, this.tenantId, this.context.secret, this.context.now());
    if (participant === null) return this.close(SocketCloseCode.unauthorized, 'Not a valid chat token');
    if (!isOpen(await passiveGate(this.context.db, this.tenantId))) return this.close(SocketCloseCode.unavailable, 'Chats are unavailable');
    clearTimeout(this.authTimer);
    if (this.socket.readyState !== this.socket.OPEN) return;
    this.participant = participant;
    this.context.hub.add(keyOf(participant), this.socket);
    const conversations = await conversationSummaries(this.context.db, participant);
    this.send({ type: 'ready', side: participant.side, conversations });
    await this.present(participant, true);
  }

  private async sendMessage(participant: Participant, conversation: ConversationRow, raw: string, clientId: string): Promise<void> {
    const problem = chatTextProblem(raw);
    if (problem !== null) return this.refuse(problem, clientId);
    if (!isOpen(await passiveGate(this.context.db, this.tenantId))) return this.refuse('unavailable', clientId);
    const sender = `${participant.side}:${senderIdOf(participant)}`;
    if (!this.context.limiter.allow(sender, this.context.now().getTime())) return this.refuse('rate-limited', clientId);
    const message = await insertMessage(this.context.db, {
      conversationId: conversation.id,
      sender: participant.side,
      senderId: senderIdOf(participant),
      text: normaliseChatText(raw),
      now: this.context.now(),
    });
    this.send({ type: 'sent', clientId, message });
    await this.context.events.publish('chat-message', { tenantId: this.tenantId, conversationId: conversation.id, messageId: message.id });
    await this.present(participant, false);
  }

  private async read(participant: Participant, conversation: ConversationRow, messageId: number): Promise<void> {
    const mark = await markRead(this.context.db, conversation.id, participant.side, messageId, this.context.now());
    if (mark !== null)
      await this.context.events.publish('chat-read', {
        tenantId: this.tenantId,
        conversationId: conversation.id,
        side: participant.side,
        messageId: mark,
      });
    await this.present(participant, false);
  }

  /** The conversation, only when the participant is one of its sides: a stranger cannot tell it from one that does not exist. */
  private async conversationOf(participant: Participant, conversationId: string): Promise<ConversationRow | null> {
    const conversation = await findConversation(this.context.db, this.tenantId, conversationId);
    return conversation && isMember(participant, conversation) ? conversation : null;
  }

  private async present(participant: Participant, force: boolean): Promise<void> {
    if (participant.side !== 'candidate') return;
    const now = this.context.now();
    if (!force && now.getTime() - this.presenceAt < PRESENCE_EVERY_MS) return;
    this.presenceAt = now.getTime();
    await touchPresence(this.context.db, this.tenantId, participant.candidateId, now);
  }

  private refuse(code: ChatErrorCodeDto, clientId?: string): void {
    this.send({ type: 'error', code, message: errorTexts[code], ...(clientId === undefined ? {} : { clientId }) });
  }

  private send(frame: ChatServerFrameDto): void {
    if (this.socket.readyState === this.socket.OPEN) this.socket.send(JSON.stringify(frame));
  }

  private close(code: number, reason: string): void {
    if (this.socket.readyState === this.socket.OPEN || this.socket.readyState === this.socket.CONNECTING) this.socket.close(code, reason);
  }

  private closed(): void {
    clearTimeout(this.authTimer);
    const participant = this.participant;
    if (participant === null) return;
    this.context.hub.remove(keyOf(participant), this.socket);
    if (participant.side === 'candidate') {
      void touchPresence(this.context.db, this.tenantId, participant.candidateId, this.context.now()).catch(() => undefined);
    }
  }
}
