// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LanguagePopup } from '../../../ui/features/chrome/LanguagePopup.tsx';
import { renderChrome, setMobile } from './support/renderChrome.tsx';

/** A /preferences action that answers only when the test says so. */
function heldAction() {
  let release: () => void = () => undefined;
  const received: FormData[] = [];
  const action = async ({ request }: { request: Request }) => {
    received.push(await request.formData());
    await new Promise<void>((resolve) => {
      release = resolve;
    });
    return null;
  };
  return { action, received, release: () => release() };
}

describe('language popup', () => {
  beforeEach(() => setMobile(false));
  afterEach(cleanup);

  it('is a menu of the languages with the current one checked', () => {
    renderChrome(() => <LanguagePopup current="pl" />);
    const button = screen.getByTestId('language-menu');
    expect(button.getAttribute('aria-label')).toBe('Language: PL (Polski). Change language');
    fireEvent.click(button);
    const menu = screen.getByRole('menu', { name: 'Choose language' });
    const items = within(menu).getAllByRole('menuitemradio');
    expect(items.map((item) => item.getAttribute('lang'))).toEqual(['pl', 'en']);
    expect(screen.getByTestId('language-pl').getAttribute('aria-checked')).toBe('true');
    expect(screen.getByTestId('language-en').getAttribute('aria-checked')).toBe('false');
  });

  it('shows loading on the chosen language and locks the others until the switch completes', async () => {
    const held = heldAction();
    renderChrome(() => <LanguagePopup current="pl" />, { path: '/job-offers/all-locations?sort=newest', preferencesAction: held.action });
    fireEvent.click(screen.getByTestId('language-menu'));
    await act(async () => {
      fireEvent.click(screen.getByTestId('language-en'));
    });
    await waitFor(() => expect(screen.getByTestId('language-en').getAttribute('aria-busy')).toBe('true'));
    expect(screen.getByTestId('language-en').textContent).toContain('Loading…');
    expect(screen.getByTestId('language-pl').getAttribute('aria-disabled')).toBe('true');
    expect(held.received[0]?.get('language')).toBe('en');
    expect(held.received[0]?.get('returnTo')).toBe('/job-offers/all-locations?sort=newest');

    // Locked: another choice, Esc and a click outside change nothing.
    fireEvent.click(screen.getByTestId('language-pl'));
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    fireEvent.pointerDown(document.body);
    expect(screen.getByRole('menu')).toBeTruthy();
    expect(held.received).toHaveLength(1);

    await act(async () => held.release());
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(document.activeElement).toBe(screen.getByTestId('language-menu'));
  });

  it('choosing the current language just closes the popup', () => {
    const held = heldAction();
    renderChrome(() => <LanguagePopup current="pl" />, { preferencesAction: held.action });
    fireEvent.click(screen.getByTestId('language-menu'));
    fireEvent.click(screen.getByTestId('language-pl'));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(held.received).toHaveLength(0);
  });
});
