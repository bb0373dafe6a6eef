// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { batches } from '../../../core/favourites/LoadFavouriteStatuses.ts';
import { favouritesWorld } from './favouritesWorld.ts';

const ids = (count: number, prefix = 'o') => Array.from({ length: count }, (_, index) => `${prefix}${index + 1}`);

describe('LoadFavouriteStatuses', () => {
  it('asks in batches of at most 25 ids and records the answers', async () => {
    const world = favouritesWorld({ favourites: ['o3', 'o30', 'o60', 'x'] });

    const found = await world.loadStatuses.execute(ids(60));

    expect(world.favourites.calls.map((call) => call.ids.length)).toEqual([25, 25, 10]);
    expect(found._unsafeUnwrap()).toEqual(new Set(['o3', 'o30', 'o60']));
    expect(world.favouritesStore.current.ids).toEqual(new Set(['o3', 'o30', 'o60']));
  });

  it('drops duplicate and empty ids before batching', () => {
    expect(batches(['a', 'b', 'a', '', 'c'], 2)).toEqual([['a', 'b'], ['c']]);
    expect(batches([])).toEqual([]);
    expect(batches(ids(25)).map((batch) => batch.length)).toEqual([25]);
    expect(batches(ids(26)).map((batch) => batch.length)).toEqual([25, 1]);
  });

  it('marks ids that stopped being favourites', async () => {
    const world = favouritesWorld({ favourites: [] });
    world.favouritesStore.add('o1');

    await world.loadStatuses.execute(['o1']);

    expect(world.favouritesStore.current.ids.has('o1')).toBe(false);
  });

  it('asks nothing for a guest', async () => {
    const world = favouritesWorld({ guest: true });

    const found = await world.loadStatuses.execute(ids(30));
    const count = await world.loadCount.execute();

    expect(found._unsafeUnwrap().size).toBe(0);
    expect(count._unsafeUnwrap()).toBeNull();
    expect(world.favourites.calls).toEqual([]);
  });
});
