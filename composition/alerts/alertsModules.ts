import { JobAlertsHttp } from '../../adapters/http/alerts/JobAlertsHttp.ts';
import { JobFiltersHttp } from '../../adapters/http/alerts/JobFiltersHttp.ts';
import { LocalMailboxHttp } from '../../adapters/http/alerts/LocalMailboxHttp.ts';
import { DigestRunsHttp } from '../../adapters/http/alerts/DigestRunsHttp.ts';
import { DigestRunsInMemory } from '../../adapters/in-memory/alerts/DigestRunsInMemory.ts';
import type { DigestRuns } from '../../core/alerts/digests/DigestRuns.ts';
import { RunDigests } from '../../core/alerts/digests/RunDigests.ts';
import { JobAlertsInMemory } from '../../adapters/in-memory/alerts/JobAlertsInMemory.ts';
import { JobFiltersInMemory } from '../../adapters/in-memory/alerts/JobFiltersInMemory.ts';
import { LocalMailboxInMemory } from '../../adapters/in-memory/alerts/LocalMailboxInMemory.ts';
import { KeyValueStoreLocalStorage } from '../../adapters/storage/KeyValueStoreLocalStorage.ts';
import { ActivateAlert } from '../../core/alerts/job-alerts/ActivateAlert.ts';
import { ChangeAlertFrequency } from '../../core/alerts/job-alerts/ChangeAlertFrequency.ts';
import { CreateCandidateAlert } from '../../core/alerts/job-alerts/CreateCandidateAlert.ts';
import { CreateGuestAlert } from '../../core/alerts/job-alerts/CreateGuestAlert.ts';
import { DisableAlert } from '../../core/alerts/job-alerts/DisableAlert.ts';
import { EnableAlert } from '../../core/alerts/job-alerts/EnableAlert.ts';
import { ImportGuestAlerts } from '../../core/alerts/job-alerts/ImportGuestAlerts.ts';
import type { JobAlerts } from '../../core/alerts/job-alerts/JobAlerts.ts';
import { Unsubscribe } from '../../core/alerts/job-alerts/Unsubscribe.ts';
import { ListLocalMail } from '../../core/alerts/mail/ListLocalMail.ts';
import type { LocalMailbox } from '../../core/alerts/mail/LocalMailbox.ts';
import { ReadLocalMail } from '../../core/alerts/mail/ReadLocalMail.ts';
import { DeleteSavedSearch } from '../../core/alerts/saved-searches/DeleteSavedSearch.ts';
import type { JobFilters } from '../../core/alerts/saved-searches/JobFilters.ts';
import { ListSavedSearches } from '../../core/alerts/saved-searches/ListSavedSearches.ts';
import { MoveLocalSearchesToAccount } from '../../core/alerts/saved-searches/MoveLocalSearchesToAccount.ts';
import { OpenSavedSearch } from '../../core/alerts/saved-searches/OpenSavedSearch.ts';
import { SaveAlert } from '../../core/alerts/saved-searches/SaveAlert.ts';
import { MoveSearchesOffer } from '../../core/alerts/surfaces/MoveSearchesOffer.ts';
import { SaveSearchSwitch } from '../../core/alerts/surfaces/SaveSearchSwitch.ts';
import { contextModule, omit, pick, type ContextModule } from '../kernel/ContextModule.ts';
import { provide, provideClass, provideEach } from '../kernel/provide.ts';
import { SessionKeys } from '../session/sessionKeys.ts';
import { httpAdapterDeps, SharedKeys } from '../shared/sharedKeys.ts';
import { UiStateKeys } from '../ui-state/uiStateKeys.ts';
import { AlertsKeys as K } from './alertsKeys.ts';
import { SURFACE_KEYS } from './alertSurfacesModules.ts';

const PORTS = ['JobFilters', 'JobAlerts', 'SavedSearchesStore', 'LocalMailbox', 'DigestRuns'] as const;

/**
 * Saved searches, job alerts, the local mailbox and the listing's save-search switch. Authenticated
 * calls go through the SessionCoordinator, confirmations through the page's ConfirmationDialog. The
 * browser attaches them with the alert surfaces that use them (composition/roots/pages/alertPage.ts).
 */
