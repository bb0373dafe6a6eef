import { okAsync, ResultAsync } from 'neverthrow';
import type { SessionCoordinator } from '../session/SessionCoordinator.ts';
import { isLoggedIn } from '../session/SessionState.ts';
import type { SessionStore } from '../session/SessionStore.ts';
import type { GatewayFailure } from '../shared/Failure.ts';
import type { UseCase } from '../shared/UseCase.ts';
import { FAVOURITES_BATCH_SIZE, type Favourites } from './Favourites.ts';
import type { FavouritesStore } from './FavouritesStore.ts';

/** Splits ids into groups of at most `size`, dropping duplicates and empty ids. */
export function batches(ids: readonly string[], size = FAVOURITES_BATCH_SIZE): string[][] {
  const unique = [...new Set(ids.filter((id) => id !== ''))];
  const groups: string[][] = [];
  for (let start = 0; start < unique.length; start += size) groups.push(unique.slice(start, start + size));
  return groups;
}

/**
 * Which of the listed offers are favourites, asked in batches of 25 ids, recorded in the store.
 * Guests get an empty set without a call. Fails with the first batch failure (unauthorized,
 * network-failure, http-failure, bad-gateway-payload); batches that succeeded are still recorded.
 */
export class LoadFavouriteStatuses implements UseCase<readonly string[], ReadonlySet<string>, GatewayFailure> {
  constructor(
    private readonly favourites: Favourites,
    private readonly coordinator: SessionCoordinator,
    private readonly session: SessionStore,
    private readonly store: FavouritesStore,
  ) {}

  execute(ids: readonly string[]): ResultAsync<ReadonlySet<string>, GatewayFailure> {
    if (!isLoggedIn(this.session.current)) return okAsync(new Set<string>());
    // A click while the statuses are on their way wins over their answer.
    const since = this.store.mark();
    const loads = batches(ids).map((batch) =>
      this.coordinator
        .run(() => this.favourites.statuses(batch))
        .map((found) => {
          this.store.setStatuses(batch, found, since);
          return found;
        }),
    );
    return ResultAsync.combine(loads).map((sets) => new Set(sets.flatMap((set) => [...set])));
  }
}
