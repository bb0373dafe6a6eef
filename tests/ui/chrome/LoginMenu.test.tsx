// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resolve } from '../../../composition/kernel/provide.ts';
import { SessionKeys } from '../../../composition/session/sessionKeys.ts';
import { LoginMenu } from '../../../ui/features/chrome/LoginMenu.tsx';
import { SnackbarStack } from '../../../ui/features/ui-state/SnackbarStack.tsx';
import { aCandidate, renderChrome, setMobile, type ChromeTestOptions } from './support/renderChrome.tsx';

const renderMenu = (options: ChromeTestOptions = {}) =>
  renderChrome(
    (tenant) => (
      <>
        <LoginMenu candidateBase="/candidate" employerPortal={tenant.links.employerPortal} flags={tenant.flags} />
        <SnackbarStack />
      </>
    ),
    options,
  );

const openMenu = () => {
  fireEvent.click(screen.getByTestId('login-menu'));
  return screen.getByRole('menu');
};

const hrefs = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.getAttribute('href'));

describe('login menu', () => {
  beforeEach(() => setMobile(false));
  afterEach(cleanup);

  describe('logged out', () => {
    it('offers the candidate portal and the employer panel, each to log in and register', () => {
      renderMenu();
      const menu = openMenu();
      expect(within(menu).getByRole('group', { name: 'Candidate' })).toBeTruthy();
      expect(within(menu).getByRole('group', { name: 'Employer' })).toBeTruthy();
      expect(hrefs(menu)).toEqual(['/candidate/login', '/candidate/register', '/employer/login', '/employer/register']);
    });

    it('leaves out the candidate section when login to the candidate portal is off', () => {
      renderMenu({ flags: { enableLoginToCP: false } });
      const menu = openMenu();
      expect(within(menu).queryByRole('group', { name: 'Candidate' })).toBeNull();
      expect(hrefs(menu)).toEqual(['/employer/login', '/employer/register']);
    });

    it('hides the employer section on mobile', () => {
      setMobile(true);
      renderMenu();
      const menu = openMenu();
      expect(within(menu).queryByRole('group', { name: 'Employer' })).toBeNull();
      expect(hrefs(menu)).toEqual(['/candidate/login', '/candidate/register']);
    });

    it('renders the guest button while the session is still unknown (server render)', () => {
      renderMenu({ session: 'unknown' });
      expect(screen.getByTestId('login-menu').getAttribute('aria-label')).toBe('Log in or create an account');
    });
  });

  describe('logged in', () => {
    it('lists the eight entries under the candidate base address, with the unread badge', () => {
      renderMenu({ session: aCandidate() });
      const button = screen.getByTestId('login-menu');
      expect(button.getAttribute('aria-label')).toBe('Account menu: Ala Nowak, unread messages: 3');
      expect(within(button).getByTestId('unread-badge').textContent).toBe('3');
      const menu = openMenu();
      expect(hrefs(menu)).toEqual([
        '/candidate/profile',
        '/candidate/chats',
        '/candidate/job-alert',
        '/candidate/application-history',
        '/candidate/favorite-offers',
        '/candidate/matched-for-you',
        '/candidate/settings',
        null,
      ]);
      expect(within(menu).getAllByRole('menuitem')).toHaveLength(8);
      expect(within(menu).getByRole('menuitem', { name: /Chats/ }).textContent).toContain('3');
      expect(within(menu).getByRole('menuitem', { name: 'Log out' })).toBeTruthy();
    });

    it('leaves out chats without the candidate portal, and flagged pages without their flag', () => {
      renderMenu({ session: aCandidate(), flags: { enableLoginToCP: false, matchedForYou: false, applicationHistory: false } });
      expect(hrefs(openMenu())).toEqual(['/candidate/profile', '/candidate/job-alert', '/candidate/favorite-offers', '/candidate/settings', null]);
    });

    it('shows no badge without unread messages', () => {
      renderMenu({ session: aCandidate({ unreadMessages: { chatsCount: 0, conversationRequestsCount: 0 } }) });
      expect(screen.queryByTestId('unread-badge')).toBeNull();
    });

    it('logs out: the session ends and a snackbar says so', async () => {
      const harness = renderMenu({ session: aCandidate() });
      openMenu();
      await act(async () => {
        fireEvent.click(screen.getByTestId('logout'));
      });
      await waitFor(() => expect(resolve(harness.useCases, SessionKeys.SessionStore).current).toEqual({ status: 'guest' }));
      expect(screen.getByTestId('login-menu').getAttribute('aria-label')).toBe('Log in or create an account');
      expect(screen.getByTestId('logged-out').textContent).toContain('You have logged out.');
      expect(resolve(harness.useCases, SessionKeys.BearerTokenStore).get()).toBeNull();
    });
  });

  describe('keyboard (menu button pattern)', () => {
    it('opens on Enter with focus on the first item, moves with the arrows, closes on Esc back to the button', () => {
      renderMenu();
      const button = screen.getByTestId('login-menu');
      expect(button.getAttribute('aria-haspopup')).toBe('menu');
      expect(button.getAttribute('aria-expanded')).toBe('false');
      button.focus();
      fireEvent.keyDown(button, { key: 'ArrowDown' });
      const menu = screen.getByRole('menu');
      expect(button.getAttribute('aria-expanded')).toBe('true');
      expect(button.getAttribute('aria-controls')).toBe(menu.id);
      const items = within(menu).getAllByRole('menuitem');
      expect(document.activeElement).toBe(items[0]);
      fireEvent.keyDown(menu, { key: 'ArrowDown' });
      expect(document.activeElement).toBe(items[1]);
      fireEvent.keyDown(menu, { key: 'End' });
      expect(document.activeElement).toBe(items[items.length - 1]);
      fireEvent.keyDown(menu, { key: 'ArrowDown' });
      expect(document.activeElement).toBe(items[0]);
      fireEvent.keyDown(menu, { key: 'ArrowUp' });
      expect(document.activeElement).toBe(items[items.length - 1]);
      fireEvent.keyDown(menu, { key: 'Home' });
      expect(document.activeElement).toBe(items[0]);
      fireEvent.keyDown(menu, { key: 'Escape' });
      expect(screen.queryByRole('menu')).toBeNull();
      expect(document.activeElement).toBe(button);
    });

    it('opens on ArrowUp with focus on the last item', () => {
      renderMenu();
      const button = screen.getByTestId('login-menu');
      fireEvent.keyDown(button, { key: 'ArrowUp' });
      const items = within(screen.getByRole('menu')).getAllByRole('menuitem');
      expect(document.activeElement).toBe(items[items.length - 1]);
    });

    it('closes on a click outside', () => {
      renderMenu();
      openMenu();
      fireEvent.pointerDown(document.body);
      expect(screen.queryByRole('menu')).toBeNull();
    });
  });
});
