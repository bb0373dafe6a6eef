import type { Container } from 'inversify';
import { KeyValueStoreLocalStorage } from '../../adapters/storage/KeyValueStoreLocalStorage.ts';
import { AlertsHelpTooltip } from '../../core/alerts/surfaces/AlertsHelpTooltip.ts';
import { MoveSearchesOffer } from '../../core/alerts/surfaces/MoveSearchesOffer.ts';
import { SaveSearchSwitch } from '../../core/alerts/surfaces/SaveSearchSwitch.ts';
import { provide } from '../provide.ts';
import { T } from '../tokens.ts';

/**
 * The state behind the web's alert surfaces: the listing's save-filters switch (a new one per
 * listing page, on the page's scheduler), the help tooltip's dismissal (local storage through the
 * KeyValueStore) and the move prompt's "not now" (the tab's session storage; where there is none,
 * on the server and in the CLI, it is simply never remembered).
 */
export function bindAlertSurfaces(container: Container): void {
  provide(
    container,
    T.NewSaveSearchSwitch,
    [T.SaveAlert, T.DeleteSavedSearch, T.ListSavedSearches, T.Scheduler],
    (save, remove, list, scheduler) => () => new SaveSearchSwitch(save, remove, list, scheduler),
  );
  provide(container, T.AlertsHelpTooltip, [T.KeyValueStore], (store) => new AlertsHelpTooltip(store));
  provide(container, T.MoveSearchesOffer, [], () => new MoveSearchesOffer(new KeyValueStoreLocalStorage(() => globalThis.sessionStorage)));
}
