// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resolve } from '../../../composition/kernel/provide.ts';
import { UiStateKeys } from '../../../composition/ui-state/uiStateKeys.ts';
import { SnackbarStack } from '../../../ui/features/ui-state/SnackbarStack.tsx';
import { renderChrome } from './support/renderChrome.tsx';

describe('snackbar stack', () => {
  afterEach(cleanup);

  it('is a polite live region that is in the page before anything shows', () => {
    renderChrome(() => <SnackbarStack />);
    const region = screen.getByTestId('snackbars');
    expect(region.getAttribute('role')).toBe('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.getAttribute('aria-label')).toBe('Notifications');
    expect(region.children).toHaveLength(0);
  });

  it('shows translated messages with the variant in words, at most 5 at once, the rest as the first ones go', async () => {
    const harness = renderChrome(() => <SnackbarStack />);
    const queue = resolve(harness.useCases, UiStateKeys.SnackbarQueue);
    act(() => {
      queue.show({ message: 'favourites.toggleFailed', variant: 'error', testId: 'first' });
      for (let index = 2; index <= 7; index++) queue.show({ message: `message ${index}`, variant: 'info' });
    });
    const region = screen.getByTestId('snackbars');
    expect(region.children).toHaveLength(5);
    const first = screen.getByTestId('first');
    expect(first.textContent).toContain('Error: Your favourites could not be changed. Please try again.');
    expect(first.getAttribute('data-variant')).toBe('error');
    await harness.advance(5000);
    expect(region.children).toHaveLength(2);
    expect(
      within(region)
        .getAllByTestId('snackbar')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('message 6'), expect.stringContaining('message 7')]);
  });

  it('drops duplicates and closes on its button', () => {
    const harness = renderChrome(() => <SnackbarStack />);
    const queue = resolve(harness.useCases, UiStateKeys.SnackbarQueue);
    act(() => {
      queue.show({ message: 'loginMenu.loggedOut', variant: 'success', subMessage: 'loginMenu.sessionEnded', testId: 'bye' });
      queue.show({ message: 'loginMenu.loggedOut', variant: 'success', subMessage: 'loginMenu.sessionEnded', testId: 'bye' });
    });
    expect(screen.getAllByTestId('bye')).toHaveLength(1);
    expect(screen.getByTestId('bye').textContent).toContain('Your session has expired.');
    fireEvent.click(within(screen.getByTestId('bye')).getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByTestId('bye')).toBeNull();
  });
});
