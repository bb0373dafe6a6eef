import { BehaviorSubject, type Observable } from 'rxjs';
import type { CookieJar } from '../shared/CookieJar.ts';
import { ONE_YEAR_SECONDS } from './preferenceCookies.ts';

export const COOKIE_CONSENT_COOKIE = 'cookie-consent';

export type CookieCategory = 'strict' | 'performance' | 'targeting' | 'functionality';
export const cookieCategories: readonly CookieCategory[] = ['strict', 'performance', 'targeting', 'functionality'];

/** The visitor's decision. Strict cookies are always allowed. */
export interface CookieConsentState {
  readonly strict: true;
  readonly performance: boolean;
  readonly targeting: boolean;
  readonly functionality: boolean;
}

export type OptionalCategories = Omit<CookieConsentState, 'strict'>;

const bits = { performance: 1, targeting: 2, functionality: 4 } as const;

/** Cookie format: the optional categories as a decimal bit mask 0..7 (performance 1, targeting 2, functionality 4). */
export function encodeConsent(consent: OptionalCategories): string {
  return String(
    (consent.performance ? bits.performance : 0) | (consent.targeting ? bits.targeting : 0) | (consent.functionality ? bits.functionality : 0),
  );
}

/** The decision in a cookie value, or null (not decided yet) for anything but a mask 0..7. */
export function decodeConsent(value: string | null | undefined): CookieConsentState | null {
  if (typeof value !== 'string' || !/^[0-7]$/.test(value)) return null;
  const mask = Number(value);
  return {
    strict: true,
    performance: (mask & bits.performance) !== 0,
    targeting: (mask & bits.targeting) !== 0,
    functionality: (mask & bits.functionality) !== 0,
  };
}

const all = (allowed: boolean): OptionalCategories => ({ performance: allowed, targeting: allowed, functionality: allowed });

/** The banner's two one-click answers, as a form posts them when the page has no script yet. */
export function answeredConsent(answer: unknown): OptionalCategories | null {
  if (answer === 'reject') return all(false);
  if (answer === 'accept-all') return all(true);
  return null;
}

/**
 * Cookie consent: null until the visitor decides (the consent popup shows), then the four
 * categories. Every event (accept a selection, reject, accept all) writes the cookie and refreshes
 * the state from it, so what the page believes is what the cookie says.
 */
export class CookieConsent {
  private readonly subject: BehaviorSubject<CookieConsentState | null>;
  readonly state$: Observable<CookieConsentState | null>;

  constructor(private readonly cookies: CookieJar) {
    this.subject = new BehaviorSubject(decodeConsent(cookies.get(COOKIE_CONSENT_COOKIE)));
    this.state$ = this.subject.asObservable();
  }

  get current(): CookieConsentState | null {
    return this.subject.getValue();
  }

  /** Saves a selection ("accept" with the toggles as they are). */
  accept(selection: OptionalCategories): void {
    this.save(selection);
  }

  /** Only strict cookies. */
  reject(): void {
    this.save(all(false));
  }

  acceptAll(): void {
    this.save(all(true));
  }

  /** Re-reads the cookie (another tab, or an external consent tool, may have changed it). */
  refresh(): void {
    this.subject.next(decodeConsent(this.cookies.get(COOKIE_CONSENT_COOKIE)));
  }

  private save(selection: OptionalCategories): void {
    this.cookies.set(COOKIE_CONSENT_COOKIE, encodeConsent(selection), { maxAgeSeconds: ONE_YEAR_SECONDS, path: '/' });
    this.refresh();
    if (this.current === null) {
      // The cookie could not be written (cookies disabled): honour the decision for this page anyway.
      this.subject.next({ strict: true, ...selection });
    }
  }
}
