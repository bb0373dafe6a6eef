import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useUseCase } from '../../composition/react/UseCaseProvider.tsx';
import { SessionKeys } from '../../composition/session/sessionKeys.ts';
import { SignedInPartsContext, type SignedInParts } from '../app/signedInParts.ts';

type Host = ComponentType<{ onReady: (parts: SignedInParts) => void }>;

/**
 * Gives the page a signed-in candidate's parts (ADR 39): once the session has a candidate, their
 * chunk loads (signedInHost.tsx: the applied and match marks, the unread counts, the chat's
 * connection and the live invitations, with their contexts' modules) and stays for the page's life.
 * A guest's page never loads it; the server renders a guest's page, so hydration matches either way.
 * A chunk that fails to load is asked for again at the next sign-in.
 */
export function SignedInPartsProvider({ children }: { children: ReactNode }) {
  const session = useUseCase(SessionKeys.SessionStore);
  const [host, setHost] = useState<{ readonly Host: Host } | null>(null);
  const [parts, setParts] = useState<SignedInParts | null>(null);

  useEffect(() => {
    if (host !== null) return;
    let active = true;
    let loading = false;
    const subscription = session.candidate$.subscribe((candidate) => {
      if (candidate === null || loading) return;
      loading = true;
      import('./signedInHost.tsx').then(
        (chunk) => {
          if (active) setHost({ Host: chunk.SignedInHost });
        },
        () => {
          loading = false;
        },
      );
    });
    return () => {
      active = false;
      subscription.unsubscribe();
    };
  }, [session, host]);

  return (
    <SignedInPartsContext.Provider value={parts}>
      {children}
      {host && <host.Host onReady={setParts} />}
    </SignedInPartsContext.Provider>
  );
}
