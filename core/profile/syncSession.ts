import { isLoggedIn, loggedIn } from '../session/SessionState.ts';
import type { SessionStore } from '../session/SessionStore.ts';
import type { CandidateDocument } from './CandidateDocument.ts';

/** The menus show the session's name and avatar: after a saved change they show the new ones. */
export function syncSession(session: SessionStore, document: Pick<CandidateDocument, 'id' | 'firstName' | 'lastName' | 'avatarUrl'>): void {
  const state = session.current;
  if (!isLoggedIn(state) || state.candidate.id !== document.id) return;
  const { firstName, lastName, avatarUrl } = document;
  const candidate = state.candidate;
  if (candidate.firstName === firstName && candidate.lastName === lastName && candidate.avatarUrl === avatarUrl) return;
  session.set(loggedIn({ ...candidate, firstName, lastName, avatarUrl }));
}
