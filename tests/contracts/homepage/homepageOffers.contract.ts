import type { ResultAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { HomepageOffers } from '../../../core/homepage/HomepageOffers.ts';
import type { OfferCard } from '../../../core/listing/Offer.ts';

/**
 * What every HomepageOffers adapter promises. The world gives an adapter over a board with more than
 * three super offers in one category and city, offers with and without salaries, and says which
 * offers are super offers.
 */
export interface HomepageOffersWorld {
  readonly offers: () => Promise<HomepageOffers>;
  readonly isSuper: (guid: string) => boolean;
  readonly banner: { readonly categoryKey: string; readonly city: string };
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
const newestFirst = (offers: readonly OfferCard[]) =>
  expect(offers.map((offer) => offer.publishedAt)).toEqual([...offers.map((offer) => offer.publishedAt)].sort().reverse());
const request = (limit: number) => ({ limit, currency: 'pln' as const, language: 'en' as const });

export function homepageOffersContract(adapter: string, world: HomepageOffersWorld): void {
  describe(`HomepageOffers contract: ${adapter}`, () => {
    it('answers the newest super offers, at most the limit, and refuses a limit outside 1 to 20', async () => {
      const offers = await world.offers();
      const found = await ok(offers.superOffers(request(4)));
      expect(found).toHaveLength(4);
      expect(found.every((offer) => world.isSuper(offer.guid))).toBe(true);
      newestFirst(found);
      for (const limit of [0, 21]) expect(await failure(offers.superOffers(request(limit)))).toMatchObject({ kind: 'http-failure', status: 400 });
    });

    it('answers the newest offers that show a salary', async () => {
      const found = await ok((await world.offers()).newWithSalary(request(5)));
      expect(found.length).toBeGreaterThan(0);
      expect(found.length).toBeLessThanOrEqual(5);
      expect(found.every((offer) => offer.employmentTypes.some((type) => type.from !== null || type.to !== null))).toBe(true);
      newestFirst(found);
    });

    it('answers popular offers, at most the limit', async () => {
      const found = await ok((await world.offers()).popular(request(3)));
      expect(found).toHaveLength(3);
    });

    it('answers up to three super offers as banners for a category and city', async () => {
      const offers = await world.offers();
      const banners = await ok(offers.banners(world.banner.categoryKey, [world.banner.city], 'pln', 'en'));
      expect(banners).toHaveLength(3);
      for (const banner of banners) {
        expect(banner.categoryKey).toBe(world.banner.categoryKey);
        expect(banner.offer.citySlug).toBe(world.banner.city);
        expect(world.isSuper(banner.offer.guid)).toBe(true);
      }
      expect(await ok(offers.banners('no-such-category', [], 'pln', 'en'))).toEqual([]);
      expect(await failure(offers.banners('', [], 'pln', 'en'))).toMatchObject({ kind: 'http-failure', status: 400 });
    });
  });
}
