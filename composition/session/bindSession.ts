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
import { SetFirstPassword } from '../../core/session/SetFirstPassword.ts';
import { RefreshSession } from '../../core/session/RefreshSession.ts';
import { SessionCoordinator } from '../../core/session/SessionCoordinator.ts';
import { SessionStore } from '../../core/session/SessionState.ts';
import { ConfirmationDialog } from '../../core/ui-state/ConfirmationDialog.ts';
import { HashTracker } from '../../core/ui-state/HashTracker.ts';
import { ModalQueue } from '../../core/ui-state/ModalQueue.ts';
import { SnackbarQueue } from '../../core/ui-state/SnackbarQueue.ts';
import { provide, provideClass } from '../provide.ts';
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

  provideClass(container, T.SessionStore, SessionStore, []);
  provideClass(container, T.SessionCoordinator, SessionCoordinator, [T.SessionTokens, T.BearerTokenStore, T.CookieJar, T.SessionStore]);
  provideClass(container, T.LoadSession, LoadSession, [
    T.SessionCoordinator, T.CandidateProfiles, T.BearerTokenStore, T.CookieJar, T.SessionStore, T.ErrorReporter, T.Scheduler,
  ]);
  provideClass(container, T.RefreshSession, RefreshSession, [T.SessionCoordinator]);
  provideClass(container, T.Logout, Logout, [T.SessionTokens, T.SessionCoordinator, T.ErrorReporter]);

  provide(container, T.FavouritesStore, [T.Scheduler, T.SessionStore], (scheduler, session) => new FavouritesStore(scheduler, session.state$));
  provideClass(container, T.LoadFavouriteStatuses, LoadFavouriteStatuses, [T.Favourites, T.SessionCoordinator, T.SessionStore, T.FavouritesStore]);
  provideClass(container, T.LoadFavouritesCount, LoadFavouritesCount, [T.Favourites, T.SessionCoordinator, T.SessionStore, T.FavouritesStore]);
  provideClass(container, T.ToggleFavourite, ToggleFavourite, [
    T.Favourites, T.SessionCoordinator, T.SessionStore, T.FavouritesStore, T.LoadFavouriteStatuses, T.LoadFavouritesCount, T.SnackbarQueue,
  ]);

  provideClass(container, T.LogIn, LogIn, [T.CandidateAuthentication, T.BearerTokenStore, T.SessionStore, T.FavouritesStore]);
  provideClass(container, T.Register, Register, [T.CandidateAuthentication, T.BearerTokenStore, T.SessionStore, T.FavouritesStore]);
  provideClass(container, T.SetFirstPassword, SetFirstPassword, [T.CandidateAuthentication, T.BearerTokenStore, T.SessionStore, T.FavouritesStore]);
  provideClass(container, T.ListFavouriteOffers, ListFavouriteOffers, [T.Favourites, T.SessionCoordinator, T.SessionStore, T.FavouritesStore]);

  provideClass(container, T.CurrencySelection, CurrencySelection, [T.CookieJar]);
  provideClass(container, T.CookieConsent, CookieConsent, [T.CookieJar]);
  provideClass(container, T.Banners, Banners, [T.CookieJar, T.KeyValueStore]);
  provideClass(container, T.SetProfilingConsent, SetProfilingConsent, [T.Consents, T.SessionCoordinator, T.SessionStore]);

  provideClass(container, T.SnackbarQueue, SnackbarQueue, [T.Scheduler]);
  provideClass(container, T.ConfirmationDialog, ConfirmationDialog, []);
  provideClass(container, T.ModalQueue, ModalQueue, []);
  provideClass(container, T.HashTracker, HashTracker, []);
}
