// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { createBrowserRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useHashPanel } from '../../../ui/features/listing/filters/useHashPanel.ts';

/** A navigation whose render never completes: the router renders navigations in a transition, which a suspension holds back. */
const never = new Promise<never>(() => undefined);
let holdNavigations = false;

function SlowPage() {
  const location = useLocation();
  if (holdNavigations && location.hash === '') throw never;
  return null;
}

let setPanelOpen: (open: boolean) => void = () => undefined;

function Page() {
  const [open, setOpen] = useHashPanel('filters');
  setPanelOpen = setOpen;
  return (
    <>
      <SlowPage />
      {open && <div data-testid="panel">filters</div>}
    </>
  );
}

/** The hook reads the address bar, so the page runs on a browser router over jsdom's history. */
function renderPage() {
  window.history.replaceState(null, '', '/job-offers/all-locations#filters');
  return render(<RouterProvider router={createBrowserRouter([{ path: '/job-offers/all-locations', Component: Page }])} />);
}

describe('useHashPanel', () => {
  afterEach(() => {
    holdNavigations = false;
    cleanup();
  });

  // Under load the router's render of a navigation can lag behind; a click on the opener landing before it
  // committed merged "closed" and "open again" into one render, and the panel, shut by Esc, stayed shut.
  it('closes the panel at once, while the router is still rendering the navigation that clears the hash', async () => {
    renderPage();
    expect(screen.getByTestId('panel')).toBeTruthy();
    holdNavigations = true;
    await act(async () => setPanelOpen(false));
    expect(screen.queryByTestId('panel')).toBeNull();
  });

  it('opens the panel again when asked, and follows the hash the router commits', async () => {
    renderPage();
    await act(async () => setPanelOpen(false));
    expect(screen.queryByTestId('panel')).toBeNull();
    await act(async () => setPanelOpen(true));
    expect(screen.getByTestId('panel')).toBeTruthy();
  });

  it('reopens at once when the opener is clicked before the router has rendered the close', async () => {
    renderPage();
    holdNavigations = true;
    await act(async () => setPanelOpen(false));
    await act(async () => setPanelOpen(true));
    expect(screen.getByTestId('panel')).toBeTruthy();
    expect(window.location.hash).toBe('#filters');
  });

  it('closes when Back takes the hash away', async () => {
    renderPage();
    await act(async () => setPanelOpen(false));
    await act(async () => setPanelOpen(true));
    expect(screen.getByTestId('panel')).toBeTruthy();
    await act(async () => {
      window.history.back();
      await new Promise((settle) => window.addEventListener('popstate', settle, { once: true }));
    });
    expect(window.location.hash).toBe('');
    expect(screen.queryByTestId('panel')).toBeNull();
  });
});
