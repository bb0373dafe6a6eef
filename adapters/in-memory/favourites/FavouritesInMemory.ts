import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { FAVOURITES_BATCH_SIZE, type Favourites, type FavouritesPage } from '../../../core/favourites/Favourites.ts';
import type { GatewayFailure } from '../../../core/shared/Failure.ts';

export type FavouritesCall = 'list' | 'statuses' | 'count' | 'add' | 'remove';

/**
 * Favourites in a list (newest first), with the gateway's rules: at most 25 ids per status query,
 * add and remove idempotent. `authorize` plays the bearer check; `failNext` makes the next calls
 * fail; `calls` records each call with its outcome.
 */
export class FavouritesInMemory implements Favourites {
  private ids: string[];
  private readonly failures: GatewayFailure[] = [];
  readonly calls: { readonly call: FavouritesCall; readonly ids: readonly string[]; readonly outcome: 'ok' | GatewayFailure['kind'] }[] = [];

  constructor(
    initial: readonly string[] = [],
    private readonly authorize: () => boolean = () => true,
    private readonly knownOffers: ((id: string) => boolean) | null = null,
  ) {
    this.ids = [...initial];
  }

  get favouriteIds(): readonly string[] {
    return this.ids;
  }

  list(page: number, pageSize: number, ids?: readonly string[]): ResultAsync<FavouritesPage, GatewayFailure> {
    return this.guard('list', ids ?? [], () => {
      const wanted = ids ? this.ids.filter((id) => ids.includes(id)) : this.ids;
      const start = (Math.max(1, page) - 1) * pageSize;
      const items = wanted.slice(start, start + pageSize).map((jobAdvertisementId) => ({ jobAdvertisementId }));
      return okAsync({ items, hasNextPage: start + pageSize < wanted.length, pageNumber: page });
    });
  }

  statuses(ids: readonly string[]): ResultAsync<ReadonlySet<string>, GatewayFailure> {
    if (ids.length > FAVOURITES_BATCH_SIZE) return errAsync({ kind: 'http-failure', status: 400, message: 'at most 25 ids' });
    return this.guard('statuses', ids, () => okAsync(new Set(this.ids.filter((id) => ids.includes(id)))));
  }

  count(): ResultAsync<number, GatewayFailure> {
    return this.guard('count', [], () => okAsync(this.ids.length));
  }

  add(offerId: string): ResultAsync<void, GatewayFailure> {
    return this.guard('add', [offerId], () => {
      if (this.knownOffers && !this.knownOffers(offerId)) return errAsync({ kind: 'not-found' });
      if (!this.ids.includes(offerId)) this.ids.unshift(offerId);
      return okAsync(undefined);
    });
  }

  remove(offerId: string): ResultAsync<void, GatewayFailure> {
    return this.guard('remove', [offerId], () => {
      this.ids = this.ids.filter((id) => id !== offerId);
      return okAsync(undefined);
    });
  }

  /** The next calls fail with these, in order (after the bearer check). */
  failNext(...failures: GatewayFailure[]): void {
    this.failures.push(...failures);
  }

  private guard<T>(call: FavouritesCall, ids: readonly string[], run: () => ResultAsync<T, GatewayFailure>): ResultAsync<T, GatewayFailure> {
    const record = (outcome: 'ok' | GatewayFailure['kind']) => this.calls.push({ call, ids, outcome });
    if (!this.authorize()) {
      record('unauthorized');
      return errAsync({ kind: 'unauthorized' });
    }
    const failure = this.failures.shift();
    if (failure) {
      record(failure.kind);
      return errAsync(failure);
    }
    return run().map((value) => {
      record('ok');
      return value;
    }).mapErr((failure) => {
      record(failure.kind);
      return failure;
    });
  }
}
