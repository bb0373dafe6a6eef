import { describe, expect, it } from 'vitest';
import { isListLayout, LIST_LAYOUT_COOKIE, listLayoutSetCookie, readListLayout } from '../../../core/preferences/listLayout.ts';

describe('the offers list layout cookie', () => {
  it('reads the stored layout among other cookies', () => {
    expect(readListLayout(`lang=en; ${LIST_LAYOUT_COOKIE}=grid; color-mode=dark`)).toBe('grid');
    expect(readListLayout(`${LIST_LAYOUT_COOKIE}= list `)).toBe('list');
  });

  it('reads no cookie, or garbage in it, as the list', () => {
    for (const header of [
      null,
      '',
      'lang=pl',
      `${LIST_LAYOUT_COOKIE}=`,
      `${LIST_LAYOUT_COOKIE}=GRID`,
      `${LIST_LAYOUT_COOKIE}=grid=1`,
      `${LIST_LAYOUT_COOKIE}=%00;;;`,
      ';;=;',
    ])
      expect(readListLayout(header)).toBe('list');
  });

  it('stores a layout for a year on the whole site', () => {
    expect(listLayoutSetCookie('grid')).toBe('offers-list-layout=grid; Path=/; Max-Age=31536000; SameSite=Lax');
  });

  it('knows only the two layouts', () => {
    expect(isListLayout('list')).toBe(true);
    expect(isListLayout('grid')).toBe(true);
    for (const value of ['map', '', null, 1, ['grid']]) expect(isListLayout(value)).toBe(false);
  });
});
