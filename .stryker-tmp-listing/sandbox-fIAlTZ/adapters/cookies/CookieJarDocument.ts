// @ts-nocheck
import type { CookieJar, CookieOptions } from '../../core/shared/CookieJar.ts';

/** What this adapter needs of `document`: its cookie string, and whether the page is on https. */
export interface CookieDocument {
  cookie: string;
  readonly location?: { readonly protocol: string };
}

/** Splits `document.cookie` leniently: pieces without '=' or with undecodable names are skipped. */
export function parseCookieString(text: string): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const piece of text.split(';')) {
    const at = piece.indexOf('=');
    if (at < 0) continue;
    const name = safeDecode(piece.slice(0, at).trim());
    if (name === null || name === '' || cookies.has(name)) continue;
    let raw = piece.slice(at + 1).trim();
    if (raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"')) raw = raw.slice(1, -1);
    const value = safeDecode(raw);
    if (value !== null) cookies.set(name, value);
  }
  return cookies;
}

function safeDecode(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/**
 * Cookies through `document.cookie`. Values are percent-encoded on write and decoded on read; a
 * value that does not decode reads as absent; a document that refuses cookie access (sandboxed
 * frames) reads as empty and drops writes. Cookies are written SameSite=Lax, Secure on https.
 */
export class CookieJarDocument implements CookieJar {
  constructor(private readonly document: () => CookieDocument) {}

  get(name: string): string | null {
    try {
      return parseCookieString(this.document().cookie).get(name) ?? null;
    } catch {
      return null;
    }
  }

  set(name: string, value: string, options: CookieOptions = {}): void {
    this.write(() => {
      const attributes = [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`, `Path=${options.path ?? '/'}`, 'SameSite=Lax'];
      if (options.maxAgeSeconds !== undefined) attributes.push(`Max-Age=${Math.trunc(options.maxAgeSeconds)}`);
      return attributes;
    });
  }

  remove(name: string, options: Pick<CookieOptions, 'path'> = {}): void {
    this.write(() => [`${encodeURIComponent(name)}=`, `Path=${options.path ?? '/'}`, 'Max-Age=0', 'SameSite=Lax']);
  }

  /** Encoding can throw too (a lone surrogate): like a refused cookie, the write is then lost. */
  private write(build: () => string[]): void {
    try {
      const attributes = build();
      const document = this.document();
      if (document.location?.protocol === 'https:') attributes.push('Secure');
      document.cookie = attributes.join('; ');
    } catch {
      // Cookies refused (sandboxed frame, disabled): the write is lost, as the port allows.
    }
  }
}
