import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { unknownSession, type SessionState } from '../../../core/session/SessionState.ts';
import { useUseCase } from '../../../composition/react/UseCaseProvider.tsx';
import { SessionKeys } from '../../../composition/session/sessionKeys.ts';
import { UiStateKeys } from '../../../composition/ui-state/uiStateKeys.ts';
import { useObservable } from '../../hooks/useObservable.ts';
import { isSameSite } from '../../app/candidatePortal.ts';

/** The candidate session as the chrome shows it; 'unknown' on the server and until LoadSession answers. */
export function useSessionState(): SessionState {
  const store = useUseCase(SessionKeys.SessionStore);
  return useObservable(store.state$, unknownSession);
}

/** Logs out (Logout use case), says so, and leaves the candidate portal's pages for the home page. */
export function useLogout(candidateBase: string): () => void {
  const logout = useUseCase(SessionKeys.Logout);
  const snackbars = useUseCase(UiStateKeys.SnackbarQueue);
  const navigate = useNavigate();
  return useCallback(() => {
    void logout.execute().map(() => {
      snackbars.show({ message: 'loginMenu.loggedOut', variant: 'success', testId: 'logged-out' });
      if (isSameSite(candidateBase) && window.location.pathname.startsWith(`${candidateBase}/`)) void navigate('/');
    });
  }, [logout, snackbars, navigate, candidateBase]);
}
