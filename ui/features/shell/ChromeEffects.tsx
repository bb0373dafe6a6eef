import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useUseCase } from '../../../composition/react/UseCaseProvider.tsx';
import { T } from '../../../composition/tokens.ts';

/**
 * The browser side of the HashTracker: the address bar's hash goes into the tracker on every
 * navigation, and the hashes the app asks for become navigations (opening pushes, so Back closes;
 * closing replaces). Renders nothing.
 */
export function HashTrackerBridge() {
  const tracker = useUseCase(T.HashTracker);
  const location = useLocation();
  const navigate = useNavigate();
  const current = useRef(location);
  current.current = location;

  useEffect(() => {
    tracker.update(location.hash);
  }, [tracker, location.hash]);

  useEffect(() => {
    const subscription = tracker.navigations$.subscribe((hash) => {
      const here = current.current;
      const wanted = hash === '' ? '' : `#${encodeURIComponent(hash)}`;
      if (decodeURIComponent(here.hash) === decodeURIComponent(wanted)) return;
      void navigate({ pathname: here.pathname, search: here.search, hash: wanted }, { replace: hash === '', preventScrollReset: true });
    });
    return () => subscription.unsubscribe();
  }, [tracker, navigate]);

  return null;
}

/**
 * Starts the candidate session once per page load (LoadSession: a guest without any call when there
 * is no user-id cookie), keeps the favourites count in step with it, and says so when a refresh
 * failed and the session ended.
 */
export function SessionBootstrap() {
  const loadSession = useUseCase(T.LoadSession);
  const session = useUseCase(T.SessionStore);
  const loadCount = useUseCase(T.LoadFavouritesCount);
  const coordinator = useUseCase(T.SessionCoordinator);
  const snackbars = useUseCase(T.SnackbarQueue);

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
