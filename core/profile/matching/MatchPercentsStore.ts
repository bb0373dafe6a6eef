import { BehaviorSubject, distinctUntilChanged, map, type Observable } from 'rxjs';
import type { SessionState } from '../../session/SessionState.ts';

interface MatchPercentsState {
  /** Each asked offer's percent; null: asked, and the gateway had none for it. */
  readonly percents: ReadonlyMap<string, number | null>;
  /** The gateway said the candidate has not given the profiling consent: nothing more is asked. */
  readonly consentMissing: boolean;
}

const empty: MatchPercentsState = { percents: new Map(), consentMissing: false };

/**
 * Match percents of the offers on this tab's pages, for the cards' badges. Emptied when the
 * session changes and when the profiling consent is given or withdrawn.
 */
export class MatchPercentsStore {
  private readonly subject = new BehaviorSubject<MatchPercentsState>(empty);
  readonly state$: Observable<MatchPercentsState> = this.subject.asObservable();

  constructor(session$?: Observable<SessionState>) {
    session$
      ?.pipe(
        map((state) => (state.status === 'logged-in' ? state.candidate.id : null)),
        distinctUntilChanged(),
      )
      .subscribe(() => this.reset());
  }

  get current(): MatchPercentsState {
    return this.subject.getValue();
  }

  /** The offer's percent once known; null while unknown or when there is none. */
  percentOf$(offerId: string): Observable<number | null> {
    return this.state$.pipe(
      map((state) => state.percents.get(offerId) ?? null),
      distinctUntilChanged(),
    );
  }

  /** Whether an offer was asked about already. */
  has(offerId: string): boolean {
    return this.current.percents.has(offerId);
  }

  record(offerIds: readonly string[], found: ReadonlyMap<string, number>): void {
    const percents = new Map(this.current.percents);
    for (const id of offerIds) percents.set(id, found.get(id) ?? null);
    this.subject.next({ ...this.current, percents });
  }

  markConsentMissing(): void {
    this.subject.next({ ...this.current, consentMissing: true });
  }

  reset(): void {
    this.subject.next(empty);
  }
}
