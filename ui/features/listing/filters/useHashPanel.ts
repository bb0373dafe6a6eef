import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * A panel opened through the URL hash (`#filters`, `#categories`): opening pushes the hash, so Back
 * closes it; closing clears the hash in place. A hash-only change runs no loader (the listing
 * route's `shouldRevalidate`). The server never sees the hash, so a panel always renders closed
 * there and opens after hydration.
 *
 * The setter compares with the address bar, not with the rendered `open`: the router renders a
 * navigation in a transition, so for a moment after closing the URL has no hash while the last
 * render still says open, and a click on the opener then would be ignored.
 */
export function useHashPanel(name: string): readonly [open: boolean, setOpen: (open: boolean) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const open = location.hash === `#${name}`;
  const setOpen = useCallback(
    (next: boolean) => {
      if (next === (window.location.hash === `#${name}`)) return;
      const target = { pathname: location.pathname, search: location.search, hash: next ? `#${name}` : '' };
      void navigate(target, { replace: !next, preventScrollReset: true });
    },
    [location.pathname, location.search, name, navigate],
  );
  return [open, setOpen] as const;
}
