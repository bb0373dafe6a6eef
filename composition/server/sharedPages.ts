import { isbot } from 'isbot';
import { COOKIE_CONSENT_COOKIE } from '../../core/preferences/CookieConsent.ts';
import { PASSIVE_BANNER_COOKIE } from '../../core/preferences/Banners.ts';
import { CURRENCY_COOKIE } from '../../core/preferences/currencyChoice.ts';
import { LIST_LAYOUT_COOKIE } from '../../core/preferences/listLayout.ts';
import { COLOR_MODE_COOKIE, LANGUAGE_COOKIE } from '../../core/preferences/preferenceCookies.ts';
import { HIDE_SUB_MESSAGE_COOKIE } from '../../core/alerts/surfaces/alertSurfaces.ts';
import { SESSION_ID_COOKIE, UTM_COOKIE } from '../../core/session/sessionCookies.ts';
import { SHARED_PAGE_HEADER } from '../../ui/app/sharedPage.ts';

/** The cookies a page without a session is drawn with: each is part of the key. */
const shapingCookies: ReadonlySet<string> = new Set([
  LANGUAGE_COOKIE,
  COLOR_MODE_COOKIE,
  CURRENCY_COOKIE,
  COOKIE_CONSENT_COOKIE,
  PASSIVE_BANNER_COOKIE,
  LIST_LAYOUT_COOKIE,
  HIDE_SUB_MESSAGE_COOKIE,
]);
/** Analytics cookies the browser sends back to the API: no page reads them. */
const unreadCookies: ReadonlySet<string> = new Set([SESSION_ID_COOKIE, UTM_COOKIE]);

export interface PageRequest {
  readonly method: string;
  readonly protocol: string;
  readonly host: string;
  readonly url: string;
  readonly userAgent: string | undefined;
  readonly cookies: Readonly<Record<string, string | undefined>>;
}

/**
 * What a page without a session depends on besides the data: the site, the address, whether a crawler
 * asks (it gets the whole page at once) and the preference cookies. Null when the page may not be
 * shared: not a GET, or any other cookie, which may be a session, an unknown one included.
 */
export function sharedPageKey(request: PageRequest): string | null {
  if (request.method !== 'GET') return null;
  const names = Object.keys(request.cookies).filter((name) => !unreadCookies.has(name));
  if (names.some((name) => !shapingCookies.has(name))) return null;
  const preferences = names
    .sort()
    .map((name) => `${name}=${request.cookies[name] ?? ''}`)
    .join(';');
  const reader = isbot(request.userAgent ?? '') ? 'crawler' : 'browser';
  return [request.protocol, request.host, request.url, reader, preferences].join('\n');
}

/** Seconds a rendered page may be shared, as its route said (`ui/app/sharedPage.ts`); null: not shareable. */
export function sharedSeconds(response: Response): number | null {
  if (response.status !== 200 || response.headers.has('set-cookie')) return null;
  if (!(response.headers.get('content-type') ?? '').startsWith('text/html')) return null;
  const seconds = Number(response.headers.get(SHARED_PAGE_HEADER));
  return Number.isInteger(seconds) && seconds > 0 ? seconds : null;
}

export interface Nonces {
  readonly script: string;
  readonly style: string;
}

/** A rendered page kept for others: its body cut at the nonces it was rendered with. */
export interface SharedPage {
  readonly headers: readonly (readonly [string, string])[];
  readonly parts: readonly (Buffer | keyof Nonces)[];
  readonly bytes: number;
  readonly version: number;
  readonly expiresAt: number;
}

/**
 * Cuts a page at its nonces, so that each visitor gets the page with the nonces of their own response
 * (the CSP stays per response). Nonces are random and long: they occur nowhere else in a page.
 */
export function cutAtNonces(body: string, nonces: Nonces): SharedPage['parts'] {
  const parts: (Buffer | keyof Nonces)[] = [];
  const pattern = new RegExp(`(${escape(nonces.script)}|${escape(nonces.style)})`);
  for (const piece of body.split(pattern)) {
    if (piece === nonces.script) parts.push('script');
    else if (piece === nonces.style) parts.push('style');
    else if (piece !== '') parts.push(Buffer.from(piece));
  }
  return parts;
}

export function withNonces(parts: SharedPage['parts'], nonces: Nonces): Buffer {
  return Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(nonces[part]) : part)));
}

const escape = (text: string) => text.replaceAll(/[.*+?^${}()|[\]\\]/g, '\\$&');

export interface SharedPagesOptions {
  /** The offers' version (gateway OfferChanges, moved by writes here and by other processes' events): a new one drops every page. */
  readonly version: () => number;
  readonly maxBytes: number;
  readonly now?: () => number;
}

/**
 * Pages rendered for visitors without a session, shared with the next ones for the few seconds their
 * route allows, in this process, up to a byte budget (the least recently used go first). Any offer
 * write, in this process or another, drops them all.
 */
export class SharedPages {
  private readonly pages = new Map<string, SharedPage>();
  private bytes = 0;
  private readonly now: () => number;

  constructor(private readonly options: SharedPagesOptions) {
    this.now = options.now ?? Date.now;
  }

  get(key: string): SharedPage | null {
    const page = this.pages.get(key);
    if (page === undefined) return null;
    this.forget(key);
    if (page.version !== this.options.version() || page.expiresAt <= this.now()) return null;
    this.remember(key, page);
    return page;
  }

  put(key: string, page: Omit<SharedPage, 'version' | 'expiresAt' | 'bytes'>, seconds: number): void {
    this.forget(key);
    const bytes = page.parts.reduce((sum, part) => sum + (typeof part === 'string' ? 0 : part.length), 0);
    if (bytes > this.options.maxBytes) return;
    this.remember(key, { ...page, bytes, version: this.options.version(), expiresAt: this.now() + seconds * 1000 });
    for (const [oldest] of this.pages) {
      if (this.bytes <= this.options.maxBytes) break;
      this.forget(oldest);
    }
  }

  private remember(key: string, page: SharedPage): void {
    this.pages.set(key, page);
    this.bytes += page.bytes;
  }

  private forget(key: string): void {
    const page = this.pages.get(key);
    if (page === undefined) return;
    this.pages.delete(key);
    this.bytes -= page.bytes;
  }
}
