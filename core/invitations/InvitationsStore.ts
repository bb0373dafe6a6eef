import { BehaviorSubject, distinctUntilChanged, map, type Observable, type SchedulerLike, type Subscription } from 'rxjs';
import type { SessionState } from '../session/SessionState.ts';
import { pendingCount, type Invitation } from './Invitation.ts';

/** The list stays cached this long after the last component reading it goes away (engagement.md 7). */
export const INVITATIONS_CACHE_MS = 5000;

export interface InvitationsState {
  /** The candidate the list is of; null until one is known. */
  readonly candidateId: string | null;
  /** The list as last fetched; null when not fetched (or dropped from the cache). */
  readonly items: readonly Invitation[] | null;
  readonly loading: boolean;
  /** The last fetch failed. */
  readonly failed: boolean;
  /** An accept or reject is under way: the buttons wait (engagement.md 4). */
  readonly actionLoading: boolean;
}

const empty: InvitationsState = { candidateId: null, items: null, loading: false, failed: false, actionLoading: false };

/**
 * The candidate's invitations as this tab knows them, kept while something reads them and for 5 s
 * after (virtual time in tests). Emptied when the session ends or another candidate logs in.
 */
export class InvitationsStore {
  private readonly subject = new BehaviorSubject<InvitationsState>(empty);
  readonly state$: Observable<InvitationsState> = this.subject.asObservable();
  /** Invitations waiting for an answer, or null while the list is not known. */
  readonly pendingCount$: Observable<number | null> = this.state$.pipe(
    map((state) => (state.items === null ? null : pendingCount(state.items))),
    distinctUntilChanged(),
  );
  private observers = 0;
  private expiry: Subscription | null = null;

  constructor(
    private readonly scheduler: SchedulerLike,
    session$?: Observable<SessionState>,
  ) {
    session$?.subscribe((state) => {
      const candidateId = this.current.candidateId;
      if (candidateId !== null && (state.status !== 'logged-in' || state.candidate.id !== candidateId)) this.reset();
    });
  }

  get current(): InvitationsState {
    return this.subject.getValue();
  }

  /** A reader arrived (a mounted component); the returned function says it left. The last one leaving starts the 5 s. */
  observe(): () => void {
    this.observers += 1;
    this.expiry?.unsubscribe();
    this.expiry = null;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.observers -= 1;
      if (this.observers === 0) this.expiry = this.scheduler.schedule(() => this.drop(), INVITATIONS_CACHE_MS);
    };
  }

  loading(candidateId: string): void {
    const state = this.current;
    this.subject.next({ ...(state.candidateId === candidateId ? state : empty), candidateId, loading: true });
  }

  loaded(candidateId: string, items: readonly Invitation[]): void {
    this.subject.next({ ...this.current, candidateId, items, loading: false, failed: false });
  }

  failed(candidateId: string): void {
    if (this.current.candidateId !== candidateId) return;
    this.subject.next({ ...this.current, loading: false, failed: true });
  }

  setActionLoading(actionLoading: boolean): void {
    if (this.current.actionLoading !== actionLoading) this.subject.next({ ...this.current, actionLoading });
  }

  private drop(): void {
    this.expiry = null;
    if (this.observers > 0) return;
    this.subject.next({ ...this.current, items: null, failed: false });
  }

  reset(): void {
    this.expiry?.unsubscribe();
    this.expiry = null;
    this.subject.next(empty);
  }
}
