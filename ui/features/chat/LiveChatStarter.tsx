import type { ShellData } from '../../app/shellData.ts';
import { useStartLiveChat } from './useLiveChat.ts';

/** Renders nothing: starts the live chat when the board has one and the visitor allows it. */
export function LiveChatStarter({ shell }: { shell: ShellData }) {
  useStartLiveChat(shell);
  return null;
}
