import { BehaviorSubject, type Observable } from 'rxjs';
import type { SessionState } from '../session/SessionState.ts';
import type { CandidateDocument } from './CandidateDocument.ts';

/**
 * The logged-in candidate's document as this tab last loaded or saved it: the profile page and the
 * settings read one copy. Emptied when the session ends or another candidate logs in.
 */
export class ProfileStore {
  private readonly subject = new BehaviorSubject<CandidateDocument | null>(null);
  readonly document$: Observable<CandidateDocument | null> = this.subject.asObservable();

  constructor(session$?: Observable<SessionState>) {
    session$?.subscribe((state) => {
      const document = this.current;
      if (document !== null && (state.status !== 'logged-in' || state.candidate.id !== document.id)) this.subject.next(null);
    });
  }

  get current(): CandidateDocument | null {
    return this.subject.getValue();
  }

  set(document: CandidateDocument | null): void {
    this.subject.next(document);
  }

  /** Applies a saved change to the loaded document; nothing when none is loaded. */
  update(change: (document: CandidateDocument) => CandidateDocument): void {
    const document = this.current;
    if (document !== null) this.subject.next(change(document));
  }
}
