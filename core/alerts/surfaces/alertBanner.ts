import { HIDE_SUB_MESSAGE_COOKIE } from './alertSurfaces.ts';

/** What the banner's close button writes into `ja-hide-sub-message`. */
export const HIDE_SUB_MESSAGE_VALUE = 'true';

/**
 * Whether the offers list shows the "save job alert" banner (engagement.md sections 2 and 9): only
 * where the tenant has job alerts, and until the visitor closed it. Only the exact value the close
 * button writes hides it; anything else in the cookie (garbage, another app's value) counts as not
 * closed, so a broken cookie can never hide the banner for good nor break the page.
 */
export function alertBannerVisible(hideCookie: string | null | undefined, jobAlertsEnabled: boolean): boolean {
  if (!jobAlertsEnabled) return false;
  return (hideCookie ?? '').trim() !== HIDE_SUB_MESSAGE_VALUE;
}

/**
 * The `ja-hide-sub-message` value from a request's Cookie header (the server reads it before the
 * first render, so a closed banner never flashes). Lenient: pieces without '=' are skipped, the
 * first occurrence wins, a value that does not percent-decode is kept as it came.
 */
export function hideSubMessageCookie(cookieHeader: string | null | undefined): string | null {
  for (const piece of (cookieHeader ?? '').split(';')) {
    const at = piece.indexOf('=');
    if (at < 0 || piece.slice(0, at).trim() !== HIDE_SUB_MESSAGE_COOKIE) continue;
    let value = piece.slice(at + 1).trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return null;
}
