import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { BehaviorSubject, Subject, type Observable, type SchedulerLike, type Subscription } from 'rxjs';
import type { GatewayFailure } from '../../shared/Failure.ts';
import type { SaveAlertFailure, UpdateAlertFailure } from '../AlertFailure.ts';
import type { DeleteSavedSearch } from '../saved-searches/DeleteSavedSearch.ts';
import type { ListSavedSearches } from '../saved-searches/ListSavedSearches.ts';
import type { SaveAlert, SaveAlertInput } from '../saved-searches/SaveAlert.ts';
import { savedSearchFor } from '../saved-searches/savedSearchMatch.ts';

export interface SaveSearchSwitchState {
  /** `loading`: finding out whether the search is saved; the switch waits. */
  readonly status: 'idle' | 'loading' | 'ready';
  /** What the switch shows: the latest choice, before it is stored. */
  readonly on: boolean;
  /** A choice waits for its debounce or its call. */
  readonly busy: boolean;
}

export type SaveSearchSwitchFailure = SaveAlertFailure | UpdateAlertFailure | GatewayFailure;

const idle: SaveSearchSwitchState = { status: 'idle', on: false, busy: false };

/** The listing's save-filters toggle waits this long after the last click before it saves (spec section 4). */
export const SAVE_TOGGLE_DEBOUNCE_MS = 300;

/**
 * The listing's save-filters switch (spec section 4: debounced by 300 ms). Each flip shows at once;
 * the store hears only the last choice, 300 ms after the last flip, and only when it differs from
 * what is stored: on saves the search (SaveAlert), off deletes it without the dialog
 * (DeleteSavedSearch). Calls never overlap; flips during a call are sent after it. A failed call
 * puts the switch back to what is stored and is reported on `failures$`.
 */
export class SaveSearchSwitch {
  private readonly stateSubject = new BehaviorSubject<SaveSearchSwitchState>(idle);
  private readonly failuresSubject = new Subject<SaveSearchSwitchFailure>();
  readonly state$: Observable<SaveSearchSwitchState> = this.stateSubject.asObservable();
  readonly failures$: Observable<SaveSearchSwitchFailure> = this.failuresSubject.asObservable();

  private search: SaveAlertInput | null = null;
  /** The stored search's id for the current URL, null when it is not saved. */
  private savedId: string | null = null;
  private wanted = false;
  private timer: Subscription | null = null;
  private inFlight = false;
  /** Bumped by a new search: call answers about an earlier search are ignored. */
  private generation = 0;
  /** Bumped by each lookup and each flip: only the latest lookup, with no flip since, applies. */
  private lookups = 0;

  constructor(
    private readonly save: Pick<SaveAlert, 'execute'>,
    private readonly remove: Pick<DeleteSavedSearch, 'execute'>,
    private readonly list: Pick<ListSavedSearches, 'execute'>,
    private readonly scheduler: SchedulerLike,
    private readonly delayMs: number = SAVE_TOGGLE_DEBOUNCE_MS,
  ) {}

  get state(): SaveSearchSwitchState {
    return this.stateSubject.getValue();
  }

  /**
   * The search shown now: looks up whether it is saved. A new search waits for the answer; the
   * same search again (the popover reopened) is read again quietly, unless a flip comes first.
   */
  select(search: SaveAlertInput): ResultAsync<void, never> {
    const same = this.search?.searchUrl === search.searchUrl && this.state.status === 'ready';
    // A choice on its way for this search: what it will store is the truth to come.
    if (same && (this.inFlight || this.timer !== null)) return okAsync(undefined);
    if (!same) {
      this.generation++;
      this.cancelTimer();
      this.stateSubject.next({ status: 'loading', on: this.state.on, busy: false });
    }
    this.search = search;
    const lookup = ++this.lookups;
    return this.lookUp(search.searchUrl).map((id) => {
      if (lookup !== this.lookups) return;
      this.savedId = id;
      this.wanted = id !== null;
      this.emit();
    });
  }

  /** A flip of the switch. Ignored until the lookup answered. */
  set(on: boolean): void {
    if (this.state.status !== 'ready') return;
    // A quiet lookup still out would undo this flip: its answer is dropped.
    this.lookups++;
    this.wanted = on;
    this.cancelTimer();
    this.timer = this.scheduler.schedule(() => {
      this.timer = null;
      this.flush();
    }, this.delayMs);
    this.emit();
  }

  /** Stops the timer (the page went away); a call already made still completes. */
  dispose(): void {
    this.cancelTimer();
    this.generation++;
    this.lookups++;
  }

  private flush(): void {
    const search = this.search;
    if (this.inFlight || search === null) return;
    const stored = this.savedId !== null;
    if (this.wanted === stored) {
      this.emit();
      return;
    }
    const generation = this.generation;
    this.inFlight = true;
    this.emit();
    const call: ResultAsync<string | null, SaveSearchSwitchFailure> = this.wanted ? this.store(search) : this.unstore(this.savedId as string);
    void call.match(
      (id) => this.settled(generation, () => (this.savedId = id)),
      (failure) =>
        this.settled(generation, () => {
          this.cancelTimer();
          this.wanted = this.savedId !== null;
          this.failuresSubject.next(failure);
        }),
    );
  }

  private settled(generation: number, apply: () => void): void {
    this.inFlight = false;
    if (generation === this.generation) apply();
    if (this.state.status !== 'ready') return;
    // A flip whose timer ran out during the call (this search's, or an earlier one's) is sent now.
    if (this.timer === null && this.wanted !== (this.savedId !== null)) this.flush();
    else this.emit();
  }

  /** Saves; "already saved" (filter-exists) is success once the stored id is known. */
  private store(search: SaveAlertInput): ResultAsync<string | null, SaveSearchSwitchFailure> {
    return this.save
      .execute(search)
      .map((saved): string | null => saved.search.id)
      .orElse((failure): ResultAsync<string | null, SaveSearchSwitchFailure> => {
        if (failure.kind !== 'filter-exists') return errAsync(failure);
        // Saved meanwhile (another tab): find its id, or report the conflict when it cannot be found.
        return this.lookUp(search.searchUrl).andThen((id) => (id === null ? errAsync(failure) : okAsync(id)));
      });
  }

  /** Deletes without the dialog; a search already gone is success. */
  private unstore(id: string): ResultAsync<string | null, SaveSearchSwitchFailure> {
    return this.remove
      .execute({ id, withoutConfirmation: true })
      .map((): string | null => null)
      .orElse((failure): ResultAsync<string | null, SaveSearchSwitchFailure> =>
        failure.kind === 'search-not-found' ? okAsync(null) : errAsync(failure),
      );
  }

  private lookUp(searchUrl: string): ResultAsync<string | null, never> {
    return this.list
      .execute()
      .map((list) => savedSearchFor(list.searches, searchUrl)?.id ?? null)
      .orElse(() => okAsync(null));
  }

  private cancelTimer(): void {
    this.timer?.unsubscribe();
    this.timer = null;
  }

  private emit(): void {
    const busy = this.inFlight || this.timer !== null;
    this.stateSubject.next({ status: 'ready', on: this.wanted, busy });
  }
}
