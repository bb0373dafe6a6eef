import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** What the visitor last asked of the panel, and the hash it was asked against. */
interface Asked {
  readonly hashOpen: boolean;
  readonly open: boolean;
}

/**
 * A panel opened through the URL hash (`#filters`, `#categories`): opening pushes the hash, so Back
 * closes it; closing clears the hash in place. A hash-only change runs no loader (the listing
 * route's `shouldRevalidate`). The server never sees the hash, so a panel always renders closed
 * there and opens after hydration.
 *
 * The router renders a navigation in a transition, which lags behind under load. So the panel shows
 * what the visitor last asked for at once, and follows the hash whenever the router commits a new
 * one (Back, a link). Following only the hash, an Esc and a quick click on the opener merged into
 * one render that never closed the panel, and the dialog, shut by Esc, stayed shut.
 *
 * The setter compares with the address bar, not with the rendered `open`, for the same lag: for a
 * moment after closing the URL has no hash while the router's last render still says open.
 */
export function useHashPanel(name: string): readonly [open: boolean, setOpen: (open: boolean) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const hashOpen = location.hash === `#${name}`;
  const [asked, setAsked] = useState<Asked>({ hashOpen, open: hashOpen });
  const followed = asked.hashOpen === hashOpen ? asked : { hashOpen, open: hashOpen };
  if (followed !== asked) setAsked(followed);
  const setOpen = useCallback(
    (next: boolean) => {
      setAsked((current) => (current.open === next ? current : { ...current, open: next }));
      if (next === (window.location.hash === `#${name}`)) return;
      const target = { pathname: location.pathname, search: location.search, hash: next ? `#${name}` : '' };
      void navigate(target, { replace: !next, preventScrollReset: true });
    },
    [location.pathname, location.search, name, navigate],
  );
  return [followed.open, setOpen] as const;
}
