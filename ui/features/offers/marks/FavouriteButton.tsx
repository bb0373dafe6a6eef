import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { useEffect, useMemo } from 'react';
import { useTexts } from '../../../i18n/useTexts.ts';
import { FAVOURITE_BURST_MS } from '../../../../core/favourites/FavouritesStore.ts';
import { useUseCase } from '../../../../composition/react/UseCaseProvider.tsx';
import { FavouritesKeys } from '../../../../composition/favourites/favouritesKeys.ts';
import { SessionKeys } from '../../../../composition/session/sessionKeys.ts';
import { Icon } from '../../../components/Icon.tsx';
import { useObservable } from '../../../hooks/useObservable.ts';
import { color, radius } from '../../../theme/tokens.ts';
import { useOptionalShell } from '../../../app/useShell.ts';
import { batcherFor } from '../../../hooks/offerStatusBatcher.ts';
import { useOpenFavourites } from './useFavouritesPrompt.ts';

export interface FavouriteButtonProps {
  /** The offer's guid (the favourites API's jobAdvertisementId). */
  readonly offerId: string;
  /** The offer's title, for the button's accessible name. */
  readonly offerTitle: string;
  /** 'card' (40 px, on offer cards) or 'page' (with a visible label, on the offer page). */
  readonly variant?: 'card' | 'page';
}

const pop = keyframes`
  0% { transform: scale(1); }
  25% { transform: scale(1.35); }
  55% { transform: scale(0.92); }
  100% { transform: scale(1); }
`;

const ring = keyframes`
  0% { transform: scale(0.4); opacity: 0.9; }
  100% { transform: scale(1.8); opacity: 0; }
`;

const Toggle = styled.button<{ variant: 'card' | 'page' }>`
  /* Above an offer card's stretched title link, so the heart gets its own clicks. */
  position: relative;
  z-index: 1;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-width: 40px;
  min-height: 40px;
  padding: ${(props) => (props.variant === 'page' ? '6px 14px' : '0')};
  border: 1px solid ${(props) => (props.variant === 'page' ? color.border : 'transparent')};
  border-radius: ${radius.full};
  background: ${(props) => (props.variant === 'page' ? color.surface : 'transparent')};
  color: ${color.primary};
  font: inherit;
  cursor: pointer;
  &:hover {
    border-color: ${color.primary};
  }
  .label {
    color: ${color.text};
  }
  svg {
    overflow: visible;
  }
  &[data-burst='true'] svg {
    animation: ${pop} ${FAVOURITE_BURST_MS}ms ease-out;
  }
  &[data-burst='true']::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${radius.full};
    border: 2px solid ${color.primary};
    pointer-events: none;
    animation: ${ring} ${FAVOURITE_BURST_MS}ms ease-out forwards;
  }
`;

/**
 * The favourite toggle for an offer card and the offer page (behind the favoriteOfferButton flag).
 * Logged in: the heart fills at once (optimistic) and bursts for 1 s on add; a failure puts it back
 * and shows a snackbar (ToggleFavourite does both). A guest gets the favourites prompt, whose login
 * and register links carry this offer's id.
 */
export function FavouriteButton({ offerId, offerTitle, variant = 'card' }: FavouriteButtonProps) {
  const { t } = useTexts();
  const shell = useOptionalShell();
  const store = useUseCase(FavouritesKeys.FavouritesStore);
  const toggle = useUseCase(FavouritesKeys.ToggleFavourite);
  const loadStatuses = useUseCase(FavouritesKeys.LoadFavouriteStatuses);
  const session = useUseCase(SessionKeys.SessionStore);
  const openFavourites = useOpenFavourites();
  const favourite = useObservable(
    useMemo(() => store.isFavourite$(offerId), [store, offerId]),
    false,
  );
  const burst = useObservable(store.burst$, null) === offerId;

  useEffect(() => batcherFor(loadStatuses, session).register(offerId), [loadStatuses, session, offerId]);

  if (shell && !shell.tenant.flags.favoriteOfferButton) return null;

  const onClick = () => {
    void toggle.execute({ offerId, add: !favourite }).map((outcome) => {
      if (outcome.kind === 'login-required') openFavourites(offerId);
    });
  };

  // A toggle keeps one name; aria-pressed says whether it is on.
  const label = t('favourites.toggle', { title: offerTitle });
  return (
    <Toggle
      type="button"
      variant={variant}
      aria-pressed={favourite}
      aria-label={variant === 'card' ? label : undefined}
      data-burst={burst}
      data-testid="favourite-button"
      data-offer-id={offerId}
      onClick={onClick}
    >
      <Icon name="heart" filled={favourite} size={variant === 'page' ? 20 : 22} />
      {variant === 'page' && (
        <span className="label">
          {t('favourites.saveLabel')}
          <span className="visually-hidden">: {offerTitle}</span>
        </span>
      )}
    </Toggle>
  );
}
