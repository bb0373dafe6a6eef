import { describe, expect, it } from 'vitest';
import type { ChatWindow, LiveChatWidget } from '../../../core/chat/LiveChatWidget.ts';

/** The provider behind a widget, as far as a test can see and drive it. */
export interface ChatProvider {
  /** The provider's window now; null while nothing is loaded. */
  readonly window: () => ChatWindow | null;
  /** What the provider's own buttons do: maximize ('open') or minimize ('closed'). */
  readonly press: (window: ChatWindow) => void;
}

export interface LiveChatWidgetFixture {
  readonly widget: LiveChatWidget;
  readonly provider: ChatProvider;
}

const settings = { licence: '12345', scriptUrl: 'https://chat.example/tracking.js' };

/**
 * What every LiveChatWidget promises (core/chat/LiveChatWidget.ts): nothing happens before a load;
 * a load succeeds once the provider is ready, or fails with chat-load-failed; then opening
 * maximizes and minimizing minimizes the provider's window, and the provider's own buttons reach
 * the listeners until they unsubscribe.
 */
export function liveChatWidgetContract(adapter: string, fresh: (providerAvailable: boolean) => LiveChatWidgetFixture): void {
  describe(`LiveChatWidget contract: ${adapter}`, () => {
    it('does nothing before a load: opening and minimizing are ignored, never thrown', () => {
      const { widget, provider } = fresh(true);
      expect(() => widget.open()).not.toThrow();
      expect(() => widget.minimize()).not.toThrow();
      expect(provider.window()).toBeNull();
    });

    it('loads when the provider is there; then opens and minimizes its window', async () => {
      const { widget, provider } = fresh(true);
      expect((await widget.load(settings)).isOk()).toBe(true);
      widget.open();
      expect(provider.window()).toBe('open');
      widget.minimize();
      expect(provider.window()).toBe('closed');
    });

    it('passes the provider’s own buttons on to the listeners, until they unsubscribe', async () => {
      const { widget, provider } = fresh(true);
      (await widget.load(settings))._unsafeUnwrap();
      const heard: ChatWindow[] = [];
      const unsubscribe = widget.onWindowChange((window) => heard.push(window));
      provider.press('open');
      provider.press('closed');
      unsubscribe();
      provider.press('open');
      expect(heard).toEqual(['open', 'closed']);
    });

    it('fails with chat-load-failed when the provider cannot be loaded', async () => {
      const { widget } = fresh(false);
      expect((await widget.load(settings))._unsafeUnwrapErr()).toMatchObject({ kind: 'chat-load-failed', message: expect.any(String) });
    });
  });
}
