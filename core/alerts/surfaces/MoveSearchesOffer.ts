import type { KeyValueStore } from '../../shared/KeyValueStore.ts';
import type { SessionState } from '../../session/SessionState.ts';

/** The key, in the tab's session store, of the candidate who said "not now". */
export const MOVE_DECLINED_KEY = 'jobAlertsMoveDeclined';

/**
 * Whether to offer moving this device's saved searches to the account: a logged-in candidate, at
 * least one local search, and no "not now" from this candidate in this browser session.
 */
export function shouldOfferMove(session: SessionState, localCount: number, declinedBy: string | null): boolean {
  return session.status === 'logged-in' && localCount > 0 && declinedBy !== session.candidate.id;
}

/**
 * The "not now" of the move prompt. Declining keeps the searches on the device and is remembered
 * for the browser session (session storage: the tab's login lives there too), so the prompt comes
 * back at most once per session: in a new browser session, or after logging out and in again.
 */
export class MoveSearchesOffer {
  constructor(private readonly tabStore: KeyValueStore) {}

  /** Whether to offer now (see `shouldOfferMove`). */
  offered(session: SessionState, localCount: number): boolean {
    return shouldOfferMove(session, localCount, this.tabStore.get(MOVE_DECLINED_KEY));
  }

  decline(candidateId: string): void {
    this.tabStore.set(MOVE_DECLINED_KEY, candidateId);
  }

  /** The session ended (logout): the next login is asked again. */
  forget(): void {
    this.tabStore.remove(MOVE_DECLINED_KEY);
  }
}
