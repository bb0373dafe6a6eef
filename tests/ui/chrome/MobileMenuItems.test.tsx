// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MenuOption } from '../../../core/tenancy/Tenant.ts';
import { MobileMenuItems } from '../../../ui/features/chrome/MobileMenuItems.tsx';
import type { LiveChat } from '../../../ui/features/chat/useLiveChat.ts';
import { renderChrome } from './support/renderChrome.tsx';

const option = (id: string, url: string, extra: Partial<MenuOption> = {}): MenuOption => ({
  id,
  label: { pl: `${id} (pl)`, en: `${id} (en)` },
  url,
  testKey: `item-${id}`,
  ...extra,
});

const options: readonly MenuOption[] = [
  option('offers', '/job-offers/all-locations'),
  option('calculator', '/salary-calculator', { highlightActive: false }),
  option('blog', 'https://blog.example/', { static: true, target: '_blank' }),
  option('livechat', '#livechat'),
  option('externalCookies', '#cookies', { hideOnDesktop: true }),
];

function renderItems({ mobile, liveChat, path = '/job-offers/all-locations' }: { mobile: boolean; liveChat: LiveChat | null; path?: string }) {
  const onOpenCookies = vi.fn();
  const onClose = vi.fn();
  const harness = renderChrome(
    () => <MobileMenuItems options={options} language="en" mobile={mobile} liveChat={liveChat} onOpenCookies={onOpenCookies} onClose={onClose} />,
    { path },
  );
  return { ...harness, onOpenCookies, onClose };
}

const labels = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('mobile menu items', () => {
  afterEach(cleanup);

  it('show the live-chat entry only once chat is loaded; it opens chat and closes the menu', () => {
    const open = vi.fn();
    const first = renderItems({ mobile: true, liveChat: { loaded: false, open } });
    expect(screen.queryByTestId('item-livechat')).toBeNull();
    first.unmount();
    const { onClose } = renderItems({ mobile: true, liveChat: { loaded: true, open } });
    fireEvent.click(screen.getByTestId('item-livechat'));
    expect(open).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('the external-cookies entry opens the cookie settings', () => {
    const { onOpenCookies } = renderItems({ mobile: true, liveChat: null });
    fireEvent.click(screen.getByTestId('item-externalCookies'));
    expect(onOpenCookies).toHaveBeenCalledTimes(1);
  });

  it('hide-on-desktop entries show only on mobile', () => {
    const desktop = renderItems({ mobile: false, liveChat: null });
    expect(labels()).toEqual(['offers (en)', 'calculator (en)', 'blog (en) (opens in a new tab)']);
    desktop.unmount();
    renderItems({ mobile: true, liveChat: null });
    expect(labels()).toContain('externalCookies (en)');
  });

  it('static links keep their target; internal links route', () => {
    renderItems({ mobile: false, liveChat: null });
    const blog = screen.getByTestId('item-blog');
    expect(blog.getAttribute('href')).toBe('https://blog.example/');
    expect(blog.getAttribute('target')).toBe('_blank');
    expect(blog.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByTestId('item-offers').getAttribute('href')).toBe('/job-offers/all-locations');
  });

  it('highlights the internal link of the current address, unless highlighting is off', () => {
    renderItems({ mobile: false, liveChat: null });
    expect(screen.getByTestId('item-offers').getAttribute('aria-current')).toBe('page');
    cleanup();
    renderItems({ mobile: false, liveChat: null, path: '/salary-calculator' });
    expect(screen.getByTestId('item-calculator').getAttribute('aria-current')).toBeNull();
    expect(screen.getByTestId('item-offers').getAttribute('aria-current')).toBeNull();
  });
});
