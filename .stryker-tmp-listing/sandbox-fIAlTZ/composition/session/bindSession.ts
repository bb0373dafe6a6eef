// @ts-nocheck
import type { Container } from 'inversify';
import { asyncScheduler } from 'rxjs';
import { FavouritesStore } from '../../core/favourites/FavouritesStore.ts';
import { LoadFavouriteStatuses, LoadFavouritesCount } from '../../core/favourites/LoadFavouriteStatuses.ts';
import { ListFavouriteOffers } from '../../core/favourites/ListFavouriteOffers.ts';
import { ToggleFavourite } from '../../core/favourites/ToggleFavourite.ts';
import { Banners } from '../../core/preferences/Banners.ts';
import { CookieConsent } from '../../core/preferences/CookieConsent.ts';
import { CurrencySelection } from '../../core/preferences/CurrencySelection.ts';
import { SetProfilingConsent } from '../../core/preferences/SetProfilingConsent.ts';
import { LoadSession } from '../../core/session/LoadSession.ts';
import { LogIn } from '../../core/session/LogIn.ts';
import { Logout } from '../../core/session/Logout.ts';
import { Register } from '../../core/session/Register.ts';
import { RefreshSession } from '../../core/session/RefreshSession.ts';
import { SessionCoordinator } from '../../core/session/SessionCoordinator.ts';
import { SessionStore } from '../../core/session/SessionState.ts';
import { ConfirmationDialog } from '../../core/ui-state/ConfirmationDialog.ts';
import { HashTracker } from '../../core/ui-state/HashTracker.ts';
import { ModalQueue } from '../../core/ui-state/ModalQueue.ts';
import { SnackbarQueue } from '../../core/ui-state/SnackbarQueue.ts';
import { provide } from '../provide.ts';
import { T } from '../tokens.ts';

/**
 * Session, favourites, preferences and UI-state stores and use cases. Their ports (SessionTokens,
 * CandidateProfiles, Favourites, Consents, BearerTokenStore, CookieJar, KeyValueStore,
 * ErrorReporter) are bound by each container. Containers are singleton-scoped, so each store is one
 * per container: one per tab in the browser, one per request on the server. The scheduler defaults
 * to rxjs's async scheduler unless the container bound its own (virtual time in tests).
 */
export function bindSessionUseCases(container: Container): void {
  if (!container.isBound(T.Scheduler)) container.bind(T.Scheduler).toConstantValue(asyncScheduler);

  provide(container, T.SessionStore, [], () => new SessionStore());
  provide(
    container,
    T.SessionCoordinator,
    [T.SessionTokens, T.BearerTokenStore, T.CookieJar, T.SessionStore],
    (tokens, bearer, cookies, session) => new SessionCoordinator(tokens, bearer, cookies, session),
  );
  provide(
    container,
    T.LoadSession,
    [T.SessionCoordinator, T.CandidateProfiles, T.BearerTokenStore, T.CookieJar, T.SessionStore, T.ErrorReporter, T.Scheduler],
    (coordinator, profiles, bearer, cookies, session, reporter, scheduler) =>
      new LoadSession(coordinator, profiles, bearer, cookies, session, reporter, scheduler),
  );
  provide(container, T.RefreshSession, [T.SessionCoordinator], (coordinator) => new RefreshSession(coordinator));
  provide(
    container,
    T.Logout,
    [T.SessionTokens, T.SessionCoordinator, T.ErrorReporter],
    (tokens, coordinator, reporter) => new Logout(tokens, coordinator, reporter),
  );

  provide(container, T.FavouritesStore, [T.Scheduler, T.SessionStore], (scheduler, session) => new FavouritesStore(scheduler, session.state$));
  provide(
    container,
    T.LoadFavouriteStatuses,
    [T.Favourites, T.SessionCoordinator, T.SessionStore, T.FavouritesStore],
    (favourites, coordinator, session, store) => new LoadFavouriteStatuses(favourites, coordinator, session, store),
  );
  provide(
    container,
    T.LoadFavouritesCount,
    [T.Favourites, T.SessionCoordinator, T.SessionStore, T.FavouritesStore],
    (favourites, coordinator, session, store) => new LoadFavouritesCount(favourites, coordinator, session, store),
  );
  provide(
    container,
    T.ToggleFavourite,
    [T.Favourites, T.SessionCoordinator, T.SessionStore, T.FavouritesStore, T.LoadFavouriteStatuses, T.LoadFavouritesCount, T.SnackbarQueue],
    (favourites, coordinator, session, store, statuses, count, snackbars) =>
      new ToggleFavourite(favourites, coordinator, session, store, statuses, count, snackbars),
  );

  provide(
    container,
    T.LogIn,
    [T.CandidateAuthentication, T.BearerTokenStore, T.SessionStore, T.FavouritesStore],
    (authentication, bearer, session, favourites) => new LogIn(authentication, bearer, session, favourites),
  );
  provide(
    container,
    T.Register,
    [T.CandidateAuthentication, T.BearerTokenStore, T.SessionStore, T.FavouritesStore],
    (authentication, bearer, session, favourites) => new Register(authentication, bearer, session, favourites),
  );
  provide(
    container,
    T.ListFavouriteOffers,
    [T.Favourites, T.SessionCoordinator, T.SessionStore, T.FavouritesStore],
    (favourites, coordinator, session, store) => new ListFavouriteOffers(favourites, coordinator, session, store),
  );

  provide(container, T.CurrencySelection, [T.CookieJar], (cookies) => new CurrencySelection(cookies));
  provide(container, T.CookieConsent, [T.CookieJar], (cookies) => new CookieConsent(cookies));
  provide(container, T.Banners, [T.CookieJar, T.KeyValueStore], (cookies, store) => new Banners(cookies, store));
  provide(
    container,
    T.SetProfilingConsent,
    [T.Consents, T.SessionCoordinator, T.SessionStore],
    (consents, coordinator, session) => new SetProfilingConsent(consents, coordinator, session),
  );

  provide(container, T.SnackbarQueue, [T.Scheduler], (scheduler) => new SnackbarQueue(scheduler));
  provide(container, T.ConfirmationDialog, [], () => new ConfirmationDialog());
  provide(container, T.ModalQueue, [], () => new ModalQueue());
  provide(container, T.HashTracker, [], () => new HashTracker());
}
