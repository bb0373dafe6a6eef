// @ts-nocheck
import { BehaviorSubject, type Observable } from 'rxjs';
import type { CookieJar } from '../shared/CookieJar.ts';
import type { KeyValueStore } from '../shared/KeyValueStore.ts';
import { ONE_YEAR_SECONDS } from './preferenceCookies.ts';

export const PASSIVE_BANNER_COOKIE = 'passive-candidates-banner-dismissed';
export const PROMOTIONAL_BANNER_KEY = 'promotional-banner-dismissed';

export type PassiveBanner =
  | { readonly visible: false }
  | { readonly visible: true; readonly variant: 'passive-candidates'; readonly dismissible: true }
  | { readonly visible: true; readonly variant: 'maintenance'; readonly dismissible: false };

/**
 * The passive-candidates banner: during maintenance its maintenance variant shows and cannot be
 * dismissed (the dismissal cookie does not hide it); otherwise it shows unless the dismissal cookie
 * equals exactly 'true' (any other value, garbage included, counts as not dismissed).
 */
export function passiveBanner(dismissalCookie: string | null, maintenance: boolean): PassiveBanner {
  if (maintenance) return { visible: true, variant: 'maintenance', dismissible: false };
  if (dismissalCookie === 'true') return { visible: false };
  return { visible: true, variant: 'passive-candidates', dismissible: true };
}

/** The promotional banner shows until its local-storage key equals exactly 'true'. */
export const promotionalBannerVisible = (stored: string | null): boolean => stored !== 'true';

/** Both banners as state, with their dismissals persisted (cookie for a year; local storage). */
export class Banners {
  private readonly maintenance = new BehaviorSubject(false);
  private readonly passiveSubject: BehaviorSubject<PassiveBanner>;
  private readonly promotionalSubject: BehaviorSubject<boolean>;
  readonly passive$: Observable<PassiveBanner>;
  readonly promotional$: Observable<boolean>;

  constructor(
    private readonly cookies: CookieJar,
    private readonly store: KeyValueStore,
    private readonly promotionalKey: string = PROMOTIONAL_BANNER_KEY,
  ) {
    this.passiveSubject = new BehaviorSubject(passiveBanner(cookies.get(PASSIVE_BANNER_COOKIE), false));
    this.promotionalSubject = new BehaviorSubject(promotionalBannerVisible(store.get(promotionalKey)));
    this.passive$ = this.passiveSubject.asObservable();
    this.promotional$ = this.promotionalSubject.asObservable();
  }

  /** Maintenance mode comes from the tenant configuration or the gateway. */
  setMaintenance(on: boolean): void {
    this.maintenance.next(on);
    this.refreshPassive();
  }

  /** Ignored for the maintenance variant. */
  dismissPassive(): void {
    if (this.maintenance.getValue()) return;
    this.cookies.set(PASSIVE_BANNER_COOKIE, 'true', { maxAgeSeconds: ONE_YEAR_SECONDS, path: '/' });
    this.passiveSubject.next(passiveBanner('true', this.maintenance.getValue()));
  }

  dismissPromotional(): void {
    this.store.set(this.promotionalKey, 'true');
    this.promotionalSubject.next(false);
  }

  private refreshPassive(): void {
    this.passiveSubject.next(passiveBanner(this.cookies.get(PASSIVE_BANNER_COOKIE), this.maintenance.getValue()));
  }
}
