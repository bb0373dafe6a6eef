import styled from '@emotion/styled';
import { useEffect, useMemo } from 'react';
import { useTexts } from '../../i18n/useTexts.ts';
import { useLocation, useNavigate } from 'react-router';
import { FAVOURITES_HASH, favouritesHashTarget } from '../../../core/favourites/favouritesHashTarget.ts';
import { useUseCase } from '../../../composition/react/UseCaseProvider.tsx';
import { UiStateKeys } from '../../../composition/ui-state/uiStateKeys.ts';
import { Dialog } from '../../components/Dialog.tsx';
import { Icon } from '../../components/Icon.tsx';
import { useObservable } from '../../hooks/useObservable.ts';
import { color } from '../../theme/tokens.ts';
import { PortalLink } from '../../components/PortalLink.tsx';
import { isSameSite } from '../../app/candidatePortal.ts';
import { useSessionState } from '../session/index.ts';
import { favouriteOfferIdOf } from '../offers/index.ts';
import { pillShapedLink } from '../../theme/controls.ts';

/** engagement.md: favourites prompt dialog width. */
export const FAVOURITES_PROMPT_WIDTH = 488;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
  align-items: center;
  text-align: center;
  p {
    margin: 0;
  }
  .heart {
    color: ${color.primary};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  justify-content: center;
  a {
    ${pillShapedLink}
    min-height: 44px;
    padding: 8px 20px;
    border: 1px solid ${color.primary};
    font-weight: 700;
  }
  a.primary {
    background: ${color.primary};
    color: ${color.onPrimary};
  }
  a.secondary {
    background: ${color.surface};
    color: ${color.text};
  }
`;

/** Adds where to come back to after logging in, when the portal is ours (another site cannot use our paths). */
function withReturn(url: string, returnTo: string): string {
  if (!isSameSite(url)) return url;
  return `${url}${url.includes('?') ? '&' : '?'}returnTo=${encodeURIComponent(returnTo)}`;
}

/**
 * What the #favorites hash opens (engagement.md). A logged-in candidate goes straight to the
 * favourite offers page; a guest gets this 488 px dialog with login and register links carrying
 * the chosen offer's favoriteOfferId. Closing clears the hash.
 */
export function FavouritesPromptHost({ candidateBase }: { candidateBase: string }) {
  const { t } = useTexts();
  const location = useLocation();
  const navigate = useNavigate();
  const tracker = useUseCase(UiStateKeys.HashTracker);
  const open = useObservable(
    useMemo(() => tracker.isOpen$(FAVOURITES_HASH), [tracker]),
    false,
  );
  const session = useSessionState();
  const offerId = favouriteOfferIdOf(location.state);
  const target = session.status === 'unknown' ? null : favouritesHashTarget(session, candidateBase, offerId);

  const destination = target?.kind === 'navigate' ? target.url : null;

  useEffect(() => {
    if (!open || destination === null) return;
    if (isSameSite(destination)) void navigate(destination, { replace: true });
    else window.location.assign(destination);
  }, [open, destination, navigate]);

  const prompt = open && target?.kind === 'prompt' ? target : null;
  const returnTo = location.pathname + location.search;
  return (
    <Dialog
      open={prompt !== null}
      onClose={() => tracker.close()}
      title={t('favourites.promptTitle')}
      width={FAVOURITES_PROMPT_WIDTH}
      testId="favourites-prompt"
    >
      {prompt && (
        <Body>
          <span className="heart">
            <Icon name="heart" size={40} filled />
          </span>
          <p>{t(offerId ? 'favourites.promptOfferText' : 'favourites.promptText')}</p>
          <Actions>
            <PortalLink to={withReturn(prompt.loginUrl, returnTo)} className="primary" testId="favourites-prompt-login">
              {t('favourites.promptLogin')}
            </PortalLink>
            <PortalLink to={withReturn(prompt.registerUrl, returnTo)} className="secondary" testId="favourites-prompt-register">
              {t('favourites.promptRegister')}
            </PortalLink>
          </Actions>
        </Body>
      )}
    </Dialog>
  );
}
