import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * A panel opened through the URL hash (`#filters`, `#categories`): opening pushes the hash, so Back
 * closes it; closing clears the hash in place. A hash-only change runs no loader. The server never
 * sees the hash, so a panel always renders closed there and opens after hydration.
 */
export function useHashPanel(name: string): readonly [open: boolean, setOpen: (open: boolean) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const open = location.hash === `#${name}`;
  const setOpen = useCallback(
    (next: boolean) => {
      if (next === open) return;
      const target = { pathname: location.pathname, search: location.search, hash: next ? `#${name}` : '' };
      void navigate(target, { replace: !next, preventScrollReset: true });
    },
    [open, location.pathname, location.search, name, navigate],
  );
  return [open, setOpen] as const;
}
