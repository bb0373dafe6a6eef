import styled from '@emotion/styled';
import type { GridTabState, OfferGridTab } from '../../../../core/homepage/offerGrid.ts';
import { Button } from '../../../components/Button.tsx';
import { SurfacePanel } from '../../../components/pageLayout.ts';
import { useTexts } from '../../../i18n/useTexts.ts';
import { color } from '../../../theme/tokens.ts';
import { pillShapedLink } from '../../../theme/controls.ts';
import { PortalLink } from '../../../components/PortalLink.tsx';
import { ProfilingConsentPrompt } from '../../preferences/index.ts';
import { candidateUrl } from '../../../app/candidatePortal.ts';

const Panel = styled(SurfacePanel)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  text-align: center;
  p {
    margin: 0;
  }
  .links {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 12px;
  }
  .links a {
    ${pillShapedLink}
    min-height: 44px;
    padding: 8px 20px;
    border: 1px solid ${color.primary};
    font-weight: 700;
    color: ${color.text};
  }
  .links a.primary {
    background: ${color.primary};
    color: ${color.onPrimary};
  }
`;

/** engagement.md 9: the prompt's picture, 234 by 178. Drawn in the theme's colours, decorative. */
function FavouritesPicture() {
  return (
    <svg width="234" height="178" viewBox="0 0 234 178" aria-hidden="true" focusable="false">
      <rect x="27" y="30" width="180" height="118" rx="14" fill="none" stroke="currentColor" strokeOpacity="0.35" strokeWidth="3" />
      <rect x="47" y="52" width="70" height="10" rx="5" fill="currentColor" fillOpacity="0.25" />
      <rect x="47" y="72" width="110" height="10" rx="5" fill="currentColor" fillOpacity="0.18" />
      <rect x="47" y="92" width="90" height="10" rx="5" fill="currentColor" fillOpacity="0.18" />
      <path
        d="M172 132s-22-13.5-27-27.3c-3.5-10 3-19.7 13-19.7 5.9 0 10.6 3.2 14 8.2 3.5-5 8.2-8.2 14-8.2 10 0 16.5 9.7 13 19.7-5 13.8-27 27.3-27 27.3z"
        fill="var(--color-primary)"
      />
    </svg>
  );
}

/**
 * What a tab shows without offers (engagement.md 4): the candidate's own tabs ask a guest to log in
 * (matched: the consent prompt's guest form; favourites: with a picture), matched asks for the
 * profiling consent or for preferences, and every tab can say it is empty or offer a retry.
 */
export function GridEmptyState({
  tab,
  state,
  candidateBase,
  onReload,
}: {
  tab: OfferGridTab;
  state: GridTabState;
  candidateBase: string;
  onReload: () => void;
}) {
  const { t } = useTexts();
  const home = '/';
  if (tab === 'matchedForYou' && (state.kind === 'guest' || state.kind === 'consent-required')) {
    return (
      <div data-testid={`grid-${state.kind === 'guest' ? 'matched-guest' : 'matched-consent'}`}>
        <ProfilingConsentPrompt candidateBase={candidateBase} returnTo={home} onGiven={onReload} />
      </div>
    );
  }
  if (state.kind === 'guest') {
    return (
      <Panel data-testid="grid-favourites-guest">
        <FavouritesPicture />
        <p>{t('homepage.grid.favouritesGuest')}</p>
        <p className="links">
          <PortalLink className="primary" to={candidateUrl(candidateBase, 'login', { returnTo: home })}>
            {t('favourites.promptLogin')}
          </PortalLink>
          <PortalLink to={candidateUrl(candidateBase, 'register', { returnTo: home })}>{t('favourites.promptRegister')}</PortalLink>
        </p>
      </Panel>
    );
  }
  if (state.kind === 'no-matches') {
    return (
      <Panel data-testid="grid-no-matches">
        <p>{t('homepage.grid.noMatches')}</p>
        <p className="links">
          <PortalLink className="primary" to={`${candidateUrl(candidateBase, 'profile')}#preferences`}>
            {t('homepage.grid.setPreferences')}
          </PortalLink>
        </p>
      </Panel>
    );
  }
  if (state.kind === 'no-favourites') {
    return (
      <Panel data-testid="grid-no-favourites">
        <p>{t('homepage.grid.noFavourites')}</p>
      </Panel>
    );
  }
  if (state.kind === 'failed') {
    return (
      <Panel data-testid="grid-failed" role="alert">
        <p>{t('homepage.grid.failed')}</p>
        <Button type="button" onClick={onReload}>
          {t('homepage.grid.retry')}
        </Button>
      </Panel>
    );
  }
  return (
    <Panel data-testid="grid-empty">
      <p>{t('homepage.grid.empty')}</p>
    </Panel>
  );
}
