import { BehaviorSubject, distinctUntilChanged, map, type Observable } from 'rxjs';
import type { EmployerProfile } from '../EmployerProfile.ts';
import { isAuthenticated, unknownEmployerSession, type EmployerSessionState } from './EmployerSessionState.ts';

/** The employer session of this tab: one per employer-panel container, apart from the candidate's. */
export class EmployerSessionStore {
  private readonly subject = new BehaviorSubject<EmployerSessionState>(unknownEmployerSession);
  readonly state$: Observable<EmployerSessionState> = this.subject.asObservable();
  /** The logged-in user's profile, or null when anonymous, unknown or not loaded yet. */
  readonly profile$: Observable<EmployerProfile | null> = this.state$.pipe(
    map((state) => (isAuthenticated(state) ? state.profile : null)),
    distinctUntilChanged(),
  );

  get current(): EmployerSessionState {
    return this.subject.getValue();
  }

  set(state: EmployerSessionState): void {
    this.subject.next(state);
  }
}
