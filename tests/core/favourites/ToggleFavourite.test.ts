import { describe, expect, it } from 'vitest';
import { FAVOURITE_TOGGLE_FAILED } from '../../../core/favourites/ToggleFavourite.ts';
import { favouritesWorld } from './favouritesWorld.ts';

describe('ToggleFavourite', () => {
  it('asks a guest to log in, without any call', async () => {
    const world = favouritesWorld({ guest: true });

    const outcome = await world.toggle.execute({ offerId: 'o1', add: true });

    expect(outcome._unsafeUnwrap()).toEqual({ kind: 'login-required', offerId: 'o1' });
    expect(world.favourites.calls).toEqual([]);
    expect(world.favouritesStore.current.ids.size).toBe(0);
  });

  it('adds optimistically: the id and the count change before the gateway answers', async () => {
    const world = favouritesWorld({ favourites: ['o9'] });
    await world.loadCount.execute();

    const pending = world.toggle.execute({ offerId: 'o1', add: true });
    const during = world.favouritesStore.current;
    const outcome = await pending;

    expect(during.ids.has('o1')).toBe(true);
    expect(during.count).toBe(2);
    expect(outcome._unsafeUnwrap()).toEqual({ kind: 'added', offerId: 'o1' });
    expect(world.favourites.favouriteIds).toContain('o1');
    expect(world.favouritesStore.current.count).toBe(2);
  });

  it('brings the count from the server once the change is made, also when it was not loaded at the click', async () => {
    const world = favouritesWorld({ favourites: ['o9'] });
    // The page's count is still on its way when the heart is clicked; its answer (1) predates the click.
    const countBeforeClick = world.loadCount.execute();
    const outcome = await world.toggle.execute({ offerId: 'o1', add: true });
    await countBeforeClick;

    expect(outcome._unsafeUnwrap()).toEqual({ kind: 'added', offerId: 'o1' });
    expect(world.favouritesStore.current.count).toBe(2);
  });

  it('removes optimistically and moves the count down by one', async () => {
    const world = favouritesWorld({ favourites: ['o1', 'o2'] });
    await world.loadCount.execute();
    await world.loadStatuses.execute(['o1', 'o2']);

    const pending = world.toggle.execute({ offerId: 'o1', add: false });
    const during = world.favouritesStore.current;
    await pending;

    expect(during.ids.has('o1')).toBe(false);
    expect(during.count).toBe(1);
    expect(world.favourites.favouriteIds).toEqual(['o2']);
  });

  it('on failure refetches the state, shows an error snackbar and returns the failure', async () => {
    const world = favouritesWorld({ favourites: ['o2'] });
    await world.loadCount.execute();
    await world.loadStatuses.execute(['o1', 'o2']);
    world.favourites.failNext({ kind: 'http-failure', status: 500 });

    const pending = world.toggle.execute({ offerId: 'o1', add: true });
    expect(world.favouritesStore.current.count).toBe(2);
    const outcome = await pending;

    expect(outcome._unsafeUnwrapErr()).toEqual({ kind: 'http-failure', status: 500 });
    expect(world.favouritesStore.current.ids).toEqual(new Set(['o2']));
    expect(world.favouritesStore.current.count).toBe(1);
    expect(world.snackbars.visible.map((snackbar) => [snackbar.message, snackbar.variant])).toEqual([[FAVOURITE_TOGGLE_FAILED, 'error']]);
  });

  it('rolls a failed remove back through the refetch', async () => {
    const world = favouritesWorld({ favourites: ['o1'] });
    await world.loadCount.execute();
    await world.loadStatuses.execute(['o1']);
    world.favourites.failNext({ kind: 'network-failure', message: 'offline' });

    await world.toggle.execute({ offerId: 'o1', add: false });

    expect(world.favouritesStore.current).toEqual({ ids: new Set(['o1']), count: 1 });
  });

  it('refreshes an expired token and still toggles', async () => {
    const world = favouritesWorld({ bearer: 'expired' });

    const outcome = await world.toggle.execute({ offerId: 'o1', add: true });

    expect(outcome._unsafeUnwrap().kind).toBe('added');
    expect(world.gateway.refreshes).toEqual(['ok']);
  });

  it('plays the burst for 1 s on add and clears it at once on remove', async () => {
    const world = favouritesWorld();
    const bursts: (string | null)[] = [];
    world.favouritesStore.burst$.subscribe((burst) => bursts.push(burst));

    await world.toggle.execute({ offerId: 'o1', add: true });
    await world.time.advance(999);
    expect(bursts).toEqual([null, 'o1']);
    await world.time.advance(1);
    expect(bursts).toEqual([null, 'o1', null]);

    await world.toggle.execute({ offerId: 'o2', add: true });
    await world.time.advance(300);
    await world.toggle.execute({ offerId: 'o2', add: false });
    expect(bursts).toEqual([null, 'o1', null, 'o2', null]);
    await world.time.advance(5000);
    expect(bursts).toEqual([null, 'o1', null, 'o2', null]);
  });

  it('restarts the 1 s burst for a second add', async () => {
    const world = favouritesWorld();
    await world.toggle.execute({ offerId: 'o1', add: true });
    await world.time.advance(600);
    await world.toggle.execute({ offerId: 'o2', add: true });
    await world.time.advance(600);

    let burst: string | null = null;
    world.favouritesStore.burst$.subscribe((value) => (burst = value));
    expect(burst).toBe('o2');
    await world.time.advance(400);
    expect(burst).toBeNull();
  });

  it('empties the store when the session ends', async () => {
    const world = favouritesWorld({ favourites: ['o1'] });
    await world.loadStatuses.execute(['o1']);
    await world.loadCount.execute();

    await world.logout.execute();

    expect(world.favouritesStore.current).toEqual({ ids: new Set(), count: null });
  });
});
