import type { ResultAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { MatchedOffers } from '../../../core/profile/matching/MatchedOffers.ts';
import { MATCH_FLOOR } from '../../../core/profile/matching/matchPercent.ts';

/**
 * What every MatchedOffers adapter promises. The world gives a fresh candidate, with or without
 * the profiling consent, whose preferences fit one offer (`fitOfferId`, the newest of those it
 * fits) in every part, or who has no skills at all; and an adapter without a session.
 */
export interface MatchedOffersWorld {
  readonly fresh: (options: {
    readonly consent: boolean;
    readonly skills: boolean;
  }) => Promise<{ readonly matched: MatchedOffers; readonly fitOfferId: string }>;
  readonly withoutSession: () => Promise<MatchedOffers>;
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

export function matchedOffersContract(adapter: string, world: MatchedOffersWorld): void {
  describe(`MatchedOffers contract: ${adapter}`, () => {
    it('needs the profiling consent', async () => {
      const { matched, fitOfferId } = await world.fresh({ consent: false, skills: true });
      expect(await failure(matched.page({ page: 1, pageSize: 20 }))).toEqual({ kind: 'profiling-consent-required' });
      expect(await failure(matched.percents([fitOfferId]))).toEqual({ kind: 'profiling-consent-required' });
    });

    it('matches nothing without skills', async () => {
      const { matched, fitOfferId } = await world.fresh({ consent: true, skills: false });
      expect(await ok(matched.page({ page: 1, pageSize: 20 }))).toEqual({ items: [], hasNextPage: false, pageNumber: 1, floor: MATCH_FLOOR });
      expect([...(await ok(matched.percents([fitOfferId])))]).toEqual([]);
    });

    it('ranks best first, at or above the floor, the fitting offer at 100, pages without overlap', async () => {
      const { matched, fitOfferId } = await world.fresh({ consent: true, skills: true });
      const first = await ok(matched.page({ page: 1, pageSize: 2 }));
      expect(first.items[0]).toMatchObject({ guid: fitOfferId, matchPercent: 100 });
      const percents = first.items.map((item) => item.matchPercent);
      expect(percents).toEqual([...percents].sort((a, b) => b - a));
      expect(percents.every((percent) => percent >= MATCH_FLOOR)).toBe(true);
      expect(first.floor).toBe(MATCH_FLOOR);
      if (first.hasNextPage) {
        const second = await ok(matched.page({ page: 2, pageSize: 2 }));
        expect(second.items.some((item) => first.items.some((seen) => seen.guid === item.guid))).toBe(false);
      }
      expect((await ok(matched.percents([fitOfferId]))).get(fitOfferId)).toBe(100);
    });

    it('looks up at most 25 ids; unknown offers have no percent', async () => {
      const { matched } = await world.fresh({ consent: true, skills: true });
      const ids = Array.from({ length: 26 }, (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`);
      expect(await failure(matched.percents(ids))).toMatchObject({ kind: 'http-failure', status: 400 });
      expect([...(await ok(matched.percents(ids.slice(0, 25))))]).toEqual([]);
    });

    it('answers unauthorized without a session', async () => {
      const matched = await world.withoutSession();
      expect(await failure(matched.page({ page: 1, pageSize: 20 }))).toEqual({ kind: 'unauthorized' });
      expect(await failure(matched.percents(['00000000-0000-4000-8000-000000000001']))).toEqual({ kind: 'unauthorized' });
    });
  });
}
