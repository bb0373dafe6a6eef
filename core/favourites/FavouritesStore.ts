import { BehaviorSubject, distinctUntilChanged, map, type Observable, type SchedulerLike, type Subscription } from 'rxjs';
import type { SessionState } from '../session/SessionState.ts';

export const FAVOURITE_BURST_MS = 1000;

export interface FavouritesState {
  /** Offer ids known to be favourites (those whose status was loaded or toggled). */
  readonly ids: ReadonlySet<string>;
  /** The candidate's favourites count, null until loaded. */
  readonly count: number | null;
}

const empty: FavouritesState = { ids: new Set(), count: null };

/**
 * The logged-in candidate's favourites as the page knows them, plus the burst animation.
 * Emptied whenever the session stops being logged in, so a logout leaves nothing behind.
 */
export class FavouritesStore {
  private readonly subject = new BehaviorSubject<FavouritesState>(empty);
  private readonly burstSubject = new BehaviorSubject<string | null>(null);
  private burstTimer: Subscription | null = null;
  readonly state$: Observable<FavouritesState> = this.subject.asObservable();
  readonly count$: Observable<number | null> = this.state$.pipe(
    map((state) => state.count),
    distinctUntilChanged(),
  );
  /** The offer whose favourite burst is playing, or null. */
  readonly burst$: Observable<string | null> = this.burstSubject.pipe(distinctUntilChanged());

  constructor(
    private readonly scheduler: SchedulerLike,
    session$?: Observable<SessionState>,
  ) {
    session$?.subscribe((state) => {
      if (state.status !== 'logged-in') this.reset();
    });
  }

  get current(): FavouritesState {
    return this.subject.getValue();
  }

  isFavourite$(offerId: string): Observable<boolean> {
    return this.state$.pipe(
      map((state) => state.ids.has(offerId)),
      distinctUntilChanged(),
    );
  }

  /** Local changes so far, and the change that last touched each offer. */
  private changes = 0;
  private readonly changedAt = new Map<string, number>();

  /** A mark to load statuses or the count from: what changes locally after it wins over what the load says. */
  mark(): number {
    return this.changes;
  }

  private touch(offerId: string): void {
    this.changes += 1;
    this.changedAt.set(offerId, this.changes);
  }

  /** Optimistic add: the id joins and the count moves by one (only if it was not there). */
  add(offerId: string): void {
    this.touch(offerId);
    const state = this.current;
    if (state.ids.has(offerId)) return;
    this.subject.next({ ids: new Set([...state.ids, offerId]), count: state.count === null ? null : state.count + 1 });
  }

  /** Optimistic remove: the id leaves and the count moves by one (only if it was there). */
  remove(offerId: string): void {
    this.touch(offerId);
    const state = this.current;
    if (!state.ids.has(offerId)) return;
    const ids = new Set(state.ids);
    ids.delete(offerId);
    this.subject.next({ ids, count: state.count === null ? null : Math.max(0, state.count - 1) });
  }

  /**
   * Records loaded statuses: each queried id is a favourite exactly when it is in `favourites`,
   * except an id toggled here after `since` (the load's mark): the answer predates that click.
   */
  setStatuses(queried: readonly string[], favourites: ReadonlySet<string>, since: number = this.changes): void {
    const ids = new Set(this.current.ids);
    for (const id of queried) {
      if ((this.changedAt.get(id) ?? 0) > since) continue;
      if (favourites.has(id)) ids.add(id);
      else ids.delete(id);
    }
    this.subject.next({ ...this.current, ids });
  }

  /**
   * Records a loaded count, unless a click came after `since` (the load's mark): whether the server
   * counted that click or not cannot be told, so the answer is dropped and the click's own reload
   * (ToggleFavourite) brings the count.
   */
  setCount(count: number, since: number = this.changes): void {
    if (this.changes > since) return;
    this.subject.next({ ...this.current, count });
  }

  /** Plays the burst on an offer for 1 s. */
  startBurst(offerId: string): void {
    this.burstTimer?.unsubscribe();
    this.burstSubject.next(offerId);
    this.burstTimer = this.scheduler.schedule(() => this.clearBurst(), FAVOURITE_BURST_MS);
  }

  clearBurst(): void {
    this.burstTimer?.unsubscribe();
    this.burstTimer = null;
    this.burstSubject.next(null);
  }

  reset(): void {
    this.clearBurst();
    this.changedAt.clear();
    if (this.current !== empty) this.subject.next(empty);
  }
}
