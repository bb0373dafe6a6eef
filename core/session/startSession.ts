import type { FavouritesStore } from '../favourites/FavouritesStore.ts';
import type { BearerTokenStore } from './BearerTokenStore.ts';
import type { LoggedCandidate } from './LoggedCandidate.ts';
import { loggedIn } from './SessionState.ts';
import type { SessionStore } from './SessionStore.ts';
import type { RefreshedSession } from './SessionTokens.ts';
import { featureFlagsFromToken } from './tokenClaims.ts';

export interface LoggedInOutcome {
  readonly candidate: LoggedCandidate;
  /** The offer added to favourites on the way in (the prompt's favoriteOfferId), or null. */
  readonly favouriteAdded: string | null;
}

/**
 * The session a login or registration opened, made this tab's: the bearer token stored, the
 * candidate in the session store, and the favourite the gateway added marked as one.
 */
export function startSession(
  opened: RefreshedSession,
  favouriteOfferId: string | null,
  bearer: BearerTokenStore,
  session: SessionStore,
  favourites: FavouritesStore,
): LoggedInOutcome {
  bearer.set(opened.token);
  const candidate: LoggedCandidate = { ...opened.candidate, featureFlags: featureFlagsFromToken(opened.token) };
  session.set(loggedIn(candidate));
  if (favouriteOfferId !== null) favourites.setStatuses([favouriteOfferId], new Set([favouriteOfferId]));
  return { candidate, favouriteAdded: favouriteOfferId };
}
