import type { Container } from 'inversify';
import { LiveChatScript } from '../../adapters/browser/LiveChatScript.ts';
import { LiveChatWidgetInMemory } from '../../adapters/in-memory/LiveChatWidgetInMemory.ts';
import { LiveChat } from '../../core/chat/LiveChat.ts';
import { provideClass } from '../provide.ts';
import { T } from '../tokens.ts';

/** In the browser: the provider's script, added to this page when the chat starts. */
export function bindLiveChatBrowser(container: Container, document: Document): void {
  container.bind(T.LiveChatWidget).toConstantValue(new LiveChatScript(document));
}

/** Where no chat can load (the server renderer, the CLI): the widget answers "not here". */
export function bindNoLiveChat(container: Container): void {
  container.bind(T.LiveChatWidget).toConstantValue(new LiveChatWidgetInMemory({ available: false }));
}

/** One LiveChat per container: the page's chat state. */
export function bindLiveChatUseCases(container: Container): void {
  provideClass(container, T.LiveChat, LiveChat, [T.LiveChatWidget, T.ErrorReporter]);
}
