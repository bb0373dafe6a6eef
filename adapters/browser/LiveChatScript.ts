import { ResultAsync } from 'neverthrow';
import type { ChatWindow, LiveChatFailure, LiveChatSettings, LiveChatWidget } from '../../core/chat/LiveChatWidget.ts';

/** The provider's documented browser API (LiveChat's `LiveChatWidget`), as far as we use it. */
interface ProviderApi {
  on(event: 'ready', listener: () => void): void;
  on(event: 'visibility_changed', listener: (data: { visibility?: string }) => void): void;
  off?(event: string, listener: (...args: never[]) => void): void;
  call(method: 'maximize' | 'minimize' | 'hide'): void;
}

type ProviderWindow = Window & { __lc?: Record<string, unknown>; LiveChatWidget?: ProviderApi };

/** How long the widget may take from script load to ready. */
const READY_TIMEOUT_MS = 15_000;

/**
 * The LiveChat widget: sets the licence, adds the provider's script (with the page's CSP nonce)
 * and waits for its `ready` event. Opening maximizes the window, closing minimizes it; the widget's
 * own `visibility_changed` (maximized, minimized, hidden) is passed on.
 */
export class LiveChatScript implements LiveChatWidget {
  private api: ProviderApi | null = null;

  constructor(
    private readonly document: Document,
    private readonly nonce: string = '',
  ) {}

  load(settings: LiveChatSettings): ResultAsync<void, LiveChatFailure> {
    const view = this.document.defaultView as ProviderWindow | null;
    if (!view) return ResultAsync.fromPromise(Promise.reject(new Error('no window')), () => failed('no window'));
    view.__lc = { ...(view.__lc ?? {}), license: settings.licence.trim(), integration_name: 'jobboard' };
    return ResultAsync.fromPromise(this.inject(view, settings.scriptUrl), (error) => failed(error instanceof Error ? error.message : String(error)));
  }

  open(): void {
    this.api?.call('maximize');
  }

  minimize(): void {
    this.api?.call('minimize');
  }

  onWindowChange(listener: (window: ChatWindow) => void): () => void {
    const handler = (data: { visibility?: string }) => listener(data.visibility === 'maximized' ? 'open' : 'closed');
    this.api?.on('visibility_changed', handler);
    return () => this.api?.off?.('visibility_changed', handler as never);
  }

  private inject(view: ProviderWindow, scriptUrl: string): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const script = this.document.createElement('script');
      script.src = scriptUrl;
      script.async = true;
      if (this.nonce !== '') script.nonce = this.nonce;
      const timer = view.setTimeout(() => reject(new Error('the chat widget did not become ready')), READY_TIMEOUT_MS);
      script.addEventListener('error', () => {
        view.clearTimeout(timer);
        reject(new Error(`the chat script could not be loaded from ${scriptUrl}`));
      });
      script.addEventListener('load', () => {
        const api = view.LiveChatWidget;
        if (!api || typeof api.on !== 'function' || typeof api.call !== 'function') {
          view.clearTimeout(timer);
          reject(new Error('the chat script did not provide LiveChatWidget'));
          return;
        }
        api.on('ready', () => {
          view.clearTimeout(timer);
          this.api = api;
          resolve();
        });
      });
      this.document.head.appendChild(script);
    });
  }
}

const failed = (message: string): LiveChatFailure => ({ kind: 'chat-load-failed', message });
