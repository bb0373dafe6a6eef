import type { SessionState } from '../session/SessionState.ts';

/** The hash that opens the favourites surface (built from the favorites slug). */
export const FAVOURITES_HASH = 'favorites';

export type FavouritesHashTarget =
  { readonly kind: 'navigate'; readonly url: string } | { readonly kind: 'prompt'; readonly loginUrl: string; readonly registerUrl: string };

/**
 * Where the favourites hash leads: a logged-in candidate goes straight to their favourites page in
 * the candidate portal; anyone else gets the prompt whose login and register links carry
 * `favoriteOfferId` when an offer was chosen.
 */
export function favouritesHashTarget(session: SessionState, candidateBase: string, offerId?: string | null): FavouritesHashTarget {
  const base = candidateBase.replace(/\/+$/, '');
  if (session.status === 'logged-in') return { kind: 'navigate', url: `${base}/favorite-offers` };
  const query = offerId ? `?favoriteOfferId=${encodeURIComponent(offerId)}` : '';
  return { kind: 'prompt', loginUrl: `${base}/login${query}`, registerUrl: `${base}/register${query}` };
}
