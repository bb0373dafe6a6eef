import type { Page } from '@playwright/test';

/** The provider's script address the e2e server is configured with (LIVECHAT_SCRIPT_URL's default). */
export const LIVECHAT_SCRIPT_URL = 'https://cdn.livechatinc.com/tracking.js';

/**
 * The provider's documented browser API (`LiveChatWidget.on('ready' | 'visibility_changed')`,
 * `LiveChatWidget.call('maximize' | 'minimize')`), played by a small script served in place of the
 * provider's, which the test machine cannot reach. Its window is a labelled region with a minimize
 * button, as the provider's own window has.
 */
const providerScript = `
(() => {
  const listeners = { ready: [], visibility_changed: [] };
  const emit = (event, data) => listeners[event].forEach((listener) => listener(data));
  let box = null;
  const call = (method) => {
    if (method === 'maximize' && !box) {
      box = document.createElement('section');
      box.setAttribute('aria-label', 'Chat window');
      box.setAttribute('data-testid', 'provider-chat-window');
      const close = document.createElement('button');
      close.textContent = 'Minimize chat';
      close.addEventListener('click', () => call('minimize'));
      box.appendChild(close);
      document.body.appendChild(box);
      emit('visibility_changed', { visibility: 'maximized' });
    } else if ((method === 'minimize' || method === 'hide') && box) {
      box.remove();
      box = null;
      emit('visibility_changed', { visibility: method === 'hide' ? 'hidden' : 'minimized' });
    }
  };
  window.LiveChatWidget = {
    on: (event, listener) => { listeners[event] && listeners[event].push(listener); if (event === 'ready') setTimeout(() => listener({ state: { visibility: 'minimized' } }), 50); },
    off: (event, listener) => { listeners[event] = (listeners[event] || []).filter((l) => l !== listener); },
    call,
  };
  window.__lcLicenceSeen = window.__lc && window.__lc.license;
})();
`;

/** Serves the stand-in provider script for this page; returns how many times it was fetched. */
export async function serveLiveChatProvider(page: Page): Promise<() => number> {
  let fetched = 0;
  await page.route(LIVECHAT_SCRIPT_URL, async (route) => {
    fetched += 1;
    await route.fulfill({ status: 200, contentType: 'text/javascript', body: providerScript });
  });
  return () => fetched;
}
