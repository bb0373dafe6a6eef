import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { SessionCoordinator } from '../session/SessionCoordinator.ts';
import { isLoggedIn } from '../session/SessionState.ts';
import type { SessionStore } from '../session/SessionStore.ts';
import type { GatewayFailure } from '../shared/Failure.ts';
import type { UseCase } from '../shared/UseCase.ts';
import type { SnackbarQueue } from '../ui-state/SnackbarQueue.ts';
import type { Favourites } from './Favourites.ts';
import type { FavouritesStore } from './FavouritesStore.ts';
import type { LoadFavouriteStatuses } from './LoadFavouriteStatuses.ts';
import type { LoadFavouritesCount } from './LoadFavouritesCount.ts';

export interface ToggleFavouriteInput {
  /** The offer's guid. */
  readonly offerId: string;
  /** true to add, false to remove (the card knows which it shows). */
  readonly add: boolean;
}

export type ToggleFavouriteOutcome =
  | { readonly kind: 'login-required'; readonly offerId: string }
  | { readonly kind: 'added'; readonly offerId: string }
  | { readonly kind: 'removed'; readonly offerId: string };

/** Translation key of the snackbar shown when a toggle fails. */
export const FAVOURITE_TOGGLE_FAILED = 'favourites.toggleFailed';

/**
 * A guest gets `login-required` (the UI opens the favourites prompt). A candidate sees the change at
 * once: the id joins or leaves the store, the count moves by one, the burst plays for 1 s on add
 * and stops on remove; once the gateway has the change, the count is reloaded. If the gateway refuses, the store is refetched (statuses known so far and
 * the count), an error snackbar shows, and the failure is returned: unauthorized, not-found,
 * network-failure, http-failure.
 */
export class ToggleFavourite implements UseCase<ToggleFavouriteInput, ToggleFavouriteOutcome, GatewayFailure> {
  constructor(
    private readonly favourites: Favourites,
    private readonly coordinator: SessionCoordinator,
    private readonly session: SessionStore,
    private readonly store: FavouritesStore,
    private readonly loadStatuses: LoadFavouriteStatuses,
    private readonly loadCount: LoadFavouritesCount,
    private readonly snackbars: SnackbarQueue,
  ) {}

  execute({ offerId, add }: ToggleFavouriteInput): ResultAsync<ToggleFavouriteOutcome, GatewayFailure> {
    if (!isLoggedIn(this.session.current)) return okAsync({ kind: 'login-required', offerId });
    const known = [...new Set([...this.store.current.ids, offerId])];
    if (add) {
      this.store.add(offerId);
      this.store.startBurst(offerId);
    } else {
      this.store.remove(offerId);
      this.store.clearBurst();
    }
    const call = () => (add ? this.favourites.add(offerId) : this.favourites.remove(offerId));
    return this.coordinator
      .run(call)
      .map((): ToggleFavouriteOutcome => ({ kind: add ? 'added' : 'removed', offerId }))
      .andThen((outcome) =>
        // The count after the change, from the server: a count asked for before it is dropped (FavouritesStore.setCount).
        this.loadCount
          .execute()
          .map(() => outcome)
          .orElse(() => okAsync(outcome)),
      )
      .orElse((failure) => {
        if (add) this.store.clearBurst();
        this.snackbars.show({ message: FAVOURITE_TOGGLE_FAILED, variant: 'error', testId: 'favourite-toggle-failed' });
        return this.loadStatuses
          .execute(known)
          .andThen(() => this.loadCount.execute())
          .orElse(() => okAsync(null))
          .andThen(() => errAsync<ToggleFavouriteOutcome, GatewayFailure>(failure));
      });
  }
}
