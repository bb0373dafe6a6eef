import { BehaviorSubject, distinctUntilChanged, type Observable } from 'rxjs';
import type { CookieJar } from '../shared/CookieJar.ts';
import { CURRENCY_COOKIE, readCurrencyChoice, type CurrencyChoice } from './currencyChoice.ts';
import { ONE_YEAR_SECONDS } from './preferenceCookies.ts';

/** The visitor's currency choice, persisted in the `currency` cookie for a year. */
export class CurrencySelection {
  private readonly subject: BehaviorSubject<CurrencyChoice | null>;
  readonly choice$: Observable<CurrencyChoice | null>;

  constructor(private readonly cookies: CookieJar) {
    this.subject = new BehaviorSubject(readCurrencyChoice(cookies.get(CURRENCY_COOKIE)));
    this.choice$ = this.subject.pipe(distinctUntilChanged());
  }

  get current(): CurrencyChoice | null {
    return this.subject.getValue();
  }

  choose(choice: CurrencyChoice): void {
    this.cookies.set(CURRENCY_COOKIE, choice, { maxAgeSeconds: ONE_YEAR_SECONDS, path: '/' });
    this.subject.next(choice);
  }
}
