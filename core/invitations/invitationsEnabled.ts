import { hasFeature } from '../session/LoggedCandidate.ts';
import { isLoggedIn, type SessionState } from '../session/SessionState.ts';

/**
 * The candidate whose invitation queries may run (engagement.md 6): a user id and the
 * passiveCandidates feature flag of the token; null otherwise (no call is made).
 */
export function invitationsUser(session: SessionState): string | null {
  if (!isLoggedIn(session) || session.candidate.id === '') return null;
  return hasFeature(session.candidate.featureFlags, 'passiveCandidates') ? session.candidate.id : null;
}
