import type { Container } from 'inversify';
import { KeyValueStoreInMemory } from '../../adapters/in-memory/KeyValueStoreInMemory.ts';
import type { SessionFile } from '../../adapters/node/SessionFile.ts';
import { ErrorReporterConsole } from '../../adapters/system/ErrorReporterConsole.ts';
import type { SavedSearchesStore } from '../../core/alerts/saved-searches/SavedSearchesStore.ts';
import { guestSession, loggedIn } from '../../core/session/SessionState.ts';
import { savedSearches, savedSearchesInMemory } from '../alerts/savedSearchesModules.ts';
import { noLiveChat } from '../chat/chatModules.ts';
import { buildRoot, type ContextModule } from '../kernel/ContextModule.ts';
import { resolve } from '../kernel/provide.ts';
import { recentSearchesInMemory } from '../listing/listingModules.ts';
import { bearerInMemory, bearerTokens } from '../session/sessionModules.ts';
import { SessionKeys } from '../session/sessionKeys.ts';
import { CookieJarInMemory } from '../../adapters/in-memory/CookieJarInMemory.ts';
import { device, systemRuntime, type HttpSettings } from '../shared/sharedModules.ts';
import { uiState } from '../ui-state/uiStateModules.ts';
import { candidateHttpPorts, candidateRealtime, candidateUseCases } from './candidateModules.ts';
import { pageModulesOverHttp } from './pageModules.ts';

/**
 * The CLI's own device, made by the CLI's entry (adapters/node; handed in rather than imported so
 * that the module graph of this root stays free of Node APIs): the session file written by
 * `jobboard login` and the guest's saved-searches file, both under `<home>/.jobboard/<tenant>/`.
 * The CLI's `fetch` is expected to carry the session's cookies already (fetchWithSessionCookies).
 */
export interface CliDevice {
  readonly session: SessionFile;
  readonly savedSearches: SavedSearchesStore;
}

const cliDevice = (cli: CliDevice): ContextModule[] => [
  device('cliDevice', { cookies: cli.session.cookies, storage: new KeyValueStoreInMemory(), errors: new ErrorReporterConsole() }),
  bearerTokens('sessionFile', cli.session.bearer),
  savedSearches('file', cli.savedSearches),
];

/** Without a device (tests of pure commands): nothing kept between runs. */
const noDevice = (): ContextModule[] => [
  device('cliMemory', { cookies: new CookieJarInMemory(), storage: new KeyValueStoreInMemory(), errors: new ErrorReporterConsole() }),
  bearerInMemory(),
  savedSearchesInMemory(),
];

/** The CLI: the same HTTP adapters against a gateway URL, and with a `device` the CLI's files. */
export const cliModules = (settings: HttpSettings & { readonly device?: CliDevice }): readonly ContextModule[] => [
  systemRuntime(settings.tenantId),
  ...(settings.device === undefined ? noDevice() : cliDevice(settings.device)),
  ...candidateHttpPorts(settings),
  ...pageModulesOverHttp,
  recentSearchesInMemory(),
  noLiveChat(),
  ...candidateRealtime(() => settings.baseUrl || 'http://localhost', settings.tenantId, null),
  uiState(),
  ...candidateUseCases,
];

/** The session store starts logged in when the session file holds a session for this gateway, else as a guest. */
export function createCliRoot(settings: HttpSettings & { readonly device?: CliDevice }): Container {
  const container = buildRoot(cliModules(settings));
  const candidate = settings.device?.session.candidate() ?? null;
  resolve(container, SessionKeys.SessionStore).set(candidate === null ? guestSession : loggedIn(candidate));
  return container;
}
