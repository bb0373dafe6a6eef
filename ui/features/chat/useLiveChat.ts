import { useEffect, useMemo } from 'react';
import { distinctUntilChanged, map } from 'rxjs';
import { useUseCase } from '../../../composition/react/UseCaseProvider.tsx';
import { PreferencesKeys } from '../../../composition/preferences/preferencesKeys.ts';
import { useObservable } from '../../hooks/useObservable.ts';
import type { ShellData } from '../../app/shellData.ts';
import { useLivechat } from './LivechatProvider.tsx';

/**
 * Starts the page's live chat once the visitor allows functionality cookies (also when they allow
 * them later, in the cookie settings). Nothing loads on the server or without a licence.
 */
export function useStartLiveChat(shell: ShellData): void {
  const chat = useLivechat();
  const consent = useUseCase(PreferencesKeys.CookieConsent);
  useEffect(() => {
    const subscription = consent.state$.subscribe((decision) => chat.start(shell.liveChat, decision));
    return () => subscription.unsubscribe();
  }, [chat, consent, shell.liveChat]);
}

/** The live-chat widget as the menus see it: whether it has loaded, and how to open it. */
export interface LiveChat {
  readonly loaded: boolean;
  readonly open: () => void;
}

/**
 * The chat for a menu entry or a link: null until it has loaded (its entries show only then). It
 * follows whether the widget has loaded, not the whole state: the state's first value is a new object
 * saying "not loaded", and taking it would render the footer and the side menu again after hydration.
 */
export function useLiveChat(): LiveChat | null {
  const chat = useLivechat();
  const loaded = useObservable(
    useMemo(
      () =>
        chat.state$.pipe(
          map((state) => state.loaded),
          distinctUntilChanged(),
        ),
      [chat],
    ),
    false,
  );
  return useMemo(() => (loaded ? { loaded: true, open: () => chat.open() } : null), [loaded, chat]);
}
