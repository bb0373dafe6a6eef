import type { SessionStore } from '../../session/SessionStore.ts';
import type { ProfileStore } from '../ProfileStore.ts';
import { syncSession } from '../syncSession.ts';

/** The saved avatar in the loaded document and the session (the menus' picture). */
export function withAvatar(store: ProfileStore, session: SessionStore, candidateId: string, avatarUrl: string | null): void {
  store.update((document) => ({ ...document, avatarUrl, profile: { ...document.profile, avatarUrl } }));
  const document = store.current;
  if (document !== null) syncSession(session, document);
  else if (session.current.status === 'logged-in') {
    const { firstName, lastName } = session.current.candidate;
    syncSession(session, { id: candidateId, firstName, lastName, avatarUrl });
  }
}