export const alertsUseCases: ContextModule = contextModule('alerts.useCases', omit(K, ...PORTS, ...SURFACE_KEYS), (container) => {
  const { SessionStore: Session, SessionCoordinator: Coordinator } = SessionKeys;
  const filters = [K.JobFilters, K.SavedSearchesStore, Session, Coordinator] as const;
  const alerts = [K.JobAlerts, Session, Coordinator] as const;
  provideClass(container, K.SaveAlert, SaveAlert, [...filters, SharedKeys.Clock]);
  provideEach(container, K, filters, { ListSavedSearches, MoveLocalSearchesToAccount });
  provideClass(container, K.DeleteSavedSearch, DeleteSavedSearch, [...filters, UiStateKeys.ConfirmationDialog]);
  provideClass(container, K.OpenSavedSearch, OpenSavedSearch, [K.JobFilters, Session, Coordinator, SharedKeys.ErrorReporter]);
  provideEach(container, K, [K.JobAlerts], { CreateGuestAlert, ActivateAlert, Unsubscribe });
  provideEach(container, K, alerts, { EnableAlert, DisableAlert, ChangeAlertFrequency });
  provideClass(container, K.CreateCandidateAlert, CreateCandidateAlert, [K.SaveAlert, K.ListSavedSearches, K.EnableAlert]);
  provideClass(container, K.ImportGuestAlerts, ImportGuestAlerts, [K.CreateGuestAlert]);
  provideEach(container, K, [K.LocalMailbox], { ListLocalMail, ReadLocalMail });
  provideClass(container, K.RunDigests, RunDigests, [K.DigestRuns]);
  // The listing's save-filters switch: a new one per listing page, on the page's scheduler.
  provide(
    container,
    K.NewSaveSearchSwitch,
    [K.SaveAlert, K.DeleteSavedSearch, K.ListSavedSearches, SharedKeys.Scheduler],
    (save, remove, list, scheduler) => () => new SaveSearchSwitch(save, remove, list, scheduler),
  );
  // The move prompt's "not now" lasts for the tab (session storage); where there is none, it is never remembered.
  provide(container, K.MoveSearchesOffer, [], () => new MoveSearchesOffer(new KeyValueStoreLocalStorage(() => globalThis.sessionStorage)));
});

/** The logged-in filters and alerts, the guest alert links and the local mailbox, over the gateway. */
export const alertsHttp: ContextModule = contextModule(
  'alerts.http',
  pick(K, 'JobFilters', 'JobAlerts', 'LocalMailbox', 'DigestRuns'),
  (container) => {
    provideClass(container, K.JobFilters, JobFiltersHttp, httpAdapterDeps);
    provideClass(container, K.JobAlerts, JobAlertsHttp, httpAdapterDeps);
    provideClass(container, K.LocalMailbox, LocalMailboxHttp, httpAdapterDeps);
    provideClass(container, K.DigestRuns, DigestRunsHttp, [SharedKeys.GatewayHttpClient]);
  },
);

export interface AlertsTestPorts {
  readonly jobFilters?: JobFilters;
  readonly jobAlerts?: JobAlerts;
  readonly mailbox?: LocalMailbox;
  readonly digestRuns?: DigestRuns;
}

/** The alerts' gateway ports in memory: no server filters, no mail. */
export const alertsInMemory = (ports: AlertsTestPorts = {}): ContextModule =>
  contextModule('alerts.inMemory', pick(K, 'JobFilters', 'JobAlerts', 'LocalMailbox', 'DigestRuns'), (container) => {
    const filters = ports.jobFilters ?? new JobFiltersInMemory();
    container.bind(K.JobFilters).toConstantValue(filters);
    container
      .bind(K.JobAlerts)
      .toConstantValue(ports.jobAlerts ?? new JobAlertsInMemory(filters instanceof JobFiltersInMemory ? filters : undefined));
    container.bind(K.LocalMailbox).toConstantValue(ports.mailbox ?? new LocalMailboxInMemory());
    container.bind(K.DigestRuns).toConstantValue(ports.digestRuns ?? new DigestRunsInMemory(null));
  });
