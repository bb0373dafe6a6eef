import type { ActivateAlert } from '../core/alerts/job-alerts/ActivateAlert.ts';
import type { ChangeAlertFrequency } from '../core/alerts/job-alerts/ChangeAlertFrequency.ts';
import type { CreateCandidateAlert } from '../core/alerts/job-alerts/CreateCandidateAlert.ts';
import type { CreateGuestAlert } from '../core/alerts/job-alerts/CreateGuestAlert.ts';
import type { DisableAlert } from '../core/alerts/job-alerts/DisableAlert.ts';
import type { EnableAlert } from '../core/alerts/job-alerts/EnableAlert.ts';
import type { ImportGuestAlerts } from '../core/alerts/job-alerts/ImportGuestAlerts.ts';
import type { Unsubscribe } from '../core/alerts/job-alerts/Unsubscribe.ts';
import type { RunDigests } from '../core/alerts/digests/RunDigests.ts';
import type { DeleteSavedSearch } from '../core/alerts/saved-searches/DeleteSavedSearch.ts';
import type { ListSavedSearches } from '../core/alerts/saved-searches/ListSavedSearches.ts';
import type { MoveLocalSearchesToAccount } from '../core/alerts/saved-searches/MoveLocalSearchesToAccount.ts';
import type { SaveAlert } from '../core/alerts/saved-searches/SaveAlert.ts';
import type { LoadListingVocabulary } from '../core/listing/search/LoadListingVocabulary.ts';
import type { SearchOffers } from '../core/listing/search/SearchOffers.ts';
import type { LoggedCandidate } from '../core/session/LoggedCandidate.ts';
import type { LogIn } from '../core/session/LogIn.ts';
import type { Logout } from '../core/session/Logout.ts';
import type { SessionStore } from '../core/session/SessionStore.ts';
import type { CheckHealth } from '../core/tenancy/CheckHealth.ts';
import type { ListTenants } from '../core/tenancy/ListTenants.ts';
import type { ConfirmationDialog } from '../core/ui-state/ConfirmationDialog.ts';
import type { Environment, FetchFunction } from './CliIo.ts';

/** A use case as a command sees it: its one `execute`. */
type Execute<U extends { execute: unknown }> = Pick<U, 'execute'>;

/** The session file of `jobboard login` (`<home>/.jobboard/<tenant>/session.json`), as `login` and `logout` handle it. */
export interface CliSessionFile {
  readonly file: string;
  /** From now on the gateway's cookies are kept (before logging in). */
  startCapturing(): void;
  rememberCandidate(candidate: LoggedCandidate): void;
  /** Forgets the session: the file is removed. */
  clear(): void;
}

/**
 * Everything the commands drive: the same use cases the web app calls (pure helpers such as
 * parseListingUrl are imported from core directly), plus the CLI's device. Built by the CLI's
 * composition root (composition/cli/); commands never see a container.
 */
export interface CliUseCases {
  readonly listTenants: Execute<ListTenants>;
  readonly checkHealth: Execute<CheckHealth>;
  readonly loadListingVocabulary: Execute<LoadListingVocabulary>;
  readonly searchOffers: Execute<SearchOffers>;
  readonly listSavedSearches: Execute<ListSavedSearches>;
  readonly saveAlert: Execute<SaveAlert>;
  readonly createGuestAlert: Execute<CreateGuestAlert>;
  readonly createCandidateAlert: Execute<CreateCandidateAlert>;
  readonly enableAlert: Execute<EnableAlert>;
  readonly disableAlert: Execute<DisableAlert>;
  readonly changeAlertFrequency: Execute<ChangeAlertFrequency>;
  readonly deleteSavedSearch: Execute<DeleteSavedSearch>;
  readonly activateAlert: Execute<ActivateAlert>;
  readonly unsubscribe: Execute<Unsubscribe>;
  readonly moveLocalSearchesToAccount: Execute<MoveLocalSearchesToAccount>;
  readonly importGuestAlerts: Execute<ImportGuestAlerts>;
  /** The operator's digest runs (`jobboard digests run`). */
  readonly runDigests: Execute<RunDigests>;
  readonly logIn: Execute<LogIn>;
  readonly logout: Execute<Logout>;
  /** Whether a candidate is logged in: `alerts create` is then the candidate's form, else the guest's. */
  readonly session: Pick<SessionStore, 'current'>;
  /** The confirmation DeleteSavedSearch asks through (the web's dialog); the terminal or --yes answers it. */
  readonly confirmation: Pick<ConfirmationDialog, 'state$' | 'accept' | 'cancel'>;
  readonly sessionFile: CliSessionFile;
}

/** What the composition root needs to build the use cases for one run. */
export interface CliConnection {
  /** Gateway base URL, without a trailing slash. */
  readonly gateway: string;
  readonly tenant: string;
  /** The CLI's files live under $HOME/.jobboard/<tenant>/. */
  readonly env: Environment;
  /** Already says why a request failed and waits out the gateway's 429s; the root adds the session's cookies. */
  readonly fetch: FetchFunction;
}

/**
 * Builds the use cases for a connection. The launcher passes one that imports the composition root
 * on first call, so --help and usage errors never load inversify and the codecs.
 */
export type ConnectCli = (connection: CliConnection) => Promise<CliUseCases>;
