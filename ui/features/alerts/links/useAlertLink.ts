import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { parseAlertLink, type AlertLink } from '../../../../core/alerts/job-alerts/alertLinks.ts';
import { useHydrated } from '../../../hooks/useHydrated.ts';

type LinkOf<K extends AlertLink['kind']> = Extract<AlertLink, { kind: K }>;

/**
 * The e-mail link of kind `kind` in the page's query (`?job-alerts=...`), once the page has
 * hydrated (the server renders no dialog: nothing of the link acts on a plain GET), and how to
 * close its dialog: replacing the URL with the root. `key` changes with the query, so a dialog keyed
 * by it starts afresh for another link.
 */
export function useAlertLink<K extends AlertLink['kind']>(kind: K): { link: LinkOf<K> | null; key: string; close: () => void } {
  const location = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const parsed = hydrated ? parseAlertLink(location.search) : null;
  const link = parsed?.kind === kind ? (parsed as LinkOf<K>) : null;
  const close = useCallback(() => void navigate('/', { replace: true }), [navigate]);
  return { link, key: location.search, close };
}
