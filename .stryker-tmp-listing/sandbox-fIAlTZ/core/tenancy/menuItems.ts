// @ts-nocheck
import type { Language, MenuOption } from './Tenant.ts';

/** Menu option ids with a special meaning (engagement.md, mobile menu items). */
export const LIVECHAT_MENU_ID = 'livechat';
export const EXTERNAL_COOKIES_MENU_ID = 'externalCookies';

/**
 * What an entry does: open the live chat (and close the menu), open the cookie settings, follow a
 * plain link that leaves the app (with its target), or route inside the app.
 */
export type MenuItemKind = 'livechat' | 'external-cookies' | 'static-link' | 'internal-link';

export function menuItemKind(option: MenuOption): MenuItemKind {
  if (option.id === LIVECHAT_MENU_ID) return 'livechat';
  if (option.id === EXTERNAL_COOKIES_MENU_ID) return 'external-cookies';
  return option.static === true ? 'static-link' : 'internal-link';
}

export interface MenuSituation {
  /** The live-chat widget has loaded (its entry shows only then). */
  readonly liveChatLoaded: boolean;
  /** The viewport is a mobile one (items marked hideOnDesktop show only then). */
  readonly mobile: boolean;
}

/** The entries of the side menu: the live-chat entry only once chat is loaded, hide-on-desktop entries only on mobile. */
export function visibleMenuItems(options: readonly MenuOption[], situation: MenuSituation): readonly MenuOption[] {
  return options.filter((option) => {
    if (menuItemKind(option) === 'livechat' && !situation.liveChatLoaded) return false;
    if (option.hideOnDesktop === true && !situation.mobile) return false;
    return true;
  });
}

/** The header's own links on wide screens: plain links only, never the special entries or hide-on-desktop ones. */
export function headerMenuLinks(options: readonly MenuOption[]): readonly MenuOption[] {
  return options.filter((option) => {
    const kind = menuItemKind(option);
    return (kind === 'internal-link' || kind === 'static-link') && option.hideOnDesktop !== true;
  });
}

const trimSlash = (path: string): string => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/**
 * An internal link is highlighted when the current address equals its url (path, and the query when
 * the url has one; a trailing slash does not count), unless it opts out with highlightActive false.
 * Static links and special entries are never highlighted.
 */
export function isActiveMenuItem(option: MenuOption, currentPath: string, currentSearch = ''): boolean {
  if (menuItemKind(option) !== 'internal-link' || option.highlightActive === false) return false;
  const [urlPath = '', urlSearch] = option.url.split('?', 2);
  if (trimSlash(urlPath) !== trimSlash(currentPath)) return false;
  if (urlSearch === undefined) return true;
  return new URLSearchParams(urlSearch).toString() === new URLSearchParams(currentSearch).toString();
}

/** The side menu always has a cookies entry: the configured one, or `fallback` appended. */
export function withCookiesEntry(options: readonly MenuOption[], fallback: MenuOption): readonly MenuOption[] {
  return options.some((option) => menuItemKind(option) === 'external-cookies') ? options : [...options, fallback];
}

export const menuLabel = (option: MenuOption, language: Language): string => option.label[language];
