import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { FAVOURITE_IDS_MAX, FAVOURITES_PAGE_SIZE_MAX } from '../../../contract/favourites.ts';
import type { Favourites, FavouritesPage } from '../../../core/favourites/Favourites.ts';
import { httpFailure, type GatewayFailure } from '../../../core/shared/Failure.ts';

export type FavouritesCall = 'list' | 'statuses' | 'count' | 'add' | 'remove';

/**
 * Favourites in a list (newest first), with the gateway's rules and the contract's limits (pages
 * from 1 of at most FAVOURITES_PAGE_SIZE_MAX, at most FAVOURITE_IDS_MAX ids per status query: 400
 * beyond), add and remove idempotent. `authorize` plays the bearer check; `failNext` makes the next calls
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
      if (!Number.isInteger(page) || page < 1 || !Number.isInteger(pageSize) || pageSize < 1 || pageSize > FAVOURITES_PAGE_SIZE_MAX) {
        return errAsync(httpFailure(400, `page and pageSize are whole numbers from 1 (pageSize at most ${FAVOURITES_PAGE_SIZE_MAX})`));
      }
      const wanted = ids ? this.ids.filter((id) => ids.includes(id)) : this.ids;
      const start = (page - 1) * pageSize;
      const items = wanted.slice(start, start + pageSize).map((jobAdvertisementId) => ({ jobAdvertisementId }));
      return okAsync({ items, hasNextPage: start + pageSize < wanted.length, pageNumber: page });
    });
  }

  statuses(ids: readonly string[]): ResultAsync<ReadonlySet<string>, GatewayFailure> {
    if (ids.length > FAVOURITE_IDS_MAX) return errAsync(httpFailure(400, `at most ${FAVOURITE_IDS_MAX} ids`));
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
    return run()
      .map((value) => {
        record('ok');
        return value;
      })
      .mapErr((failure) => {
        record(failure.kind);
        return failure;
      });
  }
}
