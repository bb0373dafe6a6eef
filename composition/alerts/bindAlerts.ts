import type { Container } from 'inversify';
import { ActivateAlert } from '../../core/alerts/job-alerts/ActivateAlert.ts';
import { ChangeAlertFrequency } from '../../core/alerts/job-alerts/ChangeAlertFrequency.ts';
import { CreateCandidateAlert } from '../../core/alerts/job-alerts/CreateCandidateAlert.ts';
import { CreateGuestAlert } from '../../core/alerts/job-alerts/CreateGuestAlert.ts';
import { DeleteSavedSearch } from '../../core/alerts/saved-searches/DeleteSavedSearch.ts';
import { DisableAlert } from '../../core/alerts/job-alerts/DisableAlert.ts';
import { DismissAlertBanner } from '../../core/alerts/surfaces/DismissAlertBanner.ts';
import { EnableAlert } from '../../core/alerts/job-alerts/EnableAlert.ts';
import { ImportGuestAlerts } from '../../core/alerts/job-alerts/ImportGuestAlerts.ts';
import { ListSavedSearches } from '../../core/alerts/saved-searches/ListSavedSearches.ts';
import { MoveLocalSearchesToAccount } from '../../core/alerts/saved-searches/MoveLocalSearchesToAccount.ts';
import { OpenSavedSearch } from '../../core/alerts/saved-searches/OpenSavedSearch.ts';
import { SaveAlert } from '../../core/alerts/saved-searches/SaveAlert.ts';
import { Unsubscribe } from '../../core/alerts/job-alerts/Unsubscribe.ts';
import { provideClass } from '../provide.ts';
import { bindAlertSurfaces } from './bindAlertSurfaces.ts';
import { T } from '../tokens.ts';

/**
 * The alerts use cases. Their ports (JobFilters, JobAlerts, SavedSearchesStore) are bound by each
 * container: HTTP plus localStorage in the browser, HTTP plus files in the CLI, in memory in tests.
 * Authenticated calls go through the SessionCoordinator, the confirmation through the page's
 * ConfirmationDialog (bound by bindSessionUseCases).
 */
export function bindAlertsUseCases(container: Container): void {
  provideClass(container, T.SaveAlert, SaveAlert, [T.JobFilters, T.SavedSearchesStore, T.SessionStore, T.SessionCoordinator, T.Clock]);
  provideClass(container, T.ListSavedSearches, ListSavedSearches, [T.JobFilters, T.SavedSearchesStore, T.SessionStore, T.SessionCoordinator]);
  provideClass(container, T.CreateGuestAlert, CreateGuestAlert, [T.JobAlerts]);
  provideClass(container, T.EnableAlert, EnableAlert, [T.JobAlerts, T.SessionStore, T.SessionCoordinator]);
  provideClass(container, T.CreateCandidateAlert, CreateCandidateAlert, [T.SaveAlert, T.ListSavedSearches, T.EnableAlert]);
  provideClass(container, T.DismissAlertBanner, DismissAlertBanner, [T.CookieJar]);
  provideClass(container, T.DisableAlert, DisableAlert, [T.JobAlerts, T.SessionStore, T.SessionCoordinator]);
  provideClass(container, T.ChangeAlertFrequency, ChangeAlertFrequency, [T.JobAlerts, T.SessionStore, T.SessionCoordinator]);
  provideClass(container, T.DeleteSavedSearch, DeleteSavedSearch, [T.JobFilters, T.SavedSearchesStore, T.SessionStore, T.SessionCoordinator, T.ConfirmationDialog]);
  provideClass(container, T.OpenSavedSearch, OpenSavedSearch, [T.JobFilters, T.SessionStore, T.SessionCoordinator, T.ErrorReporter]);
  provideClass(container, T.ActivateAlert, ActivateAlert, [T.JobAlerts]);
  provideClass(container, T.Unsubscribe, Unsubscribe, [T.JobAlerts]);
  provideClass(container, T.MoveLocalSearchesToAccount, MoveLocalSearchesToAccount, [T.JobFilters, T.SavedSearchesStore, T.SessionStore, T.SessionCoordinator]);
  provideClass(container, T.ImportGuestAlerts, ImportGuestAlerts, [T.CreateGuestAlert]);
  bindAlertSurfaces(container);
}
