import { BehaviorSubject, distinctUntilChanged, map, type Observable } from 'rxjs';
import type { LoggedCandidate } from './LoggedCandidate.ts';
import { isLoggedIn, unknownSession, type SessionState } from './SessionState.ts';

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

/** The logged-in candidate's id, or null for a guest (and while the session is unknown). */
export function loggedInCandidateId(session: SessionStore): string | null {
  const state = session.current;
  return isLoggedIn(state) ? state.candidate.id : null;
}
