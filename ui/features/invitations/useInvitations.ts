import { useEffect } from 'react';
import { InvitationsKeys } from '../../../composition/invitations/invitationsKeys.ts';
import { useUseCase } from '../../../composition/react/UseCaseProvider.tsx';
import { invitationsUser } from '../../../core/invitations/invitationsEnabled.ts';
import type { InvitationsState } from '../../../core/invitations/InvitationsStore.ts';
import { useObservable } from '../../hooks/useObservable.ts';
import { useSessionState } from '../session/index.ts';

/**
 * The candidate's invitations for a component (engagement.md 7): fetched again whenever it mounts,
 * and when the window regains focus unless `refetchOnFocus` is off; kept 5 s after the last reader
 * unmounts. Nothing is fetched without a user id and the passiveCandidates flag.
 */
export function useInvitations(options: { readonly refetchOnFocus?: boolean } = {}): InvitationsState {
  const store = useUseCase(InvitationsKeys.InvitationsStore);
  const load = useUseCase(InvitationsKeys.LoadInvitations);
  const user = invitationsUser(useSessionState());
  const refetchOnFocus = options.refetchOnFocus ?? true;
  useEffect(() => {
    const release = store.observe();
    if (user !== null) void load.execute({ trigger: 'mount' });
    const onFocus = () => void load.execute({ trigger: 'focus', refetchOnFocus });
    window.addEventListener('focus', onFocus);
    return () => {
      window.removeEventListener('focus', onFocus);
      release();
    };
  }, [store, load, user, refetchOnFocus]);
  return useObservable(store.state$, store.current);
}
