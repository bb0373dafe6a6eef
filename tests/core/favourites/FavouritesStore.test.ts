import { BehaviorSubject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { FavouritesStore } from '../../../core/favourites/FavouritesStore.ts';
import type { SessionState } from '../../../core/session/SessionState.ts';
import { VirtualTime } from '../../support/virtualTime.ts';

const store = () => new FavouritesStore(new VirtualTime().scheduler, new BehaviorSubject<SessionState>({ status: 'guest' }));

describe('FavouritesStore statuses and local clicks', () => {
  it('statuses loaded from before a click do not undo it', () => {
    const favourites = store();
    const since = favourites.mark();
    favourites.add('a');
    favourites.remove('b');
    // The answer left the server before the clicks: a was not a favourite, b was.
    favourites.setStatuses(['a', 'b', 'c'], new Set(['b', 'c']), since);
    expect([...favourites.current.ids].sort()).toEqual(['a', 'c']);
  });

  it('statuses loaded after a click are the truth', () => {
    const favourites = store();
    favourites.add('a');
    const since = favourites.mark();
    favourites.setStatuses(['a'], new Set(), since);
    expect(favourites.current.ids.has('a')).toBe(false);
    favourites.setStatuses(['d'], new Set(['d']));
    expect(favourites.current.ids.has('d')).toBe(true);
  });

  it('drops a count that left the server before a click: whether it counted the click cannot be told', () => {
    const favourites = store();
    favourites.setCount(4);
    const since = favourites.mark();
    favourites.add('a');
    favourites.setCount(0, since);
    expect(favourites.current.count).toBe(5);
  });

  it('a count loaded after the clicks is the truth', () => {
    const favourites = store();
    favourites.setStatuses(['b'], new Set(['b']));
    favourites.remove('b');
    favourites.setCount(3);
    expect(favourites.current.count).toBe(3);
  });
});
