import { distinctUntilChanged, map, type Observable, type SchedulerLike, type Subscription } from 'rxjs';
import type { Log } from '../../shared/Log.ts';
import type { Chat, ChatClosed, ChatCommand, ChatConnection } from './Chat.ts';
import type { ChatStore } from './ChatStore.ts';
import type { GetChatToken } from './GetChatToken.ts';

/** What decides whether the chat connects (platform.md 4). */
export interface ChatConditions {
  /** The chat user (chatUserId), or null when nobody is logged in. */
  readonly userId: string | null;
  /** The passive-candidates feature flag of the token. */
  readonly featureOn: boolean;
  readonly maintenance: boolean;
  /** Invitations the user has (any status). */
  readonly invitations: number;
}

/** The chat connects only when the feature is on, no maintenance is active and the user has at least one invitation. */
export const mayConnect = (conditions: ChatConditions): boolean =>
  conditions.userId !== null && conditions.featureOn && !conditions.maintenance && conditions.invitations > 0;

export const CHAT_PING_MS = 30_000;
export const CHAT_FIRST_RETRY_MS = 1000;
export const CHAT_RETRY_CAP_MS = 30_000;
/** The chat refused the token (expired): a new one is fetched before reconnecting. */
const TOKEN_REFUSED = 4401;

/**
 * The chat connection of a page: connects when the conditions allow and a session token was
 * obtained (GetChatToken), disconnects when they stop allowing or on `stop` (unmount). Events go to
 * the ChatStore; a message arriving in the open conversation is marked read at once. A connection
 * that ends is reopened after 1 s, 2 s, 4 s … (at most 30 s) while the conditions hold; a ping keeps
 * it alive every 30 s. Init failures (ended before `ready`) and unreadable frames (the unread
 * counts among them) are logged only (platform.md 8).
 */
export class ChatConnector {
  private connection: ChatConnection | null = null;
  private subscriptions: Subscription[] = [];
  private generation = 0;
  private delay = CHAT_FIRST_RETRY_MS;

  constructor(
    private readonly chat: Chat,
    private readonly getToken: GetChatToken,
    private readonly store: ChatStore,
    private readonly log: Log,
    private readonly scheduler: SchedulerLike,
  ) {}

  /** Whether commands reach the chat now. */
  get connected(): boolean {
    return this.connection !== null && this.store.current.status === 'ready';
  }

  /** Sends a command when connected; false otherwise. */
  send(command: ChatCommand): boolean {
    if (!this.connected || this.connection === null) return false;
    this.connection.send(command);
    return true;
  }

  /** Follows the conditions until the returned function is called (the component's unmount). */
  start(conditions$: Observable<ChatConditions>): () => void {
    const following = conditions$
      .pipe(
        map((conditions) => (mayConnect(conditions) ? conditions.userId : null)),
        distinctUntilChanged(),
      )
      .subscribe((userId) => {
        this.disconnect();
        this.delay = CHAT_FIRST_RETRY_MS;
        if (userId !== null) this.connect(userId, this.generation);
      });
    return () => {
      following.unsubscribe();
      this.disconnect();
    };
  }

  private connect(userId: string, generation: number): void {
    this.store.setStatus('connecting');
    void this.getToken.execute(userId).match(
      (token) => {
        if (generation === this.generation) this.open(userId, token, generation);
      },
      () => {
        if (generation === this.generation) this.store.setStatus('offline');
      },
    );
  }

  private open(userId: string, token: string, generation: number): void {
    const connection = this.chat.connect(token);
    this.connection = connection;
    let ready = false;
    this.subscriptions.push(
      connection.events$.subscribe({
        next: (event) => {
          if (event.type === 'ready') {
            ready = true;
            this.delay = CHAT_FIRST_RETRY_MS;
          }
          if (event.type === 'undecodable') this.log.error('chat unread count or frame could not be read', { userId });
          this.store.apply(event);
          if (event.type === 'message' && event.message.conversationId === this.store.open && event.message.sender !== this.store.current.side) {
            connection.send({ type: 'read', conversationId: event.message.conversationId, messageId: event.message.id });
          }
        },
        error: (closed: ChatClosed) => {
          if (!ready) this.log.error('chat init failed', { userId, code: closed.code });
          if (closed.code === TOKEN_REFUSED) this.getToken.forget(userId);
          this.lost(userId, generation);
        },
        complete: () => this.store.setStatus('offline'),
      }),
      this.scheduler.schedule(function ping(this: { schedule(state?: unknown, delay?: number): unknown }) {
        connection.send({ type: 'ping' });
        this.schedule(undefined, CHAT_PING_MS);
      }, CHAT_PING_MS),
    );
  }

  private lost(userId: string, generation: number): void {
    this.clearConnection();
    this.store.setStatus('offline');
    const delay = this.delay;
    this.delay = Math.min(this.delay * 2, CHAT_RETRY_CAP_MS);
    this.subscriptions.push(
      this.scheduler.schedule(() => {
        if (generation === this.generation) this.connect(userId, generation);
      }, delay),
    );
  }

  private clearConnection(): void {
    const connection = this.connection;
    this.connection = null;
    const subscriptions = this.subscriptions;
    this.subscriptions = [];
    subscriptions.forEach((subscription) => subscription.unsubscribe());
    connection?.close();
  }

  private disconnect(): void {
    this.generation += 1;
    this.clearConnection();
    this.store.reset();
  }
}
