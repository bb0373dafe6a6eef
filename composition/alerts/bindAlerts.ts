import type { Container } from 'inversify';
import { ActivateAlert } from '../../core/alerts/ActivateAlert.ts';
import { ChangeAlertFrequency } from '../../core/alerts/ChangeAlertFrequency.ts';
import { CreateCandidateAlert } from '../../core/alerts/CreateCandidateAlert.ts';
import { CreateGuestAlert } from '../../core/alerts/CreateGuestAlert.ts';
import { DeleteSavedSearch } from '../../core/alerts/DeleteSavedSearch.ts';
import { DisableAlert } from '../../core/alerts/DisableAlert.ts';
import { DismissAlertBanner } from '../../core/alerts/DismissAlertBanner.ts';
import { EnableAlert } from '../../core/alerts/EnableAlert.ts';
import { ImportGuestAlerts } from '../../core/alerts/ImportGuestAlerts.ts';
import { ListSavedSearches } from '../../core/alerts/ListSavedSearches.ts';
import { MoveLocalSearchesToAccount } from '../../core/alerts/MoveLocalSearchesToAccount.ts';
import { OpenSavedSearch } from '../../core/alerts/OpenSavedSearch.ts';
import { SaveAlert } from '../../core/alerts/SaveAlert.ts';
import { Unsubscribe } from '../../core/alerts/Unsubscribe.ts';
import { provide } from '../provide.ts';
import { bindAlertSurfaces } from './bindAlertSurfaces.ts';
import { T } from '../tokens.ts';

/**
 * The alerts use cases. Their ports (JobFilters, JobAlerts, SavedSearchesStore) are bound by each
 * container: HTTP plus localStorage in the browser, HTTP plus files in the CLI, in memory in tests.
 * Authenticated calls go through the SessionCoordinator, the confirmation through the page's
 * ConfirmationDialog (bound by bindSessionUseCases).
 */
export function bindAlertsUseCases(container: Container): void {
  provide(
    container,
    T.SaveAlert,
    [T.JobFilters, T.SavedSearchesStore, T.SessionStore, T.SessionCoordinator, T.Clock],
    (filters, store, session, calls, clock) => new SaveAlert(filters, store, session, calls, clock),
  );
  provide(
    container,
    T.ListSavedSearches,
    [T.JobFilters, T.SavedSearchesStore, T.SessionStore, T.SessionCoordinator],
    (filters, store, session, calls) => new ListSavedSearches(filters, store, session, calls),
  );
  provide(container, T.CreateGuestAlert, [T.JobAlerts], (alerts) => new CreateGuestAlert(alerts));
  provide(container, T.EnableAlert, [T.JobAlerts, T.SessionStore, T.SessionCoordinator], (alerts, session, calls) => new EnableAlert(alerts, session, calls));
  provide(container, T.CreateCandidateAlert, [T.SaveAlert, T.ListSavedSearches, T.EnableAlert], (save, list, enable) => new CreateCandidateAlert(save, list, enable));
  provide(container, T.DismissAlertBanner, [T.CookieJar], (cookies) => new DismissAlertBanner(cookies));
  provide(container, T.DisableAlert, [T.JobAlerts, T.SessionStore, T.SessionCoordinator], (alerts, session, calls) => new DisableAlert(alerts, session, calls));
  provide(
    container,
    T.ChangeAlertFrequency,
    [T.JobAlerts, T.SessionStore, T.SessionCoordinator],
    (alerts, session, calls) => new ChangeAlertFrequency(alerts, session, calls),
  );
  provide(
    container,
    T.DeleteSavedSearch,
    [T.JobFilters, T.SavedSearchesStore, T.SessionStore, T.SessionCoordinator, T.ConfirmationDialog],
    (filters, store, session, calls, dialog) => new DeleteSavedSearch(filters, store, session, calls, dialog),
  );
  provide(
    container,
    T.OpenSavedSearch,
    [T.JobFilters, T.SessionStore, T.SessionCoordinator, T.ErrorReporter],
    (filters, session, calls, reporter) => new OpenSavedSearch(filters, session, calls, reporter),
  );
  provide(container, T.ActivateAlert, [T.JobAlerts], (alerts) => new ActivateAlert(alerts));
  provide(container, T.Unsubscribe, [T.JobAlerts], (alerts) => new Unsubscribe(alerts));
  provide(
    container,
    T.MoveLocalSearchesToAccount,
    [T.JobFilters, T.SavedSearchesStore, T.SessionStore, T.SessionCoordinator],
    (filters, store, session, calls) => new MoveLocalSearchesToAccount(filters, store, session, calls),
  );
  provide(container, T.ImportGuestAlerts, [T.CreateGuestAlert], (create) => new ImportGuestAlerts(create));
  bindAlertSurfaces(container);
}
