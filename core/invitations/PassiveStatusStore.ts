import { BehaviorSubject, type Observable, type SchedulerLike } from 'rxjs';
import type { SessionState } from '../session/SessionState.ts';
import type { PassiveStatus } from './Invitation.ts';

/** The server-reported status is fresh for 5 s (platform.md 9): a read within that answers from here. */
export const PASSIVE_STATUS_CACHE_MS = 5000;

interface Cached {
  readonly candidateId: string;
  readonly status: PassiveStatus;
  /** The scheduler's time when it was fetched. */
  readonly at: number;
}

/** The candidate's passive-candidates status as last fetched, with its age on the scheduler's clock. */
export class PassiveStatusStore {
  private readonly subject = new BehaviorSubject<Cached | null>(null);
  private readonly statusSubject = new BehaviorSubject<PassiveStatus | null>(null);
  /** The status last known, or null. */
  readonly status$: Observable<PassiveStatus | null> = this.statusSubject.asObservable();

  constructor(
    private readonly scheduler: SchedulerLike,
    session$?: Observable<SessionState>,
  ) {
    session$?.subscribe((state) => {
      const cached = this.subject.getValue();
      if (cached !== null && (state.status !== 'logged-in' || state.candidate.id !== cached.candidateId)) this.clear();
    });
  }

  /** The status of this candidate when fetched less than 5 s ago, else null. */
  fresh(candidateId: string): PassiveStatus | null {
    const cached = this.subject.getValue();
    if (cached === null || cached.candidateId !== candidateId) return null;
    return this.scheduler.now() - cached.at < PASSIVE_STATUS_CACHE_MS ? cached.status : null;
  }

  set(candidateId: string, status: PassiveStatus): void {
    this.subject.next({ candidateId, status, at: this.scheduler.now() });
    this.statusSubject.next(status);
  }

  clear(): void {
    this.subject.next(null);
    this.statusSubject.next(null);
  }
}

/** Whether invitations and chats work now, as the status says: on for the tenant and not paused. */
export const isPassiveOpen = (status: PassiveStatus | null): boolean => status !== null && status.enabled && !status.maintenance;
