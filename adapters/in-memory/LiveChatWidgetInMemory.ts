import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { ChatWindow, LiveChatFailure, LiveChatSettings, LiveChatWidget } from '../../core/chat/LiveChatWidget.ts';

/**
 * A widget without a provider: for tests (it records calls and can fail) and for the server
 * renderer, where no chat ever loads (`available: false`). Like the real script, it opens and
 * minimizes nothing until it has loaded (tests/contracts/chat/liveChatWidget.contract.ts).
 */
export class LiveChatWidgetInMemory implements LiveChatWidget {
  readonly calls: string[] = [];
  /** The provider's window: null until loaded. */
  window: ChatWindow | null = null;
  private readonly listeners = new Set<(window: ChatWindow) => void>();

  constructor(private readonly options: { readonly available: boolean } = { available: true }) {}

  load(settings: LiveChatSettings): ResultAsync<void, LiveChatFailure> {
    this.calls.push(`load ${settings.licence}`);
    if (!this.options.available) return errAsync({ kind: 'chat-load-failed', message: 'no live chat here' });
    this.window = 'closed';
    return okAsync(undefined);
  }

  open(): void {
    this.calls.push('open');
    if (this.window !== null) this.window = 'open';
  }

  minimize(): void {
    this.calls.push('minimize');
    if (this.window !== null) this.window = 'closed';
  }

  onWindowChange(listener: (window: ChatWindow) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** What the provider's own buttons would do. */
  emit(window: ChatWindow): void {
    this.window = window;
    for (const listener of this.listeners) listener(window);
  }
}
