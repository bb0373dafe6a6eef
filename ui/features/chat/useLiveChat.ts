import { useEffect, useMemo } from 'react';
import type { LiveChatState } from '../../../core/chat/LiveChat.ts';
import { useUseCase } from '../../../composition/react/UseCaseProvider.tsx';
import { PreferencesKeys } from '../../../composition/preferences/preferencesKeys.ts';
import { useObservable } from '../../hooks/useObservable.ts';
import type { ShellData } from '../../app/shellData.ts';
import { useLivechat } from './LivechatProvider.tsx';

const notLoaded: LiveChatState = { loaded: false, window: 'closed' };

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

/** The chat for a menu entry or a link: null until it has loaded (its entries show only then). */
export function useLiveChat(): LiveChat | null {
  const chat = useLivechat();
  const state = useObservable(
    useMemo(() => chat.state$, [chat]),
    notLoaded,
  );
  return useMemo(() => (state.loaded ? { loaded: true, open: () => chat.open() } : null), [state.loaded, chat]);
}
