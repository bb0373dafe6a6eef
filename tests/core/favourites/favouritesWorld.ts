import { FavouritesStore } from '../../../core/favourites/FavouritesStore.ts';
import { LoadFavouriteStatuses } from '../../../core/favourites/LoadFavouriteStatuses.ts';
import { LoadFavouritesCount } from '../../../core/favourites/LoadFavouritesCount.ts';
import { ToggleFavourite } from '../../../core/favourites/ToggleFavourite.ts';
import { loggedIn } from '../../../core/session/SessionState.ts';
import { SnackbarQueue } from '../../../core/ui-state/SnackbarQueue.ts';
import { sessionWorld, type SessionWorldOptions } from '../session/sessionWorld.ts';

/** Favourites over the session world: a logged-in candidate unless `guest`. */
export function favouritesWorld(options: SessionWorldOptions & { readonly guest?: boolean } = {}) {
  const session = sessionWorld({ ...options, ...(options.guest ? { userIdCookie: false, bearer: 'none' as const } : {}) });
  session.store.set(options.guest ? { status: 'guest' } : loggedIn({ ...session.candidate, featureFlags: 0 }));
  const snackbars = new SnackbarQueue(session.time.scheduler);
  const store = new FavouritesStore(session.time.scheduler, session.store.state$);
  const loadStatuses = new LoadFavouriteStatuses(session.favourites, session.coordinator, session.store, store);
  const loadCount = new LoadFavouritesCount(session.favourites, session.coordinator, session.store, store);
  const toggle = new ToggleFavourite(session.favourites, session.coordinator, session.store, store, loadStatuses, loadCount, snackbars);
  return { ...session, snackbars, favouritesStore: store, loadStatuses, loadCount, toggle };
}
