import { isLoggedIn } from '../session/SessionState.ts';
import type { SessionStore } from '../session/SessionStore.ts';

/** The logged-in candidate's id, or null for a guest (and while the session is unknown). */
export function loggedInCandidateId(session: SessionStore): string | null {
  const state = session.current;
  return isLoggedIn(state) ? state.candidate.id : null;
}
