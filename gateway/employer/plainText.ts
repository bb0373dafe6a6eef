import { hasControlCharacters, hasControlCharactersBesidesLineBreaks } from '../../core/shared/controlCharacters.ts';
import { validEmail } from '../session/candidates.ts';

/**
 * Checks of the plain-text fields of employer and offer input, each answering the cleaned value or
 * a message that names the field. A NUL byte or another control character is refused outright
 * (400), never stripped: it is not something a person typed. Multi-line fields may hold line
 * breaks and tabs.
 */
export type TextCheck = { readonly ok: true; readonly value: string } | { readonly ok: false; readonly message: string };

/** One line of text: trimmed, `min` to `max` characters, no control characters. */
export function plainLine(value: string, field: string, max: number, min = 1): TextCheck {
  if (hasControlCharacters(value)) return { ok: false, message: `${field}: control characters are not allowed.` };
  const text = value.trim().replace(/\s+/g, ' ');
  if (text.length < min || text.length > max)
    return { ok: false, message: min > 0 ? `${field}: ${min} to ${max} characters.` : `${field}: at most ${max} characters.` };
  return { ok: true, value: text };
}

/** Several lines of text (a clause, a consent): trimmed, up to `max` characters, line breaks kept. */
export function plainBlock(value: string, field: string, max: number): TextCheck {
  if (hasControlCharactersBesidesLineBreaks(value)) return { ok: false, message: `${field}: control characters are not allowed.` };
  const text = value.replace(/\r\n?/g, '\n').trim();
  if (text.length > max) return { ok: false, message: `${field}: at most ${max} characters.` };
  return { ok: true, value: text };
}

/** An e-mail address, lower-cased. */
export function emailAddress(value: string, field: string): TextCheck {
  if (hasControlCharacters(value)) return { ok: false, message: `${field}: control characters are not allowed.` };
  const email = validEmail(value);
  return email ? { ok: true, value: email } : { ok: false, message: `${field}: enter a valid e-mail address.` };
}

/** An absolute http(s) address. */
export function webAddress(value: string, field: string, max = 2000): TextCheck {
  if (hasControlCharacters(value)) return { ok: false, message: `${field}: control characters are not allowed.` };
  const text = value.trim();
  let url: URL | null = null;
  try {
    url = new URL(text);
  } catch {
    url = null;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || text.length > max)
    return { ok: false, message: `${field}: an http(s) address of at most ${max} characters.` };
  return { ok: true, value: url.href };
}
