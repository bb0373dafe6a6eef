import { errAsync, type ResultAsync } from 'neverthrow';
import { isLoggedIn } from '../session/SessionState.ts';
import type { SessionStore } from '../session/SessionStore.ts';
import { loginRequired, type LoginRequired } from './ProfileFailure.ts';

/** The logged-in candidate's id, or null for a guest (and while the session is unknown). */
export function loggedInCandidateId(session: SessionStore): string | null {
  const state = session.current;
  return isLoggedIn(state) ? state.candidate.id : null;
}

/** What `run` answers for the logged-in candidate's id; a guest (or an unknown session) gets login-required without it running. */
export function forLoggedInCandidate<T, F>(
  session: SessionStore,
  run: (candidateId: string) => ResultAsync<T, F>,
): ResultAsync<T, F | LoginRequired> {
  const candidateId = loggedInCandidateId(session);
  return candidateId === null ? errAsync(loginRequired) : run(candidateId);
}
