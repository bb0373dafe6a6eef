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

  /** Local changes so far, the change that last touched each offer, and how each change moved the count. */
  private changes = 0;
  private readonly changedAt = new Map<string, number>();
  private readonly countMoves: { readonly at: number; readonly by: number }[] = [];

  /** A mark to load statuses or the count from: what changes locally after it wins over what the load says. */
  mark(): number {
    return this.changes;
  }

  private touch(offerId: string, countMove: number): void {
    this.changes += 1;
    this.changedAt.set(offerId, this.changes);
    if (countMove !== 0) this.countMoves.push({ at: this.changes, by: countMove });
  }

  /** Optimistic add: the id joins and the count moves by one (only if it was not there). */
  add(offerId: string): void {
    const state = this.current;
    this.touch(offerId, state.ids.has(offerId) ? 0 : 1);
    if (state.ids.has(offerId)) return;
    this.subject.next({ ids: new Set([...state.ids, offerId]), count: state.count === null ? null : state.count + 1 });
  }

  /** Optimistic remove: the id leaves and the count moves by one (only if it was there). */
  remove(offerId: string): void {
    const state = this.current;
    this.touch(offerId, state.ids.has(offerId) ? -1 : 0);
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
   * Records a loaded count, moved by the local adds and removes after `since` (the load's mark): the
   * answer predates those clicks.
   */
  setCount(count: number, since: number = this.changes): void {
    const later = this.countMoves.reduce((sum, move) => (move.at > since ? sum + move.by : sum), 0);
    this.subject.next({ ...this.current, count: Math.max(0, count + later) });
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
    this.countMoves.length = 0;
    if (this.current !== empty) this.subject.next(empty);
  }
}
