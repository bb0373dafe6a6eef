import { LiveChatScript } from '../../adapters/browser/LiveChatScript.ts';
import { LiveChatWidgetInMemory } from '../../adapters/in-memory/LiveChatWidgetInMemory.ts';
import { LiveChat } from '../../core/chat/LiveChat.ts';
import type { LiveChatWidget } from '../../core/chat/LiveChatWidget.ts';
import { contextModule, pick, type ContextModule, valuesModule } from '../kernel/ContextModule.ts';
import { provideClass } from '../kernel/provide.ts';
import { SharedKeys } from '../shared/sharedKeys.ts';
import { ChatKeys as K } from './chatKeys.ts';

/** One LiveChat per container: the page's chat state. */
export const chatUseCases: ContextModule = contextModule('chat.useCases', pick(K, 'LiveChat'), (container) => {
  provideClass(container, K.LiveChat, LiveChat, [K.LiveChatWidget, SharedKeys.ErrorReporter]);
});

/** In the browser: the provider's script, added to this page when the chat starts. */
export const liveChatInBrowser = (document: Document): ContextModule =>
  contextModule('chat.browser', pick(K, 'LiveChatWidget'), (container) => {
    container.bind(K.LiveChatWidget).toConstantValue(new LiveChatScript(document));
  });

/** Where no chat can load (the server renderer, the CLI): the widget answers "not here". A test may give its own. */
export const noLiveChat = (widget: LiveChatWidget = new LiveChatWidgetInMemory({ available: false })): ContextModule =>
  valuesModule('chat.none', K, { LiveChatWidget: widget });
