import { ErrorReporterInMemory } from '../../../adapters/in-memory/ErrorReporterInMemory.ts';
import { FixedClock } from '../../../adapters/in-memory/FixedClock.ts';
import { JobAlertsInMemory, type JobAlertsInMemoryOptions } from '../../../adapters/in-memory/alerts/JobAlertsInMemory.ts';
import { JobFiltersInMemory } from '../../../adapters/in-memory/alerts/JobFiltersInMemory.ts';
import { SavedSearchesInMemory } from '../../../adapters/in-memory/alerts/SavedSearchesInMemory.ts';
import { ActivateAlert } from '../../../core/alerts/job-alerts/ActivateAlert.ts';
import { ChangeAlertFrequency } from '../../../core/alerts/job-alerts/ChangeAlertFrequency.ts';
import { CreateGuestAlert } from '../../../core/alerts/job-alerts/CreateGuestAlert.ts';
import { DeleteSavedSearch } from '../../../core/alerts/saved-searches/DeleteSavedSearch.ts';
import { DisableAlert } from '../../../core/alerts/job-alerts/DisableAlert.ts';
import { EnableAlert } from '../../../core/alerts/job-alerts/EnableAlert.ts';
import { ImportGuestAlerts } from '../../../core/alerts/job-alerts/ImportGuestAlerts.ts';
import { emptyFiltersPayload, type FiltersPayload, type JobFilter, type SavedSearch } from '../../../core/alerts/JobFilter.ts';
import { ListSavedSearches } from '../../../core/alerts/saved-searches/ListSavedSearches.ts';
import { MoveLocalSearchesToAccount } from '../../../core/alerts/saved-searches/MoveLocalSearchesToAccount.ts';
import { OpenSavedSearch } from '../../../core/alerts/saved-searches/OpenSavedSearch.ts';
import { SaveAlert } from '../../../core/alerts/saved-searches/SaveAlert.ts';
import type { AuthenticatedCalls } from '../../../core/session/AuthenticatedCalls.ts';
import { encodeSavedSearches, savedSearchId } from '../../../core/alerts/saved-searches/savedSearchesFormat.ts';
import { Unsubscribe } from '../../../core/alerts/job-alerts/Unsubscribe.ts';
import { guestSession, loggedIn } from '../../../core/session/SessionState.ts';
import { SessionStore } from '../../../core/session/SessionStore.ts';
import { ConfirmationDialog } from '../../../core/ui-state/ConfirmationDialog.ts';
import { aCandidateProfile } from '../session/sessionWorld.ts';

export const NOW = new Date('2025-03-01T12:00:00.000Z');

/** Filters of a keyword search, optionally in a city. */
export function keywordFilters(keyword: string, city: string | null = null): FiltersPayload {
  return { ...emptyFiltersPayload, localization: city === null ? null : { city }, search: { ...emptyFiltersPayload.search, keywords: [keyword] } };
}

/** A guest's local search for a keyword. */
export function aSavedSearch(keyword: string, patch: Partial<SavedSearch> = {}): SavedSearch {
  const searchUrl = patch.searchUrl ?? `/job-offers/all-locations?keyword=${keyword}`;
  return { id: savedSearchId(searchUrl), searchUrl, filterName: keyword, filters: keywordFilters(keyword), savedAt: NOW.toISOString(), ...patch };
}

/** A server filter. */
export function aJobFilter(id: string, patch: Partial<JobFilter> = {}): JobFilter {
  return {
    id,
    searchUrl: `/job-offers/all-locations?keyword=${id}`,
    filterName: id,
    filters: keywordFilters(id),
    count: 0,
    jobAlert: null,
    ...patch,
  };
}

/** The SessionCoordinator's part, without a refresh: calls run once, as they are. */
export const directCalls: AuthenticatedCalls = { run: (call) => call() };

export interface AlertsWorldOptions {
  readonly loggedIn?: boolean;
  /** The guest store's stored text (default: nothing stored). */
  readonly stored?: string | null;
  readonly localSearches?: readonly SavedSearch[];
  readonly serverFilters?: readonly JobFilter[];
  readonly filterLimit?: number;
  readonly alerts?: JobAlertsInMemoryOptions;
}

/** The alerts context wired with in-memory adapters: every use case, and the adapters to look into. */
export function alertsWorld(options: AlertsWorldOptions = {}) {
  const clock = new FixedClock(NOW);
  const stored = options.stored ?? (options.localSearches ? encodeSavedSearches(options.localSearches) : null);
  const store = new SavedSearchesInMemory(stored, () => clock.now());
  const jobFilters = new JobFiltersInMemory(options.serverFilters ?? [], options.filterLimit);
  const jobAlerts = new JobAlertsInMemory(jobFilters, options.alerts ?? {});
  const session = new SessionStore();
  session.set(options.loggedIn ? loggedIn({ ...aCandidateProfile(), featureFlags: 0 }) : guestSession);
  const dialog = new ConfirmationDialog();
  const reporter = new ErrorReporterInMemory();
  const createGuestAlert = new CreateGuestAlert(jobAlerts);
  return {
    clock,
    store,
    jobFilters,
    jobAlerts,
    session,
    dialog,
    reporter,
    saveAlert: new SaveAlert(jobFilters, store, session, directCalls, clock),
    listSavedSearches: new ListSavedSearches(jobFilters, store, session, directCalls),
    createGuestAlert,
    enableAlert: new EnableAlert(jobAlerts, session, directCalls),
    disableAlert: new DisableAlert(jobAlerts, session, directCalls),
    changeAlertFrequency: new ChangeAlertFrequency(jobAlerts, session, directCalls),
    deleteSavedSearch: new DeleteSavedSearch(jobFilters, store, session, directCalls, dialog),
    openSavedSearch: new OpenSavedSearch(jobFilters, session, directCalls, reporter),
    activateAlert: new ActivateAlert(jobAlerts),
    unsubscribe: new Unsubscribe(jobAlerts),
    moveLocalSearches: new MoveLocalSearchesToAccount(jobFilters, store, session, directCalls),
    importGuestAlerts: new ImportGuestAlerts(createGuestAlert),
    logIn: () => session.set(loggedIn({ ...aCandidateProfile(), featureFlags: 0 })),
  };
}

/** A valid register-dialog form; override what the test is about. */
export const aGuestForm = (
  patch: Partial<{
    name: string;
    email: string;
    privacyPolicy: boolean;
    marketingAgreement: boolean;
    createAccount: boolean;
    frequency: string;
  }> = {},
) => ({
  name: 'react, Kraków',
  email: 'ala@example.com',
  privacyPolicy: true,
  ...patch,
});
