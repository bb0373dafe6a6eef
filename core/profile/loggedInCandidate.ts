import { errAsync, type ResultAsync } from 'neverthrow';
import { loggedInCandidateId, type SessionStore } from '../session/SessionStore.ts';
import { loginRequired, type LoginRequired } from './ProfileFailure.ts';

/** What `run` answers for the logged-in candidate's id; a guest (or an unknown session) gets login-required without it running. */
export function forLoggedInCandidate<T, F>(
  session: SessionStore,
  run: (candidateId: string) => ResultAsync<T, F>,
): ResultAsync<T, F | LoginRequired> {
  const candidateId = loggedInCandidateId(session);
  return candidateId === null ? errAsync(loginRequired) : run(candidateId);
}
