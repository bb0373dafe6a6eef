import { useEffect } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';
import { useUseCase } from '../../composition/react/UseCaseProvider.tsx';
import { FavouritesKeys } from '../../composition/favourites/favouritesKeys.ts';
import { SessionKeys } from '../../composition/session/sessionKeys.ts';
import { UiStateKeys } from '../../composition/ui-state/uiStateKeys.ts';

/**
 * Keeps the HashTracker in step with React Router. The browser container already connects the
 * tracker to the address bar (adapters/browser/connectLocationHash.ts: it reads hashchange and
 * writes the hashes the app opens and closes); navigations made through the router (pushState, which
 * fires no hashchange), such as opening the favourites prompt with its offer in the history state,
 * reach the tracker here. Read-only, so opening a surface makes exactly one history entry.
 *
 * Pops are left to the adapter. A pop that changes the hash also fires hashchange, which the adapter
 * reads when it happens; the router commits its pop later, in a transition. Opening a surface writes
 * `location.hash`, which the router hears as a pop, and a quick Esc clears the hash with replaceState
 * (which the router never hears): passed on, that late pop would reopen the surface just closed.
 */
export function HashTrackerBridge() {
  const tracker = useUseCase(UiStateKeys.HashTracker);
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    if (navigationType === NavigationType.Pop) return;
    tracker.update(location.hash);
  }, [tracker, location.key, location.hash, navigationType]);

  return null;
}

/**
 * Starts the candidate session once per page load (LoadSession: a guest without any call when there
 * is no user-id cookie), keeps the favourites count in step with it, and says so when a refresh
 * failed and the session ended.
 */
export function SessionBootstrap() {
  const loadSession = useUseCase(SessionKeys.LoadSession);
  const session = useUseCase(SessionKeys.SessionStore);
  const loadCount = useUseCase(FavouritesKeys.LoadFavouritesCount);
  const coordinator = useUseCase(SessionKeys.SessionCoordinator);
  const snackbars = useUseCase(UiStateKeys.SnackbarQueue);

  useEffect(() => {
    void loadSession.execute();
  }, [loadSession]);

  useEffect(() => {
    const subscription = session.candidate$.subscribe((candidate) => {
      if (candidate !== null) void loadCount.execute();
    });
    return () => subscription.unsubscribe();
  }, [session, loadCount]);

  useEffect(() => {
    const subscription = coordinator.failedRefresh$.subscribe(() => {
      snackbars.show({ message: 'loginMenu.sessionEnded', variant: 'warning', testId: 'session-ended' });
    });
    return () => subscription.unsubscribe();
  }, [coordinator, snackbars]);

  return null;
}
