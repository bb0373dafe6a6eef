import { BehaviorSubject, distinctUntilChanged, map, type Observable } from 'rxjs';
import type { SessionState } from '../session/SessionState.ts';
import type { HistoryItem } from './ApplicationHistory.ts';

export interface ApplicationHistoryState {
  /** The candidate's item per offer id, for the offers whose status was loaded (no entry: none known). */
  readonly byOffer: ReadonlyMap<string, HistoryItem>;
  /** The history's count, null until loaded. */
  readonly count: number | null;
}

const empty: ApplicationHistoryState = { byOffer: new Map(), count: null };

/**
 * The logged-in candidate's application history as the page knows it: which offers were applied
 * to (isAppliedTo on cards and the offer page), which clicks elsewhere still wait for "did you
 * apply?", and the count. Emptied whenever the session stops being logged in.
 */
export class ApplicationHistoryStore {
  private readonly subject = new BehaviorSubject<ApplicationHistoryState>(empty);
  readonly state$: Observable<ApplicationHistoryState> = this.subject.asObservable();

  constructor(session$?: Observable<SessionState>) {
    session$?.subscribe((state) => {
      if (state.status !== 'logged-in') this.reset();
    });
  }

  get current(): ApplicationHistoryState {
    return this.subject.getValue();
  }

  /** The candidate's item for an offer, or null. */
  item$(offerId: string): Observable<HistoryItem | null> {
    return this.state$.pipe(
      map((state) => state.byOffer.get(offerId) ?? null),
      distinctUntilChanged(),
    );
  }

  /** isAppliedTo: the candidate applied (on the board, or said yes for a click elsewhere). */
  isAppliedTo$(offerId: string): Observable<boolean> {
    return this.state$.pipe(
      map((state) => state.byOffer.get(offerId)?.isConfirmed === true),
      distinctUntilChanged(),
    );
  }

  /** Records loaded items: each queried offer has exactly the item found for it, or none. */
  setStatuses(queried: readonly string[], items: readonly HistoryItem[]): void {
    const byOffer = new Map(this.current.byOffer);
    for (const id of queried) byOffer.delete(id);
    for (const item of items) byOffer.set(item.jobAdvertisementId, item);
    this.next({ ...this.current, byOffer });
  }

  /** One item as the gateway answered it (applied, clicked, confirmed). */
  put(item: HistoryItem): void {
    const known = this.current.byOffer.get(item.jobAdvertisementId);
    const byOffer = new Map(this.current.byOffer);
    byOffer.set(item.jobAdvertisementId, item);
    const count = this.current.count === null || known !== undefined ? this.current.count : this.current.count + 1;
    this.next({ byOffer, count });
  }

  /** An item gone ("no, I did not apply", or withdrawn). */
  remove(redirectId: string): void {
    const found = [...this.current.byOffer.values()].find((item) => item.redirectId === redirectId);
    if (!found) return;
    const byOffer = new Map(this.current.byOffer);
    byOffer.delete(found.jobAdvertisementId);
    this.next({ byOffer, count: this.current.count === null ? null : Math.max(0, this.current.count - 1) });
  }

  setCount(count: number): void {
    this.next({ ...this.current, count });
  }

  reset(): void {
    if (this.current !== empty) this.subject.next(empty);
  }

  private next(state: ApplicationHistoryState): void {
    this.subject.next(state);
  }
}
