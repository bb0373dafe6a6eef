import styled from '@emotion/styled';
import { useState } from 'react';
import { useTexts } from '../../../i18n/useTexts.ts';
import { ADD_ALERT_HASH } from '../../../../core/alerts/surfaces/alertSurfaces.ts';
import { useUseCase } from '../../../../composition/react/UseCaseProvider.tsx';
import { AlertsKeys } from '../../../../composition/alerts/alertsKeys.ts';
import { UiStateKeys } from '../../../../composition/ui-state/uiStateKeys.ts';
import { Icon } from '../../../components/Icon.tsx';
import { color } from '../../../theme/tokens.ts';
import { bannerBox, primaryControl } from '../../../theme/controls.ts';
import { DismissButton as Dismiss } from '../../../components/formParts.ts';

const Box = styled.section`
  ${bannerBox}
  flex-wrap: wrap;
  color: ${color.text};
  .text {
    flex: 1 1 240px;
    min-width: 0;
  }
  h2 {
    margin: 0;
    font-size: 1rem;
  }
  p {
    margin: 2px 0 0;
    color: ${color.text};
  }
`;

const Open = styled.button`
  min-height: 44px;
  padding: 8px 18px;
  ${primaryControl}
`;

/**
 * "Save job alert" in the offers list (engagement.md section 2): opens `#add-alert`; its close
 * button hides it for a year (DismissAlertBanner). Whether it shows comes from the listing loader,
 * which read the cookie and the tenant's flag on the server, so a closed banner is never rendered.
 */
export function AlertBanner({ visible }: { visible: boolean }) {
  const { t } = useTexts();
  const tracker = useUseCase(UiStateKeys.HashTracker);
  const dismissBanner = useUseCase(AlertsKeys.DismissAlertBanner);
  const [dismissed, setDismissed] = useState(false);
  if (!visible || dismissed) return null;
  return (
    <Box aria-labelledby="alert-banner-title" data-testid="alert-banner">
      <Icon name="bell" />
      <div className="text">
        <h2 id="alert-banner-title">{t('alertForm.banner.title')}</h2>
        <p>{t('alertForm.banner.text')}</p>
      </div>
      <Open type="button" onClick={() => tracker.open(ADD_ALERT_HASH)} data-testid="alert-banner-open">
        {t('alertForm.banner.open')}
      </Open>
      <Dismiss
        type="button"
        aria-label={t('alertForm.banner.dismiss')}
        data-testid="alert-banner-dismiss"
        onClick={() => {
          void dismissBanner.execute();
          setDismissed(true);
        }}
      >
        <span aria-hidden="true">×</span>
      </Dismiss>
    </Box>
  );
}
