import styled from '@emotion/styled';
import { useTexts } from '../../i18n/useTexts.ts';
import { useUseCase } from '../../../composition/react/UseCaseProvider.tsx';
import { FavouritesKeys } from '../../../composition/favourites/favouritesKeys.ts';
import { Icon } from '../../components/Icon.tsx';
import { useObservable } from '../../hooks/useObservable.ts';
import { color } from '../../theme/tokens.ts';
import { Badge } from '../../components/Badge.ts';
import { useSessionState } from '../session/index.ts';
import { useOpenFavourites } from '../offers/index.ts';
import { RoundIconButton } from '../../components/RoundIconButton.ts';

const Trigger = styled(RoundIconButton)`
  position: relative;
  gap: 4px;
  padding: 0 8px;
  color: ${color.primary};
`;

/**
 * The header's favourites entry with the count (logged-in candidates). It opens the #favorites hash:
 * the favourite offers page for a candidate, the login prompt for a guest.
 */
export function FavouritesHeaderLink() {
  const { t } = useTexts();
  const store = useUseCase(FavouritesKeys.FavouritesStore);
  const count = useObservable(store.count$, null);
  const session = useSessionState();
  const openFavourites = useOpenFavourites();
  const shown = session.status === 'logged-in' && count !== null ? count : null;
  return (
    <Trigger
      type="button"
      data-testid="favourites-link"
      aria-label={shown === null ? t('favourites.headerLabel') : t('favourites.headerLabelCount', { count: shown })}
      onClick={() => openFavourites()}
    >
      <Icon name="heart" filled={shown !== null && shown > 0} />
      {shown !== null && shown > 0 && (
        <Badge aria-hidden="true" data-testid="favourites-count">
          {shown}
        </Badge>
      )}
    </Trigger>
  );
}
