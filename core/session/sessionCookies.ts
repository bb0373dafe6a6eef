import type { CookieJar } from '../shared/CookieJar.ts';

/** Set by the gateway on login and refresh; its presence means "there may be a session". */
export const USER_ID_COOKIE = 'user-id';
export const SESSION_ID_COOKIE = 'session-id';
export const UTM_COOKIE = 'utm';
/** 30 minutes, renewed on every touch (sliding). */
export const SESSION_ID_MAX_AGE_SECONDS = 30 * 60;
/** 32 days. */
export const UTM_MAX_AGE_SECONDS = 32 * 24 * 60 * 60;

const ID_SHAPE = /^[A-Za-z0-9_.:-]{1,128}$/;

/** The candidate id in the user-id cookie, or null when absent or not an id (garbage reads as logged out). */
export function readUserId(cookies: CookieJar): string | null {
  const value = cookies.get(USER_ID_COOKIE);
  return value !== null && ID_SHAPE.test(value) ? value : null;
}

/** The analytics session id in its cookie, or null when absent or not an id. */
export function readSessionId(cookies: CookieJar): string | null {
  const value = cookies.get(SESSION_ID_COOKIE);
  return value !== null && ID_SHAPE.test(value) ? value : null;
}

/**
 * The analytics session id: the existing one when the cookie holds a sane id, else a new one from
 * `newId`. Either way the cookie is rewritten for another 30 minutes, so the session slides.
 */
export function touchSessionId(cookies: CookieJar, newId: () => string, maxAgeSeconds = SESSION_ID_MAX_AGE_SECONDS): string {
  const id = readSessionId(cookies) ?? newId();
  cookies.set(SESSION_ID_COOKIE, id, { maxAgeSeconds, path: '/' });
  return id;
}

export const utmKeys = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export type UtmKey = (typeof utmKeys)[number];
export type Utm = Partial<Record<UtmKey, string>>;

const MAX_UTM_VALUE = 200;

/** The utm_* parameters of a query (first value of each, trimmed, at most 200 characters). */
export function utmFromQuery(params: Iterable<readonly [string, string]>): Utm {
  const utm: Utm = {};
  for (const [key, raw] of params) {
    if (!(utmKeys as readonly string[]).includes(key)) continue;
    const value = raw.trim().slice(0, MAX_UTM_VALUE);
    if (value !== '' && utm[key as UtmKey] === undefined) utm[key as UtmKey] = value;
  }
  return utm;
}

/**
 * Remembers the campaign a visitor came from for 32 days. A landing without utm_* parameters keeps
 * the earlier attribution; one with them replaces it. Returns what the cookie now holds.
 */
export function captureUtm(cookies: CookieJar, params: Iterable<readonly [string, string]>, maxAgeSeconds = UTM_MAX_AGE_SECONDS): Utm {
  const utm = utmFromQuery(params);
  if (Object.keys(utm).length === 0) return readUtm(cookies);
  cookies.set(UTM_COOKIE, JSON.stringify(utm), { maxAgeSeconds, path: '/' });
  return utm;
}

/** The remembered campaign; garbage reads as none. */
export function readUtm(cookies: CookieJar): Utm {
  const text = cookies.get(UTM_COOKIE);
  if (text === null) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  const utm: Utm = {};
  for (const key of utmKeys) {
    const value = (parsed as Record<string, unknown>)[key];
    if (typeof value === 'string' && value !== '') utm[key] = value.slice(0, MAX_UTM_VALUE);
  }
  return utm;
}
