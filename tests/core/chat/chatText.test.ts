import { describe, expect, it } from 'vitest';
import { CHAT_TEXT_MAX_LENGTH, chatTextProblem, normaliseChatText } from '../../../core/chat/conversations/chatText.ts';

describe('chat text', () => {
  it('reads CRLF and a lone CR as line feeds, and trims', () => {
    expect(normaliseChatText(' one\r\ntwo\rthree\n ')).toBe('one\ntwo\nthree');
  });

  it('allows exactly the maximum length, counted in characters', () => {
    expect(chatTextProblem('x'.repeat(CHAT_TEXT_MAX_LENGTH))).toBeNull();
    expect(chatTextProblem('😀'.repeat(CHAT_TEXT_MAX_LENGTH))).toBeNull();
    expect(chatTextProblem('😀'.repeat(CHAT_TEXT_MAX_LENGTH + 1))).toBe('too-long');
  });

  it('refuses control characters but line breaks and tabs', () => {
    expect(chatTextProblem('a\u0007b')).toBe('invalid-characters');
    expect(chatTextProblem('a\u0000b')).toBe('invalid-characters');
    expect(chatTextProblem('a\tb\r\nc')).toBeNull();
  });
});
