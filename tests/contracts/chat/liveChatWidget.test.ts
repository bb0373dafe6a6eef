// @vitest-environment jsdom
import { LiveChatScript } from '../../../adapters/browser/LiveChatScript.ts';
import { LiveChatWidgetInMemory } from '../../../adapters/in-memory/LiveChatWidgetInMemory.ts';
import type { ChatWindow } from '../../../core/chat/LiveChatWidget.ts';
import { liveChatWidgetContract } from './liveChatWidget.contract.ts';

liveChatWidgetContract('LiveChatWidgetInMemory', (available) => {
  const widget = new LiveChatWidgetInMemory({ available });
  return { widget, provider: { window: () => widget.window, press: (window) => widget.emit(window) } };
});

type Listener = (data: { visibility?: string }) => void;
let stopLastProvider = () => undefined as void;
type ProviderWindow = Window & { LiveChatWidget?: unknown };

/**
 * The provider's script, played in jsdom: when the adapter adds the script, it either "loads" and
 * defines LiveChat's documented `LiveChatWidget` API (which becomes ready at once), or fails to load.
 */
function scriptProvider(available: boolean) {
  let window: ChatWindow | null = null;
  const listeners = new Map<string, Set<Listener>>();
  const emit = (event: string, data: { visibility?: string } = {}) => listeners.get(event)?.forEach((listener) => listener(data));
  const api = {
    on: (event: string, listener: Listener) => {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(listener));
      if (event === 'ready') queueMicrotask(() => listener({}));
    },
    off: (event: string, listener: Listener) => void listeners.get(event)?.delete(listener),
    call: (method: 'maximize' | 'minimize' | 'hide') => {
      window = method === 'maximize' ? 'open' : 'closed';
    },
  };
  const observer = new MutationObserver(() => {
    for (const script of document.head.querySelectorAll('script')) {
      if (script.dataset['played'] === 'yes') continue;
      script.dataset['played'] = 'yes';
      if (available) {
        (document.defaultView as ProviderWindow).LiveChatWidget = api;
        window = 'closed';
        script.dispatchEvent(new Event('load'));
      } else {
        script.dispatchEvent(new Event('error'));
      }
    }
  });
  observer.observe(document.head, { childList: true });
  stopLastProvider();
  stopLastProvider = () => observer.disconnect();
  const press = (next: ChatWindow) => {
    window = next;
    emit('visibility_changed', { visibility: next === 'open' ? 'maximized' : 'minimized' });
  };
  return { window: () => window, press };
}

liveChatWidgetContract('LiveChatScript in a browser document', (available) => {
  document.head.replaceChildren();
  delete (document.defaultView as ProviderWindow).LiveChatWidget;
  return { widget: new LiveChatScript(document), provider: scriptProvider(available) };
});
