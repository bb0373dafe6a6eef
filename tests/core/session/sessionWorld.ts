import { BearerTokenStoreInMemory } from '../../../adapters/in-memory/session/BearerTokenStoreInMemory.ts';
import { CookieJarInMemory } from '../../../adapters/in-memory/CookieJarInMemory.ts';
import { ErrorReporterInMemory } from '../../../adapters/in-memory/ErrorReporterInMemory.ts';
import { FavouritesInMemory } from '../../../adapters/in-memory/favourites/FavouritesInMemory.ts';
import { SessionTokensInMemory } from '../../../adapters/in-memory/session/SessionTokensInMemory.ts';
import type { CandidateProfile } from '../../../core/session/LoggedCandidate.ts';
import { LoadSession } from '../../../core/session/LoadSession.ts';
import { Logout } from '../../../core/session/Logout.ts';
import { SessionCoordinator } from '../../../core/session/SessionCoordinator.ts';
import { SessionStore } from '../../../core/session/SessionStore.ts';
import { USER_ID_COOKIE } from '../../../core/session/sessionCookies.ts';
import { VirtualTime } from '../../support/virtualTime.ts';

/** An object mother for candidate profiles. */
export function aCandidateProfile(overrides: Partial<CandidateProfile> = {}): CandidateProfile {
  return {
    id: 'cand-1',
    firstName: 'Ala',
    lastName: 'Nowak',
    email: 'ala@example.com',
    avatarUrl: null,
    unreadMessages: { chatsCount: 2, conversationRequestsCount: 1 },
    ...overrides,
  };
}

export interface SessionWorldOptions {
  /** Whether the user-id cookie is there (default true). */
  readonly userIdCookie?: boolean;
  /** 'valid': a token the gateway accepts; 'expired': one it no longer accepts; 'none'; or a raw (corrupt) stored value. */
  readonly bearer?: 'valid' | 'expired' | 'none' | { readonly raw: string };
  /** Whether the refresh cookie still works (default true). */
  readonly refreshWorks?: boolean;
  readonly featureFlags?: number;
  readonly favourites?: readonly string[];
}

/** The whole session side wired with in-memory adapters and virtual time. */
export function sessionWorld(options: SessionWorldOptions = {}) {
  const candidate = aCandidateProfile();
  const time = new VirtualTime();
  const cookies = new CookieJarInMemory(options.userIdCookie === false ? {} : { [USER_ID_COOKIE]: candidate.id });
  const bearer = new BearerTokenStoreInMemory();
  const gateway = new SessionTokensInMemory({
    candidate: options.refreshWorks === false ? null : candidate,
    featureFlags: options.featureFlags ?? 0,
    bearer: () => bearer.get(),
  });
  const wanted = options.bearer ?? 'valid';
  if (wanted === 'valid' || wanted === 'expired') bearer.set(gateway.issue(candidate.id));
  if (wanted === 'expired') gateway.expireToken();
  if (typeof wanted === 'object') bearer.plant(wanted.raw);
  if (options.refreshWorks === false) gateway.revokeRefresh();
  const store = new SessionStore();
  const reporter = new ErrorReporterInMemory();
  const coordinator = new SessionCoordinator(gateway, bearer, cookies, store);
  const favourites = new FavouritesInMemory(options.favourites ?? [], () => gateway.authorizes());
  const loadSession = new LoadSession(coordinator, gateway, bearer, cookies, store, reporter, time.scheduler);
  const logout = new Logout(gateway, coordinator, reporter);
  return { candidate, time, cookies, bearer, gateway, store, reporter, coordinator, favourites, loadSession, logout };
}
