import { ONE_YEAR_SECONDS } from './preferenceCookies.ts';

/** The offers list layout, kept in the offers-list-layout cookie for a year (engagement.md 4 and 9). */
export const LIST_LAYOUT_COOKIE = 'offers-list-layout';
export const LIST_LAYOUTS = ['list', 'grid'] as const;
export type ListLayout = (typeof LIST_LAYOUTS)[number];
export const DEFAULT_LIST_LAYOUT: ListLayout = 'list';

export const isListLayout = (value: unknown): value is ListLayout => typeof value === 'string' && (LIST_LAYOUTS as readonly string[]).includes(value);

/** The stored layout from a Cookie header; no cookie, or anything but a known layout, is the list. */
export function readListLayout(cookieHeader: string | null): ListLayout {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === LIST_LAYOUT_COOKIE) {
      const value = rest.join('=').trim();
      return isListLayout(value) ? value : DEFAULT_LIST_LAYOUT;
    }
  }
  return DEFAULT_LIST_LAYOUT;
}

/** The Set-Cookie value that stores a layout for a year on the whole site. */
export const listLayoutSetCookie = (layout: ListLayout): string =>
  `${LIST_LAYOUT_COOKIE}=${layout}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
