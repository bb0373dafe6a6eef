import { isColorMode, isLanguage, type ColorMode, type Language } from '../tenancy/Tenant.ts';
import { hasControlCharacters } from '../shared/controlCharacters.ts';

export const LANGUAGE_COOKIE = 'lang';
export const COLOR_MODE_COOKIE = 'color-mode';
export const ONE_YEAR_SECONDS = 31_536_000;

export interface StoredPreferences {
  readonly language: Language | null;
  readonly colorMode: ColorMode | null;
}

/** Reads the preference cookies; anything but a known value reads as "not chosen". */
export function readPreferences(cookies: Readonly<Record<string, string | undefined>>): StoredPreferences {
  const language = cookies[LANGUAGE_COOKIE];
  const colorMode = cookies[COLOR_MODE_COOKIE];
  return { language: isLanguage(language) ? language : null, colorMode: isColorMode(colorMode) ? colorMode : null };
}

/**
 * Where to go after a form: only a path on our own site. Anything else (another host, a
 * protocol-relative `//evil`, a backslash trick) falls back to the home page. Characters a
 * Location header cannot carry (`ż`, a space) are percent-encoded; text that cannot be encoded
 * (a lone surrogate) falls back to the home page too.
 */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string' || value.length > 2048) return '/';
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return '/';
  if (hasControlCharacters(value)) return '/';
  try {
    return value.replace(/[^\u0021-\u007e]/gu, (character) => encodeURIComponent(character));
  } catch {
    return '/';
  }
}
