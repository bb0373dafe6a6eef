import { okAsync, type ResultAsync } from 'neverthrow';
import type { SessionCoordinator } from '../session/SessionCoordinator.ts';
import { isLoggedIn } from '../session/SessionState.ts';
import type { SessionStore } from '../session/SessionStore.ts';
import type { GatewayFailure } from '../shared/Failure.ts';
import type { UseCase } from '../shared/UseCase.ts';
import type { Favourites } from './Favourites.ts';
import type { FavouritesStore } from './FavouritesStore.ts';

/** The favourites count into the store (the header badge). Guests: null, no call. */
export class LoadFavouritesCount implements UseCase<void, number | null, GatewayFailure> {
  constructor(
    private readonly favourites: Favourites,
    private readonly coordinator: SessionCoordinator,
    private readonly session: SessionStore,
    private readonly store: FavouritesStore,
  ) {}

  execute(): ResultAsync<number | null, GatewayFailure> {
    if (!isLoggedIn(this.session.current)) return okAsync(null);
    // A click while the count is on its way makes its answer stale.
    const since = this.store.mark();
    return this.coordinator
      .run(() => this.favourites.count())
      .map((count) => {
        this.store.setCount(count, since);
        return count;
      });
  }
}
