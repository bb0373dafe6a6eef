import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { LoggedCandidate } from '../../core/session/LoggedCandidate.ts';
import type { BearerTokenStore } from '../../core/session/BearerTokenStore.ts';
import type { CookieJar, CookieOptions } from '../../core/shared/CookieJar.ts';
import { tenantFolder, writePrivateFileSync } from './privateFiles.ts';

export const SESSION_FILE = 'session.json';

interface StoredCookie {
  /** As the gateway sent it (still encoded): sent back unchanged. */
  readonly value: string;
  /** Epoch ms, or null for a session cookie (kept until logout: the CLI's "browser" never closes). */
  readonly expiresAt: number | null;
}

interface SessionData {
  readonly version: 1;
  /** The gateway this session belongs to; another gateway sees no session. */
  readonly gateway: string;
  readonly token: string | null;
  readonly candidate: LoggedCandidate | null;
  readonly cookies: Readonly<Record<string, StoredCookie>>;
}

/**
 * The CLI's candidate session after `jobboard login`: the bearer token, the candidate, and the
 * gateway's cookies (the HttpOnly refresh cookie and `user-id`, which a browser would keep), in
 * `<home>/.jobboard/<tenant>/session.json`, owner-only (0600 in a 0700 folder), written whole
 * (temporary file and rename). It offers the session ports as two views, `bearer` and `cookies`,
 * and `fetch` wrapping (see fetchWithSessionCookies) keeps the cookies current.
 */
export class SessionFile {
  readonly file: string;
  private data: SessionData | null = null;
  /** Cookies are only recorded for a session, or while logging in (a guest's calls leave no file). */
  private capturing = false;

  constructor(
    home: string,
    tenantId: string,
    private readonly gateway: string,
    private readonly now: () => number = Date.now,
  ) {
    this.file = path.join(tenantFolder(home, tenantId), SESSION_FILE);
  }

  /** The logged-in candidate of this gateway's session, or null (no file, no token, another gateway). */
  candidate(): LoggedCandidate | null {
    const data = this.read();
    return data.token !== null ? data.candidate : null;
  }

  /** Records the candidate after a login (LogIn sets the token through `bearer`). */
  rememberCandidate(candidate: LoggedCandidate): void {
    this.write({ ...this.read(), candidate });
  }

  /** From now on, cookies the gateway sets are kept (call before logging in). */
  startCapturing(): void {
    this.capturing = true;
  }

  /** Forgets the session: the file is removed. */
  clear(): void {
    this.data = this.empty();
    rmSync(this.file, { force: true });
  }

  /** The `cookie` request header for the stored, unexpired cookies ('' when none). */
  cookieHeader(): string {
    const now = this.now();
    return Object.entries(this.read().cookies)
      .filter(([, cookie]) => cookie.expiresAt === null || cookie.expiresAt > now)
      .map(([name, cookie]) => `${name}=${cookie.value}`)
      .join('; ');
  }

  /** Applies a response's `set-cookie` headers (HttpOnly ones too: the CLI is the browser here). */
  applySetCookie(headers: readonly string[]): void {
    if (headers.length === 0) return;
    const data = this.read();
    if (!this.capturing && data.token === null) return;
    const cookies: Record<string, StoredCookie> = { ...data.cookies };
    for (const header of headers) {
      const parsed = parseSetCookie(header, this.now());
      if (parsed === null) continue;
      if (parsed.expiresAt !== null && parsed.expiresAt <= this.now()) delete cookies[parsed.name];
      else cookies[parsed.name] = { value: parsed.value, expiresAt: parsed.expiresAt };
    }
    this.write({ ...data, cookies });
  }

  /** BearerTokenStore over the file. */
  readonly bearer: BearerTokenStore = {
    get: () => this.read().token,
    set: (token) => this.write({ ...this.read(), token }),
    clear: () => this.write({ ...this.read(), token: null, candidate: null }),
  };

  /** CookieJar over the file (cookies of this gateway only). */
  readonly cookies: CookieJar = {
    get: (name) => {
      const cookie = this.read().cookies[name];
      if (cookie === undefined || (cookie.expiresAt !== null && cookie.expiresAt <= this.now())) return null;
      try {
        return decodeURIComponent(cookie.value);
      } catch {
        return null;
      }
    },
    set: (name, value, options: CookieOptions = {}) => {
      const data = this.read();
      const cookies: Record<string, StoredCookie> = { ...data.cookies };
      if (options.maxAgeSeconds !== undefined && options.maxAgeSeconds <= 0) delete cookies[name];
      else
        cookies[name] = {
          value: encodeCookieValue(value),
          expiresAt: options.maxAgeSeconds === undefined ? null : this.now() + options.maxAgeSeconds * 1000,
        };
      this.write({ ...data, cookies });
    },
    remove: (name) => {
      const data = this.read();
      if (!(name in data.cookies)) return;
      const cookies: Record<string, StoredCookie> = { ...data.cookies };
      delete cookies[name];
      this.write({ ...data, cookies });
    },
  };

  private read(): SessionData {
    if (this.data !== null) return this.data;
    this.data = this.empty();
    try {
      const parsed: unknown = JSON.parse(readFileSync(this.file, 'utf8'));
      if (isSessionData(parsed) && parsed.gateway === this.gateway) this.data = parsed;
    } catch {
      // No file, or not ours: no session.
    }
    return this.data;
  }

  private write(data: SessionData): void {
    if (JSON.stringify(data) === JSON.stringify(this.read())) return;
    this.data = data;
    // Never throws (the ports promise it): a refused write keeps the session in memory for this run.
    try {
      writePrivateFileSync(this.file, `${JSON.stringify(data, null, 2)}\n`);
    } catch {
      // As above.
    }
  }

  private empty(): SessionData {
    return { version: 1, gateway: this.gateway, token: null, candidate: null, cookies: {} };
  }
}

/** Percent-encoding that cannot throw: a lone surrogate becomes U+FFFD first. */
const encodeCookieValue = (value: string): string =>
  encodeURIComponent(value.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'));

function isSessionData(value: unknown): value is SessionData {
  if (typeof value !== 'object' || value === null) return false;
  const data = value as Record<string, unknown>;
  return (
    data.version === 1 &&
    typeof data.gateway === 'string' &&
    (data.token === null || typeof data.token === 'string') &&
    (data.candidate === null || (typeof data.candidate === 'object' && typeof (data.candidate as { id?: unknown }).id === 'string')) &&
    typeof data.cookies === 'object' &&
    data.cookies !== null
  );
}

/** name, raw value and expiry of one `set-cookie` header; null when it has no name. */
export function parseSetCookie(header: string, now: number): { name: string; value: string; expiresAt: number | null } | null {
  const [pair = '', ...attributes] = header.split(';');
  const equals = pair.indexOf('=');
  if (equals <= 0) return null;
  const name = pair.slice(0, equals).trim();
  const value = pair.slice(equals + 1).trim();
  let expiresAt: number | null = null;
  for (const attribute of attributes) {
    const [key = '', ...rest] = attribute.split('=');
    const attributeValue = rest.join('=').trim();
    const lower = key.trim().toLowerCase();
    if (lower === 'max-age' && /^-?\d+$/.test(attributeValue)) {
      // Max-Age wins over Expires.
      expiresAt = now + Number(attributeValue) * 1000;
      break;
    }
    if (lower === 'expires') {
      const time = Date.parse(attributeValue);
      if (!Number.isNaN(time)) expiresAt = time;
    }
  }
  return { name, value, expiresAt };
}
