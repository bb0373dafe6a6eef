import type { ReactNode } from 'react';
import type { LiveChat } from '../../../core/chat/LiveChat.ts';
import { ChatKeys } from '../../../composition/chat/chatKeys.ts';
import { useUseCase } from '../../../composition/react/UseCaseProvider.tsx';
import { requiredContext } from '../../hooks/requiredContext.ts';

const livechat = requiredContext<LiveChat>('useLivechat');

/** Gives the page's live chat to everything under it (the app shell wraps every page in it). */
export function LivechatProvider({ children }: { children: ReactNode }) {
  const chat = useUseCase(ChatKeys.LiveChat);
  return <livechat.Provider value={chat}>{children}</livechat.Provider>;
}

/**
 * The live chat (start, open, close, its state). Outside its provider it throws the spec's error
 * (platform.md 8): a chat entry rendered where no chat can be is a bug.
 */
export const useLivechat: () => LiveChat = livechat.useValue;
