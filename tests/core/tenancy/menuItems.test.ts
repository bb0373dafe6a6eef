import { describe, expect, it } from 'vitest';
import { headerMenuLinks, isActiveMenuItem, menuItemKind, menuLabel, visibleMenuItems, withCookiesEntry } from '../../../core/tenancy/menuItems.ts';
import type { MenuOption } from '../../../core/tenancy/Tenant.ts';

const option = (id: string, url: string, extra: Partial<MenuOption> = {}): MenuOption => ({
  id,
  label: { pl: `${id} pl`, en: `${id} en` },
  url,
  ...extra,
});

const offers = option('offers', '/job-offers/all-locations');
const blog = option('blog', 'https://blog.example/', { static: true, target: '_blank' });
const liveChat = option('livechat', '#livechat');
const cookies = option('externalCookies', '#cookies', { hideOnDesktop: true });
const mobileOnly = option('app', '/app', { hideOnDesktop: true });
const all = [offers, blog, liveChat, cookies, mobileOnly];

describe('menu items', () => {
  it('tells the kinds apart by id and static flag', () => {
    expect(all.map(menuItemKind)).toEqual(['internal-link', 'static-link', 'livechat', 'external-cookies', 'internal-link']);
  });

  it('shows the live-chat entry only once chat is loaded', () => {
    expect(visibleMenuItems(all, { liveChatLoaded: false, mobile: true })).not.toContain(liveChat);
    expect(visibleMenuItems(all, { liveChatLoaded: true, mobile: true })).toContain(liveChat);
  });

  it('shows hide-on-desktop entries only on mobile', () => {
    expect(visibleMenuItems(all, { liveChatLoaded: true, mobile: false })).toEqual([offers, blog, liveChat]);
    expect(visibleMenuItems(all, { liveChatLoaded: true, mobile: true })).toEqual(all);
  });

  it('keeps the header to plain links', () => {
    expect(headerMenuLinks(all)).toEqual([offers, blog]);
  });

  it('highlights an internal link whose url equals the address', () => {
    expect(isActiveMenuItem(offers, '/job-offers/all-locations')).toBe(true);
    expect(isActiveMenuItem(offers, '/job-offers/all-locations/')).toBe(true);
    expect(isActiveMenuItem(offers, '/job-offers/warszawa')).toBe(false);
  });

  it('compares the query only when the url has one', () => {
    const withQuery = option('remote', '/job-offers/all-locations?workplace=remote');
    expect(isActiveMenuItem(withQuery, '/job-offers/all-locations', '?workplace=remote')).toBe(true);
    expect(isActiveMenuItem(withQuery, '/job-offers/all-locations', '')).toBe(false);
    expect(isActiveMenuItem(offers, '/job-offers/all-locations', '?page=2')).toBe(true);
  });

  it('never highlights when highlighting is disabled, for static links or special entries', () => {
    expect(isActiveMenuItem({ ...offers, highlightActive: false }, '/job-offers/all-locations')).toBe(false);
    expect(isActiveMenuItem(option('s', '/x', { static: true }), '/x')).toBe(false);
    expect(isActiveMenuItem(option('externalCookies', '/'), '/')).toBe(false);
  });

  it('always has a cookies entry', () => {
    const fallback = option('externalCookies', '#cookies');
    expect(withCookiesEntry(all, fallback)).toBe(all);
    expect(withCookiesEntry([offers], fallback)).toEqual([offers, fallback]);
  });

  it('labels in the page language', () => {
    expect(menuLabel(offers, 'pl')).toBe('offers pl');
    expect(menuLabel(offers, 'en')).toBe('offers en');
  });
});
