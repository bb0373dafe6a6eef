import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { FAVOURITES_HASH } from '../../../../core/favourites/favouritesHashTarget.ts';

/** History state carried by the favourites hash: the offer the prompt was opened for. */
export interface FavouritesPromptState {
  readonly favoriteOfferId?: string;
}

export const favouriteOfferIdOf = (state: unknown): string | null => {
  const id = (state as FavouritesPromptState | null)?.favoriteOfferId;
  return typeof id === 'string' && id !== '' ? id : null;
};

/** Opens the favourites surface (the #favorites hash), remembering the offer chosen, if any. Back closes it. */
export function useOpenFavourites(): (offerId?: string) => void {
  const location = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (offerId?: string) => {
      const state: FavouritesPromptState = offerId ? { favoriteOfferId: offerId } : {};
      void navigate({ pathname: location.pathname, search: location.search, hash: `#${FAVOURITES_HASH}` }, { state, preventScrollReset: true });
    },
    [location.pathname, location.search, navigate],
  );
}
