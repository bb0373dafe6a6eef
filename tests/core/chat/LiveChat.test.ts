import { firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { ErrorReporterInMemory } from '../../../adapters/in-memory/ErrorReporterInMemory.ts';
import { LiveChatWidgetInMemory } from '../../../adapters/in-memory/LiveChatWidgetInMemory.ts';
import { LiveChat } from '../../../core/chat/LiveChat.ts';
import type { CookieConsentState } from '../../../core/preferences/CookieConsent.ts';
import { settle } from '../../support/virtualTime.ts';

const settings = { licence: '12345', scriptUrl: 'https://chat.example/tracking.js' };
const consent = (functionality: boolean): CookieConsentState => ({ strict: true, performance: false, targeting: false, functionality });

function setUp(available = true) {
  const widget = new LiveChatWidgetInMemory({ available });
  const reporter = new ErrorReporterInMemory();
  return { widget, reporter, chat: new LiveChat(widget, reporter) };
}

describe('LiveChat', () => {
  it('loads with a licence and consent to functionality cookies; only then are its entries shown', async () => {
    const { chat, widget } = setUp();
    expect(chat.current.loaded).toBe(false);
    expect(chat.start(settings, consent(true))).toBe(true);
    await settle();
    expect(widget.calls).toEqual(['load 12345']);
    expect((await firstValueFrom(chat.state$)).loaded).toBe(true);
  });

  it('loads nothing without a licence, without a decision, or without consent to functionality cookies', async () => {
    for (const [config, decision] of [
      [null, consent(true)],
      [{ ...settings, licence: '  ' }, consent(true)],
      [settings, null],
      [settings, consent(false)],
    ] as const) {
      const { chat, widget } = setUp();
      expect(chat.start(config, decision)).toBe(false);
      await settle();
      expect(widget.calls).toEqual([]);
      expect(chat.current.loaded).toBe(false);
    }
  });

  it('never loads twice', async () => {
    const { chat, widget } = setUp();
    chat.start(settings, consent(true));
    chat.start(settings, consent(true));
    await settle();
    expect(widget.calls).toEqual(['load 12345']);
  });

  it('reports a load failure and keeps the entries hidden', async () => {
    const { chat, reporter } = setUp(false);
    chat.start(settings, consent(true));
    await settle();
    expect(chat.current.loaded).toBe(false);
    expect(reporter.reported).toEqual([{ error: { kind: 'chat-load-failed', message: 'no live chat here' }, context: { during: 'live chat load' } }]);
  });

  it('starts hidden with its window closed, and neither opens nor closes the widget before it loaded', () => {
    const { chat, widget } = setUp();
    expect(chat.current).toEqual({ loaded: false, window: 'closed' });
    chat.open();
    chat.close();
    expect(widget.calls).toEqual([]);
    expect(chat.current).toEqual({ loaded: false, window: 'closed' });
  });

  it('opens by maximizing and closes by minimizing; the widget closing itself counts as closed', async () => {
    const { chat, widget } = setUp();
    chat.open();
    expect(widget.calls).toEqual([]);
    chat.start(settings, consent(true));
    await settle();
    chat.open();
    expect(chat.current.window).toBe('open');
    chat.close();
    expect(chat.current.window).toBe('closed');
    chat.open();
    widget.emit('closed');
    expect(chat.current.window).toBe('closed');
    expect(widget.calls).toEqual(['load 12345', 'open', 'minimize', 'open']);
  });
});
