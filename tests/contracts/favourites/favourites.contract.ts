import type { ResultAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { FAVOURITE_IDS_MAX, FAVOURITES_PAGE_SIZE_MAX } from '../../../contract/favourites.ts';
import type { Favourites } from '../../../core/favourites/Favourites.ts';

/**
 * What every Favourites adapter promises. The world gives a fresh, logged-in candidate with no
 * favourites, at least 27 offer ids that exist, one well-formed id that does not, and an adapter
 * of the same kind without a valid session.
 */
export interface FavouritesWorld {
  readonly fresh: () => Promise<{ readonly favourites: Favourites; readonly offerIds: readonly string[]; readonly unknownOfferId: string }>;
  readonly withoutSession: () => Promise<Favourites>;
}

const ok = async <T, E>(result: ResultAsync<T, E>): Promise<T> => {
  const settled = await result;
  if (settled.isErr()) throw new Error(`expected success, got ${JSON.stringify(settled.error)}`);
  return settled.value;
};
const failure = async <T, E>(result: ResultAsync<T, E>): Promise<E> => {
  const settled = await result;
  if (settled.isOk()) throw new Error('expected a failure');
  return settled.error;
};

export function favouritesContract(adapter: string, world: FavouritesWorld): void {
  describe(`Favourites contract: ${adapter}`, () => {
    it('starts empty', async () => {
      const { favourites } = await world.fresh();
      expect(await ok(favourites.count())).toBe(0);
      expect(await ok(favourites.list(1, 20))).toEqual({ items: [], hasNextPage: false, pageNumber: 1 });
    });

    it('adds idempotently, counts, and removes idempotently', async () => {
      const { favourites, offerIds } = await world.fresh();
      const [a, b] = offerIds as [string, string];
      await ok(favourites.add(a));
      await ok(favourites.add(a));
      await ok(favourites.add(b));
      expect(await ok(favourites.count())).toBe(2);
      await ok(favourites.remove(a));
      await ok(favourites.remove(a));
      expect(await ok(favourites.count())).toBe(1);
      expect((await ok(favourites.list(1, 20))).items.map((item) => item.jobAdvertisementId)).toEqual([b]);
    });

    it('lists newest first, page by page', async () => {
      const { favourites, offerIds } = await world.fresh();
      for (const id of offerIds.slice(0, 5)) await ok(favourites.add(id));
      const ids = async (page: number) => (await ok(favourites.list(page, 2))).items.map((item) => item.jobAdvertisementId);
      expect(await ids(1)).toEqual([offerIds[4], offerIds[3]]);
      expect(await ids(3)).toEqual([offerIds[0]]);
      expect(await ok(favourites.list(2, 2))).toMatchObject({ hasNextPage: true, pageNumber: 2 });
      expect(await ok(favourites.list(3, 2))).toMatchObject({ hasNextPage: false, pageNumber: 3 });
    });

    it(`tells which of up to ${FAVOURITE_IDS_MAX} ids are favourites`, async () => {
      const { favourites, offerIds } = await world.fresh();
      await ok(favourites.add(offerIds[3] as string));
      await ok(favourites.add(offerIds[20] as string));
      const found = await ok(favourites.statuses(offerIds.slice(0, FAVOURITE_IDS_MAX)));
      expect([...found].sort()).toEqual([offerIds[3], offerIds[20]].sort());
      expect([...(await ok(favourites.statuses([])))]).toEqual([]);
      expect(await failure(favourites.statuses(offerIds.slice(0, FAVOURITE_IDS_MAX + 1)))).toMatchObject({ kind: 'http-failure', status: 400 });
    });

    it(`lists pages of up to ${FAVOURITES_PAGE_SIZE_MAX}, from page 1`, async () => {
      const { favourites } = await world.fresh();
      expect(await ok(favourites.list(1, FAVOURITES_PAGE_SIZE_MAX))).toMatchObject({ items: [], pageNumber: 1 });
      expect(await failure(favourites.list(1, FAVOURITES_PAGE_SIZE_MAX + 1))).toMatchObject({ kind: 'http-failure', status: 400 });
      expect(await failure(favourites.list(0, 20))).toMatchObject({ kind: 'http-failure', status: 400 });
    });

    it('refuses an offer that does not exist', async () => {
      const { favourites, unknownOfferId } = await world.fresh();
      expect(await failure(favourites.add(unknownOfferId))).toEqual({ kind: 'not-found' });
      expect(await ok(favourites.count())).toBe(0);
    });

    it('answers unauthorized to every call without a session', async () => {
      const favourites = await world.withoutSession();
      const { offerIds } = await world.fresh();
      const id = offerIds[0] as string;
      const calls: ResultAsync<unknown, unknown>[] = [
        favourites.count(),
        favourites.list(1, 20),
        favourites.statuses([id]),
        favourites.add(id),
        favourites.remove(id),
      ];
      for (const call of calls) expect(await failure(call)).toEqual({ kind: 'unauthorized' });
    });
  });
}
