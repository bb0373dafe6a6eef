import { BehaviorSubject, type Observable } from 'rxjs';
import type { CookieConsentState } from '../preferences/CookieConsent.ts';
import type { ErrorReporter } from '../shared/ErrorReporter.ts';
import type { ChatWindow, LiveChatSettings, LiveChatWidget } from './LiveChatWidget.ts';

export interface LiveChatState {
  /** The widget is ready: the menu's and footer's live-chat entries show only then. */
  readonly loaded: boolean;
  readonly window: ChatWindow;
}

/**
 * The live chat of a page. It loads only when the board has a licence and the visitor allowed
 * functionality cookies (the widget sets its own); never twice. A load failure is reported and the
 * entries stay hidden. Opening maximizes the window; closing minimizes it; the widget's own
 * minimize or hide counts as closed (platform.md).
 */
export class LiveChat {
  private readonly subject = new BehaviorSubject<LiveChatState>({ loaded: false, window: 'closed' });
  readonly state$: Observable<LiveChatState> = this.subject.asObservable();
  private started = false;

  constructor(
    private readonly widget: LiveChatWidget,
    private readonly reporter: ErrorReporter,
  ) {}

  get current(): LiveChatState {
    return this.subject.getValue();
  }

  /** Starts the widget when allowed: a licence, and consent to functionality cookies. Returns whether it started loading. */
  start(settings: LiveChatSettings | null, consent: CookieConsentState | null): boolean {
    if (this.started || settings === null || settings.licence.trim() === '' || consent?.functionality !== true) return false;
    this.started = true;
    void this.widget.load(settings).match(
      () => {
        this.widget.onWindowChange((window) => this.subject.next({ ...this.current, window }));
        this.subject.next({ ...this.current, loaded: true });
      },
      (failure) => this.reporter.report(failure, { during: 'live chat load' }),
    );
    return true;
  }

  open(): void {
    if (!this.current.loaded) return;
    this.widget.open();
    this.subject.next({ ...this.current, window: 'open' });
  }

  close(): void {
    if (!this.current.loaded) return;
    this.widget.minimize();
    this.subject.next({ ...this.current, window: 'closed' });
  }
}
