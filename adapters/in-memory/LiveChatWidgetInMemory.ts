import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { ChatWindow, LiveChatFailure, LiveChatSettings, LiveChatWidget } from '../../core/chat/LiveChatWidget.ts';

/**
 * A widget without a provider: for tests (it records calls and can fail) and for the server
 * renderer, where no chat ever loads (`available: false`).
 */
export class LiveChatWidgetInMemory implements LiveChatWidget {
  readonly calls: string[] = [];
  private readonly listeners = new Set<(window: ChatWindow) => void>();

  constructor(private readonly options: { readonly available: boolean } = { available: true }) {}

  load(settings: LiveChatSettings): ResultAsync<void, LiveChatFailure> {
    this.calls.push(`load ${settings.licence}`);
    return this.options.available ? okAsync(undefined) : errAsync({ kind: 'chat-load-failed', message: 'no live chat here' });
  }

  open(): void {
    this.calls.push('open');
  }

  minimize(): void {
    this.calls.push('minimize');
  }

  onWindowChange(listener: (window: ChatWindow) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** What the provider's own buttons would do. */
  emit(window: ChatWindow): void {
    for (const listener of this.listeners) listener(window);
  }
}
