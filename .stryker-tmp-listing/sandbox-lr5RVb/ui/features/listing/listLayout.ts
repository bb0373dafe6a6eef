/**
 * The offers list layout, kept in the offers-list-layout cookie for a year (engagement.md 4 and 9).
 * TODO(core): a preferences rule; here until core/preferences has it.
 */
// @ts-nocheck

export const LIST_LAYOUT_COOKIE = 'offers-list-layout';
export type ListLayout = 'list' | 'grid';
export const isListLayout = (value: unknown): value is ListLayout => value === 'list' || value === 'grid';

/** The stored layout from a Cookie header; anything else is the list. */
export function readListLayout(cookieHeader: string | null): ListLayout {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === LIST_LAYOUT_COOKIE) {
      const value = rest.join('=').trim();
      return isListLayout(value) ? value : 'list';
    }
  }
  return 'list';
}
