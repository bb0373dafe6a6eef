import type { Container } from 'inversify';
import type { CliConnection, CliSessionFile, CliUseCases } from '../../cli/CliUseCases.ts';
import { AlertsKeys } from '../alerts/alertsKeys.ts';
import { resolve } from '../kernel/provide.ts';
import { ListingKeys } from '../listing/listingKeys.ts';
import { createCliRoot } from '../roots/cliRoot.ts';
import { SessionKeys } from '../session/sessionKeys.ts';
import { TenancyKeys } from '../tenancy/tenancyKeys.ts';
import { UiStateKeys } from '../ui-state/uiStateKeys.ts';
import { createCliDevice } from './cliDevice.ts';

/**
 * The CLI's entry into composition, imported by its launcher only once a command runs: the device
 * (files under $HOME/.jobboard/<tenant>/), the CLI root over HTTP against the gateway, and the use
 * cases the commands drive. The one file that knows both the container and the CLI.
 */
export async function connectCli(connection: CliConnection): Promise<CliUseCases> {
  const device = createCliDevice(connection);
  const container = createCliRoot({ baseUrl: connection.gateway, tenantId: connection.tenant, fetch: device.fetch, device });
  return cliUseCases(container, device.session);
}

/** The commands' use cases from a root that binds the candidate use cases (the CLI's, or a test's). */
export function cliUseCases(container: Container, sessionFile: CliSessionFile): CliUseCases {
  return {
    listTenants: resolve(container, TenancyKeys.ListTenants),
    checkHealth: resolve(container, TenancyKeys.CheckHealth),
    loadListingVocabulary: resolve(container, ListingKeys.LoadListingVocabulary),
    searchOffers: resolve(container, ListingKeys.SearchOffers),
    listSavedSearches: resolve(container, AlertsKeys.ListSavedSearches),
    saveAlert: resolve(container, AlertsKeys.SaveAlert),
    createGuestAlert: resolve(container, AlertsKeys.CreateGuestAlert),
    createCandidateAlert: resolve(container, AlertsKeys.CreateCandidateAlert),
    enableAlert: resolve(container, AlertsKeys.EnableAlert),
    disableAlert: resolve(container, AlertsKeys.DisableAlert),
    changeAlertFrequency: resolve(container, AlertsKeys.ChangeAlertFrequency),
    deleteSavedSearch: resolve(container, AlertsKeys.DeleteSavedSearch),
    activateAlert: resolve(container, AlertsKeys.ActivateAlert),
    unsubscribe: resolve(container, AlertsKeys.Unsubscribe),
    moveLocalSearchesToAccount: resolve(container, AlertsKeys.MoveLocalSearchesToAccount),
    importGuestAlerts: resolve(container, AlertsKeys.ImportGuestAlerts),
    runDigests: resolve(container, AlertsKeys.RunDigests),
    logIn: resolve(container, SessionKeys.LogIn),
    logout: resolve(container, SessionKeys.Logout),
    session: resolve(container, SessionKeys.SessionStore),
    confirmation: resolve(container, UiStateKeys.ConfirmationDialog),
    sessionFile,
  };
}
