import styled from '@emotion/styled';
import { useEffect } from 'react';
import { useTexts } from '../../i18n/useTexts.ts';
import { Link } from 'react-router';
import { useUseCase } from '../../../composition/react/UseCaseProvider.tsx';
import { PreferencesKeys } from '../../../composition/preferences/preferencesKeys.ts';
import { Icon } from '../../components/Icon.tsx';
import { passiveBanner } from '../../../core/preferences/Banners.ts';
import { PROMOTIONAL_DISMISSED_ATTRIBUTE } from '../../../composition/preferences/promotionalBannerProbe.ts';
import { hiddenUntilHydrated, useHydrated } from '../../hooks/useHydrated.ts';
import { useObservable } from '../../hooks/useObservable.ts';
import { color, layout } from '../../theme/tokens.ts';
import { bannerBox } from '../../theme/controls.ts';
import { PortalLink } from '../../components/PortalLink.tsx';
import { candidateUrl } from '../../app/candidatePortal.ts';
import type { ShellData } from '../../app/shellData.ts';
import { useSessionState } from '../session/index.ts';
import { DismissButton as Dismiss } from '../../components/formParts.ts';

const Stack = styled.div`
  max-width: ${layout.offersListMaxWidth}px;
  margin: 16px auto 0;
  padding: 0 16px;
  display: flex;
  flex-direction: column;
  gap: 8px;
  /* Dismissed in this browser (promotionalBannerProbe marks <html> before the first paint). */
  html[${PROMOTIONAL_DISMISSED_ATTRIBUTE}] & > [data-promotional] {
    display: none;
  }
  html[${PROMOTIONAL_DISMISSED_ATTRIBUTE}] &:has(> [data-promotional]:only-child) {
    display: none;
  }
`;

const Box = styled.section`
  ${bannerBox}
  strong {
    display: block;
  }
  p {
    margin: 2px 0 0;
    color: ${color.muted};
  }
  .text {
    flex: 1;
  }
  a {
    font-weight: 700;
    color: ${color.primary};
  }
`;

/** A banner's close button, hidden until the page is hydrated. */
function Close({ label, testId, hydrated, onClick }: { label: string; testId: string; hydrated: boolean; onClick: () => void }) {
  return (
    <Dismiss type="button" aria-label={label} data-testid={testId} {...hiddenUntilHydrated(hydrated)} onClick={onClick}>
      <span aria-hidden="true">×</span>
    </Dismiss>
  );
}

/**
 * The passive-candidates banner (dismissed for a year by its cookie; its maintenance variant cannot
 * be dismissed) and the promotional banner (dismissed for good through local storage). The server
 * renders them as it sees them (the cookie; the promotional one always, hidden before the first
 * paint when local storage says so), and the page keeps that until hydrated, so nothing moves the
 * page's content down after it is painted.
 */
export function PageBanners({ shell }: { shell: ShellData }) {
  const { t } = useTexts();
  const banners = useUseCase(PreferencesKeys.Banners);
  const hydrated = useHydrated();
  // Until the stores answer (after hydration), the banners as the server rendered them.
  const passive = useObservable(banners.passive$, passiveBanner(shell.passiveBannerDismissed ? 'true' : null, shell.tenant.maintenance));
  const promotional = useObservable(banners.promotional$, true);
  const session = useSessionState();

  useEffect(() => {
    banners.setMaintenance(shell.tenant.maintenance);
  }, [banners, shell.tenant.maintenance]);

  if (!passive.visible && !promotional) return null;
  const calculator = shell.language === 'pl' ? '/kalkulator-wynagrodzen' : '/salary-calculator';
  const passiveTarget = candidateUrl(shell.candidateBase, session.status === 'logged-in' ? 'settings' : 'register');

  return (
    <Stack>
      {passive.visible && (
        <Box aria-labelledby="passive-banner-title" data-testid={passive.variant === 'maintenance' ? 'maintenance-banner' : 'passive-banner'}>
          <Icon name={passive.variant === 'maintenance' ? 'warning' : 'chat'} />
          <div className="text">
            <strong id="passive-banner-title">{t(passive.variant === 'maintenance' ? 'banners.maintenanceTitle' : 'banners.passiveTitle')}</strong>
            <p>
              {t(passive.variant === 'maintenance' ? 'banners.maintenanceText' : 'banners.passiveText')}{' '}
              {passive.variant !== 'maintenance' && <PortalLink to={passiveTarget}>{t('banners.passiveLink')}</PortalLink>}
            </p>
          </div>
          {passive.dismissible && (
            <Close label={t('banners.dismissPassive')} testId="passive-banner-dismiss" hydrated={hydrated} onClick={() => banners.dismissPassive()} />
          )}
        </Box>
      )}
      {promotional && (
        <Box aria-labelledby="promo-banner-title" data-testid="promo-banner" data-promotional="">
          <Icon name="calculator" />
          <div className="text">
            <strong id="promo-banner-title">{t('banners.promoTitle')}</strong>
            <p>
              {t('banners.promoText')} <Link to={calculator}>{t('banners.promoLink')}</Link>
            </p>
          </div>
          <Close label={t('banners.dismissPromo')} testId="promo-banner-dismiss" hydrated={hydrated} onClick={() => banners.dismissPromotional()} />
        </Box>
      )}
    </Stack>
  );
}
