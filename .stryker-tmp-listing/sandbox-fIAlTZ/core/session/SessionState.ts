// @ts-nocheck
import { BehaviorSubject, distinctUntilChanged, map, type Observable } from 'rxjs';
import type { LoggedCandidate } from './LoggedCandidate.ts';

/** Where the candidate session stands: not yet known (first render), a guest, or logged in. */
export type SessionState =
  | { readonly status: 'unknown' }
  | { readonly status: 'guest' }
  | { readonly status: 'logged-in'; readonly candidate: LoggedCandidate };

export const unknownSession: SessionState = { status: 'unknown' };
export const guestSession: SessionState = { status: 'guest' };
export const loggedIn = (candidate: LoggedCandidate): SessionState => ({ status: 'logged-in', candidate });

export const isLoggedIn = (state: SessionState): state is Extract<SessionState, { status: 'logged-in' }> => state.status === 'logged-in';

/** The session of this browser tab: one per browser container, read by the chrome and by use cases. */
export class SessionStore {
  private readonly subject = new BehaviorSubject<SessionState>(unknownSession);
  readonly state$: Observable<SessionState> = this.subject.asObservable();
  /** The logged candidate, or null for guests and while unknown. */
  readonly candidate$: Observable<LoggedCandidate | null> = this.state$.pipe(
    map((state) => (isLoggedIn(state) ? state.candidate : null)),
    distinctUntilChanged(),
  );

  get current(): SessionState {
    return this.subject.getValue();
  }

  set(state: SessionState): void {
    this.subject.next(state);
  }
}
