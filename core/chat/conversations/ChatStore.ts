import { BehaviorSubject, distinctUntilChanged, map, type Observable } from 'rxjs';
import type { ChatEvent } from './Chat.ts';
import { applyChatEvent, emptyChat, unreadChats, type ChatState, type ChatStatus, type PendingMessage } from './chatState.ts';

/** The chat as this tab knows it: one per container (the candidate's page, the employer panel). */
export class ChatStore {
  private readonly subject = new BehaviorSubject<ChatState>(emptyChat);
  readonly state$: Observable<ChatState> = this.subject.asObservable();
  /** Conversations with unread messages, or null while the chat is not connected (the session's count stands). */
  readonly unreadChats$: Observable<number | null> = this.state$.pipe(
    map((state) => (state.status === 'ready' ? unreadChats(state) : null)),
    distinctUntilChanged(),
  );
  private openConversation: string | null = null;

  get current(): ChatState {
    return this.subject.getValue();
  }

  /** The conversation on screen: its new messages are read at once. */
  get open(): string | null {
    return this.openConversation;
  }

  setOpen(conversationId: string | null): void {
    this.openConversation = conversationId;
  }

  apply(event: ChatEvent): void {
    const next = applyChatEvent(this.current, event);
    if (next !== this.current) this.subject.next(next);
  }

  setStatus(status: ChatStatus): void {
    if (this.current.status !== status) this.subject.next({ ...this.current, status });
  }

  addPending(pending: PendingMessage): void {
    this.subject.next({ ...this.current, pending: [...this.current.pending, pending] });
  }

  dropPending(clientId: string): void {
    this.subject.next({ ...this.current, pending: this.current.pending.filter((pending) => pending.clientId !== clientId) });
  }

  reset(): void {
    this.openConversation = null;
    this.subject.next(emptyChat);
  }
}
