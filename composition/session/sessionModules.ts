import { SessionTokensAcrossTabs } from '../../adapters/browser/SessionTokensAcrossTabs.ts';
import { CandidateAuthenticationHttp } from '../../adapters/http/session/CandidateAuthenticationHttp.ts';
import { CandidateProfilesHttp } from '../../adapters/http/session/CandidateProfilesHttp.ts';
import { SessionTokensHttp } from '../../adapters/http/session/SessionTokensHttp.ts';
import { CandidateAuthenticationInMemory } from '../../adapters/in-memory/session/CandidateAuthenticationInMemory.ts';
import { BearerTokenStoreInMemory } from '../../adapters/in-memory/session/BearerTokenStoreInMemory.ts';
import { SessionTokensInMemory } from '../../adapters/in-memory/session/SessionTokensInMemory.ts';
import { BearerTokenStoreSessionStorage } from '../../adapters/storage/BearerTokenStoreSessionStorage.ts';
import type { BearerTokenStore } from '../../core/session/BearerTokenStore.ts';
import type { CandidateProfile } from '../../core/session/LoggedCandidate.ts';
import { LoadSession } from '../../core/session/LoadSession.ts';
import { LogIn } from '../../core/session/LogIn.ts';
import { Logout } from '../../core/session/Logout.ts';
import { RefreshSession } from '../../core/session/RefreshSession.ts';
import { Register } from '../../core/session/Register.ts';
import { RequestPasswordReset } from '../../core/session/RequestPasswordReset.ts';
import { SessionCoordinator } from '../../core/session/SessionCoordinator.ts';
import { SessionStore } from '../../core/session/SessionStore.ts';
import { SetFirstPassword } from '../../core/session/SetFirstPassword.ts';
import { FavouritesKeys } from '../favourites/favouritesKeys.ts';
import { adapterModule } from '../kernel/adapterModule.ts';
import { contextModule, pick, type ContextModule, valuesModule } from '../kernel/ContextModule.ts';
import { provide, provideClass, provideEach } from '../kernel/provide.ts';
import { httpAdapterDeps, SharedKeys } from '../shared/sharedKeys.ts';
import { SessionKeys as K } from './sessionKeys.ts';

/**
 * The candidate session's stores and use cases. Containers are singleton-scoped, so each store is
 * one per container: one per tab in the browser, one per request on the server.
 */
export const sessionUseCases: ContextModule = contextModule(
  'session.useCases',
  pick(
    K,
    'SessionStore',
    'SessionCoordinator',
    'LoadSession',
    'RefreshSession',
    'Logout',
    'LogIn',
    'Register',
    'SetFirstPassword',
    'RequestPasswordReset',
  ),
  (container) => {
    const S = SharedKeys;
    provideClass(container, K.SessionStore, SessionStore, []);
    provideClass(container, K.SessionCoordinator, SessionCoordinator, [K.SessionTokens, K.BearerTokenStore, S.CookieJar, K.SessionStore]);
    provideClass(container, K.LoadSession, LoadSession, [
      K.SessionCoordinator,
      K.CandidateProfiles,
      K.BearerTokenStore,
      S.CookieJar,
      K.SessionStore,
      S.ErrorReporter,
      S.Scheduler,
    ]);
    provideClass(container, K.RefreshSession, RefreshSession, [K.SessionCoordinator]);
    provideClass(container, K.Logout, Logout, [K.SessionTokens, K.SessionCoordinator, S.ErrorReporter]);
    const signIn = [K.CandidateAuthentication, K.BearerTokenStore, K.SessionStore, FavouritesKeys.FavouritesStore] as const;
    provideEach(container, K, signIn, { LogIn, Register, SetFirstPassword });
    provideClass(container, K.RequestPasswordReset, RequestPasswordReset, [K.CandidateAuthentication]);
  },
);

/** The session's gateway ports; the server renderer and the CLI without a login simply answer unauthorized. */
export const sessionHttp: ContextModule = adapterModule('session.http', K, httpAdapterDeps, {
  SessionTokens: SessionTokensHttp,
  CandidateProfiles: CandidateProfilesHttp,
  CandidateAuthentication: CandidateAuthenticationHttp,
});

/**
 * The same ports for a browser tab: the tabs of one browser refresh the session one at a time and
 * share the result (Web Locks and a BroadcastChannel, adapters/browser/SessionTokensAcrossTabs.ts).
 */
export const sessionHttpAcrossTabs = (view: Window): ContextModule =>
  contextModule('session.http.tabs', pick(K, 'SessionTokens', 'CandidateProfiles', 'CandidateAuthentication'), (container) => {
    const channel = typeof globalThis.BroadcastChannel === 'function' ? new globalThis.BroadcastChannel('jobboard.session') : undefined;
    provide(
      container,
      K.SessionTokens,
      httpAdapterDeps,
      (client, tenantId) => new SessionTokensAcrossTabs(new SessionTokensHttp(client, tenantId), view.navigator.locks, channel),
    );
    provideClass(container, K.CandidateProfiles, CandidateProfilesHttp, httpAdapterDeps);
    provideClass(container, K.CandidateAuthentication, CandidateAuthenticationHttp, httpAdapterDeps);
  });

/** Where the bearer token is kept: the tab's session storage, memory, or the CLI's session file. */
export const bearerTokens = (name: string, store: BearerTokenStore): ContextModule =>
  valuesModule(`session.bearer.${name}`, K, { BearerTokenStore: store });

export const bearerInSessionStorage = (): ContextModule =>
  bearerTokens('sessionStorage', new BearerTokenStoreSessionStorage(() => globalThis.sessionStorage));

/** A server render is always a guest's: the candidate's bearer token lives in the browser only. */
export const bearerInMemory = (store: BearerTokenStore = new BearerTokenStoreInMemory()): ContextModule => bearerTokens('memory', store);

/**
 * A fake gateway session for tests: it issues tokens, accepts only the latest one, and its
 * `authorizes` gives the other fakes (favourites, consents) the same bearer check.
 */
export class TestSession {
  readonly bearer = new BearerTokenStoreInMemory();
  readonly gateway: SessionTokensInMemory;

  constructor(candidate: CandidateProfile | null = null, featureFlags = 0) {
    this.gateway = new SessionTokensInMemory({ candidate, featureFlags, bearer: () => this.bearer.get() });
  }

  readonly authorizes = (): boolean => this.gateway.authorizes();
}

/** The session's ports in memory: a guest unless the test session knows a candidate. */
export const sessionInMemory = (session: TestSession): ContextModule =>
  contextModule('session.inMemory', pick(K, 'SessionTokens', 'CandidateProfiles', 'CandidateAuthentication', 'BearerTokenStore'), (container) => {
    container.bind(K.BearerTokenStore).toConstantValue(session.bearer);
    container.bind(K.SessionTokens).toConstantValue(session.gateway);
    container.bind(K.CandidateProfiles).toConstantValue(session.gateway);
    container.bind(K.CandidateAuthentication).toConstantValue(new CandidateAuthenticationInMemory({ issue: (id) => session.gateway.issue(id) }));
  });
