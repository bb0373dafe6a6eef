import { BehaviorSubject, type Observable } from 'rxjs';
import type { KeyValueStore } from '../../shared/KeyValueStore.ts';
import { HELP_TOOLTIP_DISMISSED_KEY } from './alertSurfaces.ts';

/** What the dismissal flag holds once dismissed. */
export const HELP_TOOLTIP_DISMISSED = 'true';

/** Dismissed only when the flag says exactly so: absent, corrupt or any other value means "show it". */
export const helpTooltipDismissed = (stored: string | null): boolean => stored === HELP_TOOLTIP_DISMISSED;

/**
 * The saved-searches help tooltip next to the listing's alert switcher (spec section 4): shown
 * until dismissed, and dismissed for good through a local-storage flag. The flag is read when the
 * store is made (in the browser; the server never shows the tooltip).
 */
export class AlertsHelpTooltip {
  private readonly visibleSubject: BehaviorSubject<boolean>;
  readonly visible$: Observable<boolean>;

  constructor(private readonly store: KeyValueStore) {
    this.visibleSubject = new BehaviorSubject(!helpTooltipDismissed(store.get(HELP_TOOLTIP_DISMISSED_KEY)));
    this.visible$ = this.visibleSubject.asObservable();
  }

  dismiss(): void {
    this.store.set(HELP_TOOLTIP_DISMISSED_KEY, HELP_TOOLTIP_DISMISSED);
    this.visibleSubject.next(false);
  }
}
