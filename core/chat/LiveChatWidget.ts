import type { ResultAsync } from 'neverthrow';

/** The live-chat provider's script could not be loaded or did not become ready. */
export type LiveChatFailure = { readonly kind: 'chat-load-failed'; readonly message: string };

/** The board's live-chat configuration (LIVECHAT_LICENSE, LIVECHAT_SCRIPT_URL). */
export interface LiveChatSettings {
  readonly licence: string;
  readonly scriptUrl: string;
}

/** Where the widget is: its window maximized (open), minimized, or hidden. */
export type ChatWindow = 'open' | 'closed';

/**
 * A third-party live-chat widget, loaded with a licence (platform.md: live chat widget). The
 * adapter injects the provider's script; nothing loads until `load` is called.
 */
export interface LiveChatWidget {
  /** Loads the widget; succeeds once it is ready. */
  load(settings: LiveChatSettings): ResultAsync<void, LiveChatFailure>;
  /** Maximizes the chat window. */
  open(): void;
  /** Minimizes it. */
  minimize(): void;
  /** The window opened or closed in the widget itself (its own buttons); returns the unsubscribe. */
  onWindowChange(listener: (window: ChatWindow) => void): () => void;
}
