import { hasControlCharactersBesidesLineBreaks } from '../../shared/controlCharacters.ts';

/**
 * The rules of a chat message's text, shared by the composer and the gateway (docs/chat.md):
 * plain text, line breaks kept (CRLF read as LF), trimmed, 1 to 2000 characters, no control
 * characters but line breaks and tabs. The text is shown escaped (React text nodes), never as HTML.
 */
export const CHAT_TEXT_MAX_LENGTH = 2000;

export type ChatTextProblem = 'empty' | 'too-long' | 'invalid-characters';

/** The text as it is stored and shown: line endings made LF, surrounding blanks removed. */
export const normaliseChatText = (text: string): string => text.replace(/\r\n?/g, '\n').trim();

/** What is wrong with a text about to be sent, or null. Counts characters, not UTF-16 units. */
export function chatTextProblem(text: string): ChatTextProblem | null {
  const normalised = normaliseChatText(text);
  if (normalised === '') return 'empty';
  if ([...normalised].length > CHAT_TEXT_MAX_LENGTH) return 'too-long';
  if (hasControlCharactersBesidesLineBreaks(normalised)) return 'invalid-characters';
  return null;
}
