import { isLoggedIn } from '../../session/SessionState.ts';
import type { SessionStore } from '../../session/SessionStore.ts';

/** The logged-in candidate's id, or null for a guest: documents are always the bearer's own. */
export const candidateIdOf = (session: SessionStore): string | null => (isLoggedIn(session.current) ? session.current.candidate.id : null);
