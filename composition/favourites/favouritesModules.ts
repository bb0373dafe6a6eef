import { FavouritesHttp } from '../../adapters/http/favourites/FavouritesHttp.ts';
import { FavouritesInMemory } from '../../adapters/in-memory/favourites/FavouritesInMemory.ts';
import { FavouritesStore } from '../../core/favourites/FavouritesStore.ts';
import type { Favourites } from '../../core/favourites/Favourites.ts';
import { ListFavouriteOffers } from '../../core/favourites/ListFavouriteOffers.ts';
import { LoadFavouriteStatuses } from '../../core/favourites/LoadFavouriteStatuses.ts';
import { LoadFavouritesCount } from '../../core/favourites/LoadFavouritesCount.ts';
import { ToggleFavourite } from '../../core/favourites/ToggleFavourite.ts';
import { adapterModule } from '../kernel/adapterModule.ts';
import { contextModule, pick, type ContextModule, valuesModule } from '../kernel/ContextModule.ts';
import { provide, provideClass, provideEach } from '../kernel/provide.ts';
import { candidateCallDeps, SessionKeys } from '../session/sessionKeys.ts';
import { httpAdapterDeps, SharedKeys } from '../shared/sharedKeys.ts';
import { UiStateKeys } from '../ui-state/uiStateKeys.ts';
import { FavouritesKeys as K } from './favouritesKeys.ts';

export const favouritesUseCases: ContextModule = contextModule(
  'favourites.useCases',
  pick(K, 'FavouritesStore', 'LoadFavouriteStatuses', 'LoadFavouritesCount', 'ToggleFavourite', 'ListFavouriteOffers'),
  (container) => {
    const { SessionStore } = SessionKeys;
    provide(
      container,
      K.FavouritesStore,
      [SharedKeys.Scheduler, SessionStore],
      (scheduler, session) => new FavouritesStore(scheduler, session.state$),
    );
    const reads = candidateCallDeps(K.Favourites, K.FavouritesStore);
    provideEach(container, K, reads, { LoadFavouriteStatuses, LoadFavouritesCount, ListFavouriteOffers });
    provideClass(container, K.ToggleFavourite, ToggleFavourite, [
      ...reads,
      K.LoadFavouriteStatuses,
      K.LoadFavouritesCount,
      UiStateKeys.SnackbarQueue,
    ]);
  },
);

export const favouritesHttp: ContextModule = adapterModule('favourites.http', K, httpAdapterDeps, { Favourites: FavouritesHttp });

export const favouritesInMemory = (favourites: Favourites = new FavouritesInMemory()): ContextModule =>
  valuesModule('favourites.inMemory', K, { Favourites: favourites });
