import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { FavouritesCountCodec, FavouritesPageCodec, type FavouriteItemDto } from '../../../contract/favourites.ts';
import { FAVOURITES_BATCH_SIZE, type FavouriteOffer, type Favourites, type FavouritesPage } from '../../../core/favourites/Favourites.ts';
import type { GatewayFailure } from '../../../core/shared/Failure.ts';
import type { GatewayHttpClient } from '../GatewayHttpClient.ts';
import { tenantApi } from '../tenantApi.ts';

/** A favourite as core sees it: the id, and the offer card the gateway sent along. */
function toFavourite(item: FavouriteItemDto): FavouriteOffer {
  const { jobAdvertisementId, ...offer } = item;
  return { jobAdvertisementId, offer };
}

/** /api/{tenant}/candidates/favorites and its count; the bearer comes from the client's headers. */
export class FavouritesHttp implements Favourites {
  constructor(
    private readonly http: GatewayHttpClient,
    private readonly tenantId: string,
  ) {}

  list(page: number, pageSize: number, ids?: readonly string[]): ResultAsync<FavouritesPage, GatewayFailure> {
    return this.http
      .get(this.path(), FavouritesPageCodec, { query: { page, pageSize, jobAdvertisementsIds: ids } })
      .map((result) => ({ items: result.items.map(toFavourite), hasNextPage: result.hasNextPage, pageNumber: result.pageNumber }));
  }

  statuses(ids: readonly string[]): ResultAsync<ReadonlySet<string>, GatewayFailure> {
    if (ids.length > FAVOURITES_BATCH_SIZE) return errAsync({ kind: 'http-failure', status: 400, message: `at most ${FAVOURITES_BATCH_SIZE} ids` });
    // An empty id list would mean "all favourites" on the wire: nothing to ask.
    if (ids.length === 0) return okAsync(new Set<string>());
    return this.list(1, ids.length, ids).map((page) => new Set(page.items.map((item) => item.jobAdvertisementId)));
  }

  count(): ResultAsync<number, GatewayFailure> {
    return this.http.get(`${this.path()}/count`, FavouritesCountCodec).map((result) => result.count);
  }

  add(offerId: string): ResultAsync<void, GatewayFailure> {
    return this.http.command('POST', this.path(), { body: { jobAdvertisementId: offerId } });
  }

  remove(offerId: string): ResultAsync<void, GatewayFailure> {
    return this.http.command('DELETE', `${this.path()}/${encodeURIComponent(offerId)}`);
  }

  private path(): string {
    return tenantApi(this.tenantId, '/candidates/favorites');
  }
}
